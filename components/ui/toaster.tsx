'use client';
// The one toast container: bottom right, 2.5 s. Nothing of it loads until the first toast is asked for: sonner
// and its stylesheet (which restyles the whole page when injected) used to load on every page after hydration.
import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';

export const toastDurationMs = 2500;

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Mounts the container if it is not yet, and resolves once it listens: sonner drops toasts raised before its
 * container subscribed, so notify() waits for this.
 */
export function toasterListening(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

const Sonner = dynamic(
  () =>
    import('sonner').then(({ Toaster: SonnerToaster }) => {
      // Effects run children first, so this one runs after the container has subscribed to new toasts.
      function Listening(props: ComponentProps<typeof SonnerToaster>) {
        useEffect(() => markReady(), []);
        return <SonnerToaster {...props} />;
      }
      return Listening;
    }),
  { ssr: false },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return wanted ? <Sonner position="bottom-right" duration={toastDurationMs} closeButton richColors /> : null;
}
