// npm run db:restore <file>: replaces DATABASE_URL with a backup made by
// npm run db:backup. Stop the site first; on PostgreSQL restore into an empty
// database (docs/deploy.md).
import { restoreDatabase } from '../lib/db/backup';
import { databaseUrl } from '../lib/db/url';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
restoreDatabase(file, databaseUrl());
console.log(`Restored ${file}.`);
