// A throwaway cluster of Debian's PostgreSQL on a free port, for the tests
// (scripts/test-postgresql.mjs, tests/e2e/multi-process.desktop.spec.ts).
// Installs the postgresql package with apt when running as root and it is
// missing; otherwise stops with a message saying how. initdb refuses to run
// as root, so as root the cluster belongs to the postgres user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return (
    versions.map((version) => path.join(base, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb'))) ??
    null
  );
}

export function ensurePostgresql() {
  if (binDir()) return binDir();
  if (!isRoot) {
    throw new Error(
      'PostgreSQL was not found. Install it with:\n  sudo apt-get update && sudo apt-get install -y postgresql\n' +
        'or set TEST_POSTGRESQL_URL to a server to test on.',
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env, stdio: 'inherit' });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env, stdio: 'inherit' });
  return binDir();
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a cluster in `dir` (created, and removed by stop()). Returns the URL of
 * its administration database and stop().
 */
export async function startCluster(dir) {
  const bin = ensurePostgresql();
  const asOwner = (command, args) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot) run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const stop = () => {
    try {
      asOwner('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not started: nothing to stop.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // A test cluster: durability off, enough connections for every worker's pool.
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    asOwner('pg_ctl', ['-D', dir, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
}
