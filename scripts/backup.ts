// npm run db:backup [file]: a consistent copy of DATABASE_URL while the site
// runs (SQLite's online backup, or pg_dump), by default under var/backups/.
import path from 'node:path';
import { backupDatabase, backupFileName } from '../lib/db/backup';
import { databaseUrl } from '../lib/db/url';

const url = databaseUrl();
const file = process.argv[2] ?? backupFileName(url, path.resolve('var/backups'));
console.log(`Backed up to ${await backupDatabase(url, file)}`);
