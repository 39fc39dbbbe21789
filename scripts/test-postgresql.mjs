// npm run test:postgresql: the integration suite on PostgreSQL. With
// TEST_POSTGRESQL_URL it uses that server (its administration database, e.g.
// postgresql://postgres@127.0.0.1:5432/postgres); otherwise it starts a
// throwaway cluster of Debian's PostgreSQL on a free port under var/, runs the
// suite, and removes the cluster. Installs the postgresql package with apt when
// running as root and it is missing; otherwise stops with a message saying how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(base, version, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return found ?? null;
}

function ensurePostgresql() {
  if (binDir()) return binDir();
  if (!isRoot) {
    console.error(
      'PostgreSQL was not found. Install it with:\n  sudo apt-get update && sudo apt-get install -y postgresql\nor set TEST_POSTGRESQL_URL to a server to test on.',
    );
    process.exit(1);
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env });
  return binDir();
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function vitest(url) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'integration-postgresql', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_POSTGRESQL_URL: url },
    },
  );
  return result.status ?? 1;
}

if (process.env.TEST_POSTGRESQL_URL) process.exit(vitest(process.env.TEST_POSTGRESQL_URL));

const bin = ensurePostgresql();
// initdb refuses to run as root: the cluster belongs to the postgres user then.
const asOwner = (command, args) =>
  isRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
    : run(path.join(bin, command), args);
const dir = path.join(root, 'var', `postgresql-test-${process.pid}`);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
if (isRoot) run('chown', ['postgres:postgres', dir]);
const port = await freePort();
let status = 1;
try {
  asOwner('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // A test cluster: durability off, enough connections for every worker's pool.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asOwner('pg_ctl', ['-D', dir, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  status = vitest(`postgresql://postgres@127.0.0.1:${port}/postgres`);
} finally {
  try {
    asOwner('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // Not started: nothing to stop.
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
