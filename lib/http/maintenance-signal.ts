// A tiny pub/sub so that any client call answering 503 switches the site to
// the maintenance page without every caller knowing about it.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onMaintenance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalMaintenance(): void {
  for (const listener of listeners) listener();
}
