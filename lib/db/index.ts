// The database of this process, opened once from the validated configuration.
import 'server-only';
import { edition } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { openDatabase, type DbHandle } from './client';
import type { Database } from './types';

export type { Database } from './types';
export { queryRows, toNumber } from './rows';
export { openDatabase, type DbHandle, type DbKind, type DbOptions } from './client';
export { appMigrations, migrate, type MigrationSet } from './migrate';
export { runSeeds, type Seeder, type SeedResult } from './seed';
export { recordStatements } from './statements';
export * from './schema';

const holder = globalThis as typeof globalThis & {
  __tenderscopeDb?: Promise<DbHandle>;
  __tenderscopeOwnerPort?: number;
};

/** The handle of this process's database; hot reloads reuse it, a failed open is retried next call. */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__tenderscopeDb) {
    const opening = openDatabase({
      databaseUrl: serverEnv.DATABASE_URL,
      dataDir: serverEnv.DATA_DIR,
      migrateOnStart: serverEnv.MIGRATE_ON_START,
      edition,
    });
    holder.__tenderscopeDb = opening;
    opening.then(
      (handle) => {
        if (handle.ownerHttpPort) holder.__tenderscopeOwnerPort = handle.ownerHttpPort;
      },
      () => {
        if (holder.__tenderscopeDb === opening) holder.__tenderscopeDb = undefined;
      },
    );
  }
  return holder.__tenderscopeDb;
}

/**
 * The HTTP port of the app whose embedded database this process (a CLI) reached through its socket, so the CLI
 * finds that app's embedded storage without being told PORT; undefined otherwise.
 */
export function databaseOwnerHttpPort(): number | undefined {
  return holder.__tenderscopeOwnerPort;
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const opening = holder.__tenderscopeDb;
  holder.__tenderscopeDb = undefined;
  if (opening) await (await opening).close();
}
