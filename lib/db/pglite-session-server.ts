// Serves one PGlite to several socket connections as if each had a session of its own: a connection holds the
// database from the first message of a statement sequence until PGlite answers ReadyForQuery for it (and, inside
// a transaction, until the transaction ends), so a Parse/Bind/Execute/Sync sequence is never split by another
// connection's messages or by the server's own in-process queries.
//
// PGlite is a single Postgres session. pglite-socket queues protocol messages one by one, so another statement
// could take the unnamed prepared statement between a Parse and its Bind ("bind message supplies 17 parameters,
// but prepared statement "" requires 7"), or run with another's parameters; and its queue takes only PGlite's query
// mutex, so socket statements could run inside an in-process transaction. Here a sequence takes PGlite's
// transaction mutex, the one every in-process query and transaction takes first.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

export interface SessionServerOptions {
  /** Unix socket (or Windows pipe) to listen on. */
  path: string;
  maxConnections?: number;
  /** How long a connection may wait for the database before it is told it is busy. */
  waitMs?: number;
  /** How long a connection may hold the database without sending anything (mid-sequence or in a transaction). */
  idleMs?: number;
}

export interface SessionServer {
  stop: () => Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

type Release = () => void;

class SessionWaitExpired extends Error {}

/** Takes PGlite's transaction mutex and keeps it until the returned function is called. */
function acquireSession(pg: PGlite, waitMs: number): Promise<Release> {
  return new Promise((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      reject(new SessionWaitExpired());
    }, waitMs);
    void pg._runExclusiveTransaction(
      () =>
        new Promise<void>((release) => {
          if (expired) return release();
          clearTimeout(timer);
          resolve(release);
        }),
    );
  });
}

