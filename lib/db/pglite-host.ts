// One process owns a PGlite data directory; others reach it through the owner's Unix socket.
//
// Two processes opening the same PGlite directory silently lose writes, so the owner writes a lock
// file (PID, socket path, and the app's HTTP port) and serves the database on that socket, one connection's
// statement sequence at a time (pglite-session-server.ts); a process that finds a live owner
// connects to that socket with the postgres driver instead of opening the files. PGlite takes any user name
// and password as its superuser, so who may reach the socket is the only lock: it lives in a folder only the
// owner's OS user may enter, and the data directory itself is closed to others (PGlite writes its files 0666).
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serveSessions, type SessionServer } from './pglite-session-server';

export const LOCK_FILE = 'pglite.lock';

export interface LockInfo {
  pid: number;
  /** The Unix socket the owner serves on; null while it is still opening the database. */
  socket: string | null;
  /** The HTTP port of the app that owns it (its storage and auth servers), when the owner is the app. */
  httpPort: number | null;
  /** The edition (eu, at) of the process that owns it; null in locks written before it was recorded. */
  edition: string | null;
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      socket: typeof parsed.socket === 'string' ? parsed.socket : null,
      httpPort: typeof parsed.httpPort === 'number' ? parsed.httpPort : null,
      edition: typeof parsed.edition === 'string' ? parsed.edition : null,
    };
  } catch {
    return null;
  }
}

/** Whether `dir` is a real folder of this process's OS user (not a link, not someone else's). */
function ownFolder(dir: string): boolean {
  const stat = lstatSync(dir);
  return stat.isDirectory() && (process.getuid === undefined || stat.uid === process.getuid());
}

/**
 * Creates `dir` (and its parents) or takes the existing one, and closes it to other users (0700). A folder
 * that belongs to another user is left as it is, and reported by returning false.
 */
export function ensurePrivateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!ownFolder(dir)) return false;
  if ((lstatSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  return true;
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

export function canConnect(path: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ path });
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
export function tryAcquireLock(dataDir: string, edition: string | null = null): boolean {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, LOCK_FILE);
  const existing = readLock(dataDir);
  if (existing && existing.pid !== process.pid && isProcessAlive(existing.pid)) return false;
  if (existsSync(file)) unlinkSync(file); // stale: its owner is gone
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, JSON.stringify({ pid: process.pid, socket: null, httpPort: null, edition } satisfies LockInfo));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false; // lost a race
    throw error;
  }
  process.once('exit', () => releaseLock(dataDir));
  return true;
}

function updateLock(dataDir: string, change: Partial<Omit<LockInfo, 'pid'>>): void {
  const lock = readLock(dataDir);
  if (lock?.pid !== process.pid) return;
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ ...lock, ...change } satisfies LockInfo));
}

export function publishSocket(dataDir: string, socket: string): void {
  updateLock(dataDir, { socket });
}

/** Tells CLIs that reach this database where the app that owns it answers HTTP (embedded storage and auth). */
export function publishHttpPort(dataDir: string, httpPort: number): void {
  updateLock(dataDir, { httpPort });
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
  if (!dataDir.startsWith('memory://')) ensurePrivateDir(dataDir);
  return PGlite.create(dataDir, {
    extensions: { btree_gin, pg_trgm, unaccent },
    // PGlite's own bytea conversion goes byte by byte through strings; Node's hex codec is many times faster
    // (it was most of the cost of storing a notice's XML).
    serializers: { [byteaOid]: (value: unknown) => `\\x${toBuffer(value as Uint8Array).toString('hex')}` },
    parsers: { [byteaOid]: (value: string) => Buffer.from(value.slice(2), 'hex') },
  });
}

/** sun_path holds 108 bytes on Linux and 104 on macOS, its terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;
const SOCKET_NAME = 'db.sock';

/**
 * Where the socket goes: `DATA_DIR/socket/`, or, when that path is too long for a socket or the folder is not
 * ours, a fresh private folder under the OS temp dir (mkdtemp creates it 0700).
 */
function socketFolder(dataDir: string): string {
  const folder = join(dataDir, 'socket');
  if (Buffer.byteLength(join(folder, SOCKET_NAME)) <= MAX_SOCKET_PATH_BYTES && ensurePrivateDir(folder)) return folder;
  return mkdtempSync(join(tmpdir(), 'tenderscope-db-'));
}

interface Served {
  socket: string;
  stop: () => Promise<void>;
}

/** Serves on `socket`; `cleanUp` is the folder to remove when the server stops (the socket's own). */
async function serveOn(pg: PGlite, socket: string, cleanUp: string | null): Promise<Served> {
  // A socket file left by an owner that died: we hold the lock now, so it is stale.
  if (cleanUp) rmSync(socket, { force: true });
  let server: SessionServer;
  try {
    server = await serveSessions(pg, { path: socket });
  } catch (error) {
    if (cleanUp) rmSync(cleanUp, { recursive: true, force: true });
    throw error;
  }
  return {
    socket,
    stop: async () => {
      await server.stop();
      if (cleanUp) rmSync(cleanUp, { recursive: true, force: true });
    },
  };
}

/** Serves an open PGlite on a Unix socket only this OS user may reach; returns its path and a stop function. */
export async function servePglite(pg: PGlite, dataDir: string): Promise<Served> {
  // Windows has no socket files: a named pipe, whose default access is this user's, under an unguessable name.
  if (process.platform === 'win32') return serveOn(pg, `\\\\.\\pipe\\tenderscope-db-${randomUUID()}`, null);
  const folder = socketFolder(dataDir);
  return serveOn(pg, join(folder, SOCKET_NAME), folder);
}
