// One process owns a PGlite data directory; others reach it through the owner's loopback socket.
//
// Two processes opening the same PGlite directory silently lose writes, so the owner writes a lock
// file (PID + port) and serves the database with pglite-socket; a process that finds a live owner
// connects to that port with the postgres driver instead of opening the files.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const LOCK_FILE = 'pglite.lock';

export interface LockInfo {
  pid: number;
  /** Loopback port the owner serves on; null while it is still opening the database. */
  port: number | null;
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, port: typeof parsed.port === 'number' ? parsed.port : null };
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function canConnect(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Takes the lock atomically. Returns false when another live process holds it. */
export function tryAcquireLock(dataDir: string): boolean {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const existing = readLock(dataDir);
  if (existing && existing.pid !== process.pid && isProcessAlive(existing.pid)) return false;
  if (existsSync(file)) unlinkSync(file); // stale: its owner is gone
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, JSON.stringify({ pid: process.pid, port: null } satisfies LockInfo));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false; // lost a race
    throw error;
  }
  process.once('exit', () => releaseLock(dataDir));
  return true;
}

export function publishPort(dataDir: string, port: number): void {
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, port } satisfies LockInfo));
}

export function releaseLock(dataDir: string): void {
  const lock = readLock(dataDir);
  if (lock?.pid !== process.pid) return;
  try {
    unlinkSync(join(dataDir, LOCK_FILE));
  } catch {
    // already gone
  }
}

const byteaOid = 17;

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Opens PGlite with the extensions the schema needs. The directory must exist first. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const [{ PGlite }, { btree_gin }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, {
    extensions: { btree_gin, pg_trgm, unaccent },
    // PGlite's own bytea conversion goes byte by byte through strings; Node's hex codec is many times faster
    // (it was most of the cost of storing a notice's XML).
    serializers: { [byteaOid]: (value: unknown) => `\\x${toBuffer(value as Uint8Array).toString('hex')}` },
    parsers: { [byteaOid]: (value: string) => Buffer.from(value.slice(2), 'hex') },
  });
}

/** Serves an open PGlite on a free loopback port; returns the port and a stop function. */
export async function servePglite(pg: PGlite): Promise<{ port: number; stop: () => Promise<void> }> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(':').pop());
  return { port, stop: () => server.stop() };
}
