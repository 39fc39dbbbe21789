import { migrateDatabase, type MigrateResult } from './migrate';
import { migratePostgresql } from './migrate-postgresql';
import { databaseFile, databaseProvider, databaseUrl } from './url';

/** Applies the pending migrations of DATABASE_URL's provider; `target` names what was migrated. */
export async function applyMigrations(url: string = databaseUrl()): Promise<MigrateResult & { target: string }> {
  if (databaseProvider(url) === 'postgresql') {
    return { ...(await migratePostgresql(url)), target: new URL(url).pathname.slice(1) || 'postgresql' };
  }
  const file = databaseFile(url);
  return { ...migrateDatabase(file), target: file };
}
