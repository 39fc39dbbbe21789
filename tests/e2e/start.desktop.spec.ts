import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/postgresql-cluster.mjs';

// Decision 037: the built server refuses to start with a tax configuration
// that would be wrong on every ticket, and says why; it serves nothing. The
// build is the one the suite's own server runs.

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the production server with `variables`; resolves with its exit code, output, and whether it ever answered. */
async function start(variables: Record<string, string>, database?: string) {
  const port = await freePort();
  const databaseFile = database ?? path.join(root, 'var', `start-${port}.db`);
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      LOG_FORMAT: 'text',
      DATABASE_URL: `file:${databaseFile}`,
      ...variables,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let answered = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const polling = (async () => {
    while (child.exitCode === null) {
      answered ||= Boolean(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  if (database) {
    // Expected to start: once it answers, stop it.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    child.kill('SIGTERM');
  }
  const code = await exited;
  clearTimeout(timeout);
  await polling;
  if (!database) fs.rmSync(databaseFile, { force: true });
  return { code, output, answered };
}

test('the server does not start with the demo NIF on real tickets, or a NIF whose control character is wrong', async () => {
  test.setTimeout(150_000);
  const [demoOnRealTickets, wrongNif] = await Promise.all([
    start({ VERIFACTU_PRODUCTION: 'true' }),
    start({ COMPANY_NIF: 'A58818502' }),
  ]);
  expect(demoOnRealTickets.code, demoOnRealTickets.output).toBe(1);
  expect(demoOnRealTickets.output).toContain("VERIFACTU_PRODUCTION=true with the demo company's NIF (B98765431)");
  expect(demoOnRealTickets.answered).toBe(false);
  expect(wrongNif.code, wrongNif.output).toBe(1);
  expect(wrongNif.output).toContain(
    'The company NIF (A58818502, COMPANY_NIF or /admin/ajustes): El NIF no es válido: revisa el carácter final.',
  );
  expect(wrongNif.answered).toBe(false);
});

test("the company's NIF a manager saved is the one checked: real tickets start with it over the demo's in the environment", async () => {
  test.setTimeout(120_000);
  // A copy of the suite's database, whose company settings carry the chain's own NIF.
  const copy = path.join(root, 'var', `start-settings-${process.pid}.db`);
  const suite = new Database(path.join(root, 'var', `e2e-${process.env.E2E_PORT}.db`), { readonly: true });
  await suite.backup(copy);
  suite.close();
  const database = new Database(copy);
  database
    .prepare(
      "INSERT INTO Setting (key, value, updatedAt) VALUES ('company', ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    )
    .run(JSON.stringify({ nif: 'A58818501' }), Date.now());
  database.close();
  try {
    // Real tickets need a real gateway (lib/env.ts): a bank's terminal, never reached at start.
    const real = await start(
      {
        VERIFACTU_PRODUCTION: 'true',
        REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
        REDSYS_REST_URL: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
        REDSYS_SECRET_KEY: Buffer.alloc(24, 3).toString('base64'),
      },
      copy,
    );
    expect(real.answered, real.output).toBe(true);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${copy}${suffix}`, { force: true });
  }
});
