// Shared wording for the database CLIs.
import type { DbHandle } from '@/lib/db/client';

export function describeHandle(handle: DbHandle): string {
  switch (handle.kind) {
    case 'postgres':
      return 'Using the Postgres server at DATABASE_URL.';
    case 'pglite-socket':
      return "Using the running app's embedded database through its socket.";
    case 'pglite':
      return 'Using the embedded database directly (no running app holds it).';
  }
}
