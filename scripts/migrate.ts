// npm run db:migrate: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL).
import { applyMigrations } from '../lib/db/migrations';

const { applied, modified, target } = await applyMigrations();
for (const name of modified) console.warn(`Warning: migration ${name} was modified after it was applied.`);
console.log(applied.length ? `Applied ${applied.join(', ')} to ${target}` : `${target} is up to date.`);