/** A backend ErrorResponse with the fields clients show: severity, SQLSTATE and message. */
function errorResponse(severity: 'ERROR' | 'FATAL', code: string, message: string): Buffer {
  const fields = Buffer.concat([
    Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${message}\0`, 'utf8'),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'latin1');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

function typedMessage(type: string, body: Buffer): Uint8Array {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(body.length + 4, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

const syncMessage = typedMessage('S', Buffer.alloc(0));
const rollbackMessage = typedMessage('Q', Buffer.from('ROLLBACK\0', 'utf8'));

/** Follows the backend's message stream across chunks and reports each ReadyForQuery's transaction status. */
class ReadyWatcher {
  private header = Buffer.alloc(0);
  private remaining = 0;
  private type = '';

  /** Returns the status of the last ReadyForQuery in `chunk` ('I', 'T' or 'E'), or null if there was none. */
  feed(chunk: Uint8Array): string | null {
    let status: string | null = null;
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - at);
        if (this.type === 'Z' && take > 0 && this.remaining === 1) status = String.fromCharCode(chunk[at]!);
        this.remaining -= take;
        at += take;
        continue;
      }
      const need = 5 - this.header.length;
      const take = Math.min(need, chunk.length - at);
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + take)]);
      at += take;
      if (this.header.length === 5) {
        this.type = String.fromCharCode(this.header[0]!);
        this.remaining = this.header.readInt32BE(1) - 4;
        this.header = Buffer.alloc(0);
      }
    }
    return status;
  }
}

class Connection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private readonly messages: Uint8Array[] = [];
  private release: Release | null = null;
  private pumping = false;
  private closed = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly watcher = new ReadyWatcher();

  constructor(
    private readonly pg: PGlite,
    private readonly socket: Socket,
    private readonly settings: Required<Pick<SessionServerOptions, 'waitMs' | 'idleMs'>>,
    private readonly onGone: () => void,
  ) {
    socket.setNoDelay?.(true);
    socket.on('data', (data: Buffer) => this.receive(data));
    socket.on('error', () => void this.close());
    socket.on('close', () => void this.close());
  }

  private receive(data: Buffer): void {
    this.clearIdleTimer();
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const message = this.nextMessage();
      if (message === null) break;
      if (message !== 'handled') this.messages.push(message);
    }
    void this.pump();
  }

  /** The next complete frontend message, 'handled' for one answered here, or null until more bytes arrive. */
  private nextMessage(): Uint8Array | 'handled' | null {
    if (!this.started) {
      if (this.buffer.length < 8) return null;
      const length = this.buffer.readInt32BE(0);
      if (this.buffer.length < length) return null;
      const code = this.buffer.readInt32BE(4);
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write('N');
        return 'handled';
      }
      if (code === CANCEL_REQUEST) {
        // PGlite has no backend to signal; the protocol expects no answer.
        this.socket.end();
        return 'handled';
      }
      if (code !== PROTOCOL_3) {
        this.fail('FATAL', '08P01', 'Unsupported frontend protocol.');
        return 'handled';
      }
      this.started = true;
      return new Uint8Array(message);
    }
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < length) return null;
    const message = new Uint8Array(this.buffer.subarray(0, length));
    this.buffer = this.buffer.subarray(length);
    return message;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    let terminated = false;
    try {
      while (this.messages.length > 0 && !this.closed) {
        if (!this.release) {
          try {
            this.release = await acquireSession(this.pg, this.settings.waitMs);
          } catch (error) {
            if (!(error instanceof SessionWaitExpired)) throw error;
            this.fail(
              'FATAL',
              '57P03',
              `The embedded database stayed busy for ${this.settings.waitMs / 1000} s: try again, or use a Postgres ` +
                'server (DATABASE_URL) for this much concurrent work.',
            );
            return;
          }
          if (this.closed) {
            this.releaseSession();
            return;
          }
        }
        const message = this.messages.shift()!;
        if (message[0] === 0x58 /* X: Terminate */) {
          terminated = true;
          break;
        }
        const status = await this.execute(message);
        if (status === 'I') this.releaseSession();
      }
    } finally {
      this.pumping = false;
    }
    if (terminated) await this.close();
    else if (this.release && !this.closed) this.startIdleTimer();
  }

  private async execute(message: Uint8Array): Promise<string | null> {
    let status: string | null = null;
    await this.pg.runExclusive(() =>
      this.pg.execProtocolRawStream(message, {
        onRawData: (data) => {
          status = this.watcher.feed(data) ?? status;
          if (!this.closed && this.socket.writable) this.socket.write(Buffer.from(data));
        },
      }),
    );
    return status;
  }

  private startIdleTimer(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.fail(
        'FATAL',
        '25P03',
        `Terminating the connection: it held the embedded database for ${this.settings.idleMs / 1000} s ` +
          'without finishing its statement or transaction.',
      );
    }, this.settings.idleMs);
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private releaseSession(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  private fail(severity: 'ERROR' | 'FATAL', code: string, message: string): void {
    if (this.socket.writable) this.socket.write(errorResponse(severity, code, message));
    void this.close();
  }

  /** Ends the connection; a sequence or transaction it left open is finished first, then the database is freed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.clearIdleTimer();
    this.messages.length = 0;
    this.socket.end();
    this.socket.destroy();
    if (this.release && !this.pumping) await this.cleanUp();
    else if (this.pumping) {
      // The pump is mid-statement; it sees `closed` and stops, then the session is cleaned up here.
      while (this.pumping) await new Promise((resolve) => setImmediate(resolve));
      if (this.release) await this.cleanUp();
    }
    this.onGone();
  }

  private async cleanUp(): Promise<void> {
    try {
      await this.pg.runExclusive(async () => {
        const discard = { onRawData: () => {} };
        await this.pg.execProtocolRawStream(syncMessage, discard);
        if (this.pg.isInTransaction()) await this.pg.execProtocolRawStream(rollbackMessage, discard);
      });
    } finally {
      this.releaseSession();
    }
  }
}

/** Serves `pg` on `options.path`. */
export async function serveSessions(pg: PGlite, options: SessionServerOptions): Promise<SessionServer> {
  await pg.waitReady;
  const settings = { waitMs: options.waitMs ?? 60_000, idleMs: options.idleMs ?? 30_000 };
  const maxConnections = options.maxConnections ?? 32;
  const connections = new Set<Connection>();
  const server: Server = createServer((socket) => {
    if (connections.size >= maxConnections) {
      socket.end(errorResponse('FATAL', '53300', 'Too many connections to the embedded database.'));
      return;
    }
    const connection = new Connection(pg, socket, settings, () => connections.delete(connection));
    connections.add(connection);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    stop: async () => {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...connections].map((connection) => connection.close()));
      await closing;
    },
  };
}
