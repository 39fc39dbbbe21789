import { randomUUID } from 'node:crypto';
import pg from 'pg';

// The PostgreSQL twin of test-db.ts: TEST_POSTGRESQL_URL names a server and a
// database to connect to for administration (postgresql://…/postgres); the
// global setup builds a migrated and seeded template database once per run,
// and each test file gets its own copy (CREATE DATABASE … TEMPLATE).

export const TEST_POSTGRESQL_URL = process.env.TEST_POSTGRESQL_URL ?? '';
export const TEMPLATE_NAME = process.env.TEST_POSTGRESQL_TEMPLATE ?? `test_${process.pid}_template`;

/** The URL of database `name` on the test server. */
export function postgresqlDatabaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRESQL_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRESQL_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createPostgresqlDatabase(name: string, template?: string): Promise<string> {
  await administer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return postgresqlDatabaseUrl(name);
}

export function dropPostgresqlDatabase(name: string): Promise<void> {
  return administer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A fresh copy of the template; returns its name and URL. */
export async function copyTemplatePostgresql(): Promise<{ name: string; url: string }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  return { name, url: await createPostgresqlDatabase(name, TEMPLATE_NAME) };
}
