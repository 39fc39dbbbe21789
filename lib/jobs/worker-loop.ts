import 'server-only';
import { outsideRequest } from '@/lib/logging/request-context';

// One background loop per process (kept on globalThis across hot reloads):
// a kick while a round runs asks for one more round after it, never a second
// round at the same time. The mail outbox and the payment clock use it.
// GET /api/health asks whether each started loop still runs.

export type WorkerLoop = {
  /** Runs a round now, or one more after the running one. */
  kick: () => void;
  /** True the first time only: the caller then starts its timers. */
  claimStart: () => boolean;
  /** Resolves when no round is running. */
  idle: () => Promise<void>;
};

type LoopState = {
  started: boolean;
  running: Promise<void> | null;
  again: boolean;
  /** When the running round began, and when the last one ended (ms). */
  roundStartedAt: number;
  lastFinishedAt: number;
};

/** A round running longer than this is stuck; a started loop idle longer than this has stopped. */
const STUCK_MS = 5 * 60_000;
const STALE_MS = 3 * 30_000;

const allLoops = (): Map<string, LoopState> =>
  ((globalThis as { __workerLoops?: Map<string, LoopState> }).__workerLoops ??= new Map());

const shared = globalThis as { __workerLoopsStopping?: boolean };

/** The process is stopping: no loop starts a round any more (graceful shutdown). */
export function stopWorkerLoops(): void {
  shared.__workerLoopsStopping = true;
}

/** Whether the process is stopping: a round that loops over batches ends after the current one. */
export function workerLoopsStopping(): boolean {
  return shared.__workerLoopsStopping === true;
}

/** The loops this process started, each alive or not (GET /api/health). */
export function workerLoopsAlive(now = Date.now()): Record<string, boolean> {
  const alive: Record<string, boolean> = {};
  for (const [name, state] of allLoops()) {
    if (!state.started) continue;
    alive[name] = state.running ? now - state.roundStartedAt < STUCK_MS : now - state.lastFinishedAt < STALE_MS;
  }
  return alive;
}

/** Resolves when no loop of this process is running a round (graceful shutdown). */
export async function allWorkerLoopsIdle(): Promise<void> {
  for (const state of allLoops().values()) while (state.running) await state.running;
}

export function workerLoop(name: string, round: () => Promise<void>): WorkerLoop {
  const loops = allLoops();
  const state: LoopState = loops.get(name) ?? {
    started: false,
    running: null,
    again: false,
    roundStartedAt: 0,
    lastFinishedAt: 0,
  };
  loops.set(name, state);
  const kick = () => {
    if (workerLoopsStopping()) return;
    if (state.running) {
      state.again = true;
      return;
    }
    // A request's kick starts the round outside that request (its log lines are not the request's).
    state.running = outsideRequest(() =>
      (async () => {
        do {
          state.again = false;
          state.roundStartedAt = Date.now();
          await round();
        } while (state.again && !workerLoopsStopping());
      })()
        .catch((error: unknown) => console.error(`${name} failed`, error))
        .finally(() => {
          state.running = null;
          state.lastFinishedAt = Date.now();
        }),
    );
  };
  return {
    kick,
    claimStart: () => {
      if (state.started) return false;
      state.started = true;
      // Counts as a round just ended until the first one begins.
      state.lastFinishedAt = Date.now();
      return true;
    },
    idle: async () => {
      while (state.running) await state.running;
    },
  };
}
