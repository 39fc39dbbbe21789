// Runs the Prisma CLI for the commands that never start the schema engine
// (generate, db seed). Prisma refuses to start without an engine binary and
// cannot download one here, so any existing file stands in for it.
// Migrations are applied by scripts/migrate.ts, not by Prisma.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE ??= '1';
env.CHECKPOINT_DISABLE ??= '1';

const cli = require.resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
