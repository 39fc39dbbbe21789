// npm run db:migrate: applies pending migrations to DATABASE_URL.
import { migrateDatabase } from '../lib/db/migrate';
import { databaseFile } from '../lib/db/url';

const file = databaseFile();
const { applied, modified } = migrateDatabase(file);
for (const name of modified) console.warn(`Warning: migration ${name} was modified after it was applied.`);
console.log(applied.length ? `Applied ${applied.join(', ')} to ${file}` : `${file} is up to date.`);
