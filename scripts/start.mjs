// npm start: builds when the sources changed since the last build, migrates,
// seeds an empty database and serves on PORT (default 3000).
//   --fresh  starts from an empty database (used by the end-to-end tests)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT || '3000';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const builtAt = fs.statSync(buildId).mtimeMs;
  const sources = [
    'app',
    'components',
    'lib',
    'messages',
    'public',
    'assets',
    'middleware.ts',
    'instrumentation.ts',
    'next.config.ts',
    'package-lock.json',
  ];
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

// Same default and test as lib/db/url.ts, which plain node cannot import.
const databaseUrl = process.env.DATABASE_URL || 'file:./var/data.db';
const onPostgresql = /^postgres(ql)?:\/\//i.test(databaseUrl);
const fresh = process.argv.includes('--fresh');
if (fresh && !onPostgresql) {
  const file = path.resolve(root, databaseUrl.replace(/^file:/, '').replace(/\?.*$/, ''));
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

// The product photos first (public/fotos, git-ignored): the build renders their
// URLs into the cached pages. Skips what is already up to date.
run(process.execPath, ['scripts/photos.mjs']);
if (needsBuild()) run(bin('next'), ['build']);
// On PostgreSQL --fresh empties the database's public schema (npm run db:reset).
run(bin('tsx'), [fresh && onPostgresql ? 'scripts/reset.ts' : 'scripts/prepare-db.ts']);

// Not `next start`: scripts/server.mjs decides the client's address and
// answers malformed URLs and oversized bodies before Next.js sees them.
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  cwd: root,
  env: { ...env, PORT: port, NODE_ENV: 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
