// Wakes this process's workers when a job is enqueued here, so they need not wait for their next poll.
// Kept on globalThis: Next loads the instrumentation hook and route handlers as separate module graphs.
type Listener = () => void;

const holder = globalThis as typeof globalThis & { __tenderscopeJobListeners?: Set<Listener> };
const listeners = (holder.__tenderscopeJobListeners ??= new Set<Listener>());

export function onJobEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyJobEnqueued(): void {
  for (const listener of listeners) listener();
}
