import 'server-only';
import { db } from '@/lib/db';
import { MIGRATIONS_DIR, readMigrations } from '@/lib/db/migrate';
import { POSTGRESQL_MIGRATIONS_DIR } from '@/lib/db/migrate-postgresql';
import { databaseProvider } from '@/lib/db/url';
import { workerLoopsAlive } from '@/lib/jobs/worker-loop';

// What a load balancer and an operator ask a process (issue 17, scope 4):
// GET /api/ready (may it take traffic: the database answers and holds every
// migration this build expects) and GET /api/health (that, and its background
// workers still run). Each check is "ok" or "failing"; nothing else is told.

export type Check = 'ok' | 'failing';
export type Health = { status: Check; checks: Record<string, Check> };

let expected: string[] | null = null;

/** The migrations this build ships, read once per process. */
function expectedMigrations(): string[] {
  expected ??= readMigrations(databaseProvider() === 'postgresql' ? POSTGRESQL_MIGRATIONS_DIR : MIGRATIONS_DIR).map(
    (migration) => migration.name,
  );
  return expected;
}

type DatabaseChecks = Record<'database' | 'migrations', Check>;

/** How long one look at the database answers every health and readiness call of this process. */
export const CHECK_TTL_MS = 1000;
/** A caller whose look has not been answered by then hears "failing" (the look goes on). */
export const CHECK_TIMEOUT_MS = 2000;

const FAILING: DatabaseChecks = { database: 'failing', migrations: 'failing' };
let lastAnswer: { at: number; checks: DatabaseChecks } | null = null;
let inFlight: Promise<DatabaseChecks> | null = null;

/** `checks`, or FAILING if they take longer than CHECK_TIMEOUT_MS. */
function withinTimeout(checks: Promise<DatabaseChecks>): Promise<DatabaseChecks> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseChecks>((resolve) => {
    timer = setTimeout(() => resolve(FAILING), CHECK_TIMEOUT_MS);
  });
  return Promise.race([checks, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One look at the database at a time, and one a second at most, however
 * often a balancer (or anyone: the endpoints are public) asks. A database
 * that hangs holds one query, not one per call: every caller meanwhile hears
 * "failing" after CHECK_TIMEOUT_MS, and the next look starts once it answers.
 */
function databaseChecks(now: number = Date.now()): Promise<DatabaseChecks> {
  if (lastAnswer && now - lastAnswer.at < CHECK_TTL_MS) return Promise.resolve(lastAnswer.checks);
  inFlight ??= checkDatabase()
    .then((checks) => {
      lastAnswer = { at: Date.now(), checks };
      return checks;
    })
    .finally(() => {
      inFlight = null;
    });
  return withinTimeout(inFlight);
}

async function checkDatabase(): Promise<DatabaseChecks> {
  try {
    const rows = await db.$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((row) => row.name));
    return { database: 'ok', migrations: expectedMigrations().every((name) => applied.has(name)) ? 'ok' : 'failing' };
  } catch (error) {
    console.warn('[health] the database does not answer:', (error as Error).message);
    return FAILING;
  }
}

const summary = (checks: Record<string, Check>): Health => ({
  status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'failing',
  checks,
});

export async function readiness(): Promise<Health> {
  return summary(await databaseChecks());
}

export async function health(): Promise<Health> {
  const loops = Object.values(workerLoopsAlive());
  const worker: Check = loops.length > 0 && loops.every(Boolean) ? 'ok' : 'failing';
  return summary({ ...(await databaseChecks()), worker });
}
