// npm run test:postgresql: the integration suite on PostgreSQL. With
// TEST_POSTGRESQL_URL it uses that server (its administration database, e.g.
// postgresql://postgres@127.0.0.1:5432/postgres); otherwise it starts a
// throwaway cluster of Debian's PostgreSQL under var/ (scripts/postgresql-cluster.mjs),
// runs the suite, and removes the cluster.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './postgresql-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

function vitest(url) {
  const args = ['run', '--project', 'integration-postgresql', ...process.argv.slice(2)];
  const result = spawnSync(path.join(root, 'node_modules/.bin/vitest'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRESQL_URL: url },
  });
  return result.status ?? 1;
}

if (process.env.TEST_POSTGRESQL_URL) process.exit(vitest(process.env.TEST_POSTGRESQL_URL));

let cluster;
try {
  cluster = await startCluster(path.join(root, 'var', `postgresql-test-${process.pid}`));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let status = 1;
try {
  status = vitest(cluster.url);
} finally {
  cluster.stop();
}
process.exit(status);
