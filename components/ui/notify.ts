'use client';
// notify(): the one way client code shows a toast. Sonner loads with the first one (see Toaster).
import { toasterListening } from './toaster';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

const alphabet = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A random 21-character id, like the product's original notifications. */
export function notificationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}

export function notify(message: string, kind: NotifyKind = 'info', description?: string): string {
  const id = notificationId();
  void Promise.all([import('sonner'), toasterListening()]).then(([{ toast }]) =>
    toast[kind](message, { id, description }),
  );
  return id;
}
