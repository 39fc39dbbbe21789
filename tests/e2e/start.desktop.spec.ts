import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/postgresql-cluster.mjs';

// Decision 037: the built server refuses to start with a tax configuration
// that would be wrong on every ticket, and says why; it serves nothing. The
// build is the one the suite's own server runs.

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the production server with `variables`; resolves with its exit code, output, and whether it ever answered. */
async function start(variables: Record<string, string>) {
  const port = await freePort();
  const databaseFile = path.join(root, 'var', `start-${port}.db`);
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
  const code = await exited;
  clearTimeout(timeout);
  await polling;
  fs.rmSync(databaseFile, { force: true });
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
  expect(wrongNif.output).toContain('COMPANY_NIF (A58818502): El NIF no es válido: revisa el carácter final.');
  expect(wrongNif.answered).toBe(false);
});
