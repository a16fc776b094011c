// Opens the one database of this process: PGlite under DATA_DIR, or Postgres at DATABASE_URL.
import { resolve } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { defaultDataDir } from '@/lib/config/env-schema';
import { migrate } from './migrate';
import {
  canConnect,
  isProcessAlive,
  openPglite,
  publishHttpPort,
  publishSocket,
  readLock,
  releaseLock,
  servePglite,
  tryAcquireLock,
} from './pglite-host';
import * as schema from './schema';
import type { Database } from './types';
import { statementLogger } from './statements';

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  migrateOnStart: boolean;
  /** Serve an owned PGlite on a private Unix socket so CLIs can reach it (off for in-memory test databases). */
  serveSocket?: boolean;
  /**
   * The edition (eu, at) this process serves. An embedded database held by a process of another edition is refused
   * rather than shared: each edition keeps its own data folder.
   */
  edition?: string;
}

export type DbKind = 'pglite' | 'pglite-socket' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: DbKind;
  /** Migrations ran when this handle opened (true on PGlite, or with MIGRATE_ON_START). */
  migrated: boolean;
  /** The migrations that opening applied. */
  appliedMigrations: string[];
  /** Reached through another process's socket: the HTTP port that process's app answers on, if it said. */
  ownerHttpPort?: number | null;
  /** Owned PGlite on disk: tells CLIs the HTTP port of the app serving from this process. */
  announceHttpPort?: (port: number) => void;
  close: () => Promise<void>;
}

const OWNER_WAIT_MS = 15_000;

function connectPostgres(target: string | { path: string }, max: number): { db: Database; close: () => Promise<void> } {
  const options = { max, onnotice: () => {} };
  const client =
    typeof target === 'string'
      ? postgres(target, options)
      : postgres({ ...options, path: target.path, database: 'postgres', username: 'postgres' });
  return { db: drizzlePostgres(client, { schema, logger: statementLogger }), close: () => client.end({ timeout: 5 }) };
}

async function openOwnedPglite(dataDir: string, serveSocket: boolean): Promise<DbHandle> {
  const pg = await openPglite(dataDir);
  const db = drizzlePglite(pg, { schema, logger: statementLogger });
  let appliedMigrations: string[];
  try {
    appliedMigrations = await migrate(db);
  } catch (error) {
    await pg.close();
    throw error;
  }
  let stopSocket = async () => {};
  if (serveSocket) {
    const served = await servePglite(pg, dataDir);
    publishSocket(dataDir, served.socket);
    stopSocket = served.stop;
  }
  return {
    db,
    kind: 'pglite',
    migrated: true,
    appliedMigrations,
    announceHttpPort: serveSocket ? (port) => publishHttpPort(dataDir, port) : undefined,
    close: async () => {
      await stopSocket();
      await pg.close();
      releaseLock(dataDir);
    },
  };
}

/** Reaches the PGlite another process owns, waiting while it is still opening; null if there is none. */
async function connectToOwner(dataDir: string, edition: string | undefined): Promise<DbHandle | null> {
  const deadline = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    const lock = readLock(dataDir);
    if (!lock || lock.pid === process.pid || !isProcessAlive(lock.pid)) return null;
    if (edition !== undefined && lock.edition !== null && lock.edition !== edition) {
      throw new Error(
        `The database in ${dataDir} belongs to the ${lock.edition} edition's server (process ${lock.pid}` +
          `${lock.httpPort ? `, port ${lock.httpPort}` : ''}), and this is the ${edition} edition: editions do not ` +
          `share a data folder. Leave DATA_DIR unset (each edition then uses its own: ${defaultDataDir('eu')} for eu, ` +
          `${defaultDataDir('at')} for at) or give this one a folder of its own.`,
      );
    }
    if (lock.socket !== null && (await canConnect(lock.socket))) {
      // One connection: the owner's PGlite is a single session, so keep our statements in order.
      const { db, close } = connectPostgres({ path: lock.socket }, 1);
      return {
        db,
        kind: 'pglite-socket',
        migrated: false,
        appliedMigrations: [],
        ownerHttpPort: lock.httpPort,
        close,
      };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The database in ${dataDir} is held by process ${lock.pid}, which does not answer on its socket. ` +
          'Stop that process, or delete the lock file if it is not running.',
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { db, close } = connectPostgres(options.databaseUrl, 10);
    const appliedMigrations = options.migrateOnStart ? await migrate(db) : [];
    return { db, kind: 'postgres', migrated: options.migrateOnStart, appliedMigrations, close };
  }

  if (options.dataDir.startsWith('memory://')) return openOwnedPglite(options.dataDir, false);

  const dataDir = resolve(options.dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = await connectToOwner(dataDir, options.edition);
    if (owner) return owner;
    if (tryAcquireLock(dataDir, options.edition ?? null)) {
      try {
        return await openOwnedPglite(dataDir, options.serveSocket ?? true);
      } catch (error) {
        releaseLock(dataDir);
        throw error;
      }
    }
  }
  throw new Error(`Could not open or reach the database in ${dataDir}.`);
}
