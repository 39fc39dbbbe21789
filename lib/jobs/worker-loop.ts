import 'server-only';

// One background loop per process (kept on globalThis across hot reloads):
// a kick while a round runs asks for one more round after it, never a second
// round at the same time. The mail outbox and the payment clock use it.

export type WorkerLoop = {
  /** Runs a round now, or one more after the running one. */
  kick: () => void;
  /** True the first time only: the caller then starts its timers. */
  claimStart: () => boolean;
  /** Resolves when no round is running. */
  idle: () => Promise<void>;
};

type LoopState = { started: boolean; running: Promise<void> | null; again: boolean };

export function workerLoop(name: string, round: () => Promise<void>): WorkerLoop {
  const loops = ((globalThis as { __workerLoops?: Map<string, LoopState> }).__workerLoops ??= new Map());
  const state: LoopState = loops.get(name) ?? { started: false, running: null, again: false };
  loops.set(name, state);
  const kick = () => {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = (async () => {
      do {
        state.again = false;
        await round();
      } while (state.again);
    })()
      .catch((error: unknown) => console.error(`${name} failed`, error))
      .finally(() => {
        state.running = null;
      });
  };
  return {
    kick,
    claimStart: () => {
      if (state.started) return false;
      state.started = true;
      return true;
    },
    idle: async () => {
      while (state.running) await state.running;
    },
  };
}
