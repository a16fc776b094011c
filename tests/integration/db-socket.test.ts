// The embedded database of a running app is reachable by the user that runs it and by nobody else on the machine:
// PGlite answers any user name and password as its superuser, so the only lock is who may reach the socket.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { readLock } from '@/lib/db/pglite-host';

const dirs: string[] = [];
const handles: DbHandle[] = [];

function tempDir(prefix = 'tenderscope-socket-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function openApp(dataDir: string): Promise<DbHandle> {
  const app = await openDatabase({ dataDir, migrateOnStart: false });
  handles.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const nobody = { uid: 65534, gid: 65534 };

/** Tries to open a connection to the app's database as another OS user; resolves with what happened. */
function connectAsNobody(target: { socket?: string; port?: number | null }): Promise<string> {
  const script = `
    const net = require('node:net');
    const target = JSON.parse(process.argv[1]);
    const socket = target.socket ? net.createConnection({ path: target.socket }) : net.createConnection({ host: '127.0.0.1', port: target.port });
    socket.once('connect', () => { console.log('connected'); socket.destroy(); });
    socket.once('error', (error) => console.log(error.code));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, JSON.stringify(target)], { ...nobody, cwd: '/' });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out.trim()));
  });
}

/** Tries to read a file as another OS user; resolves with "read" or the error code. */
function readAsNobody(file: string): Promise<string> {
  const script = `
    try { require('node:fs').readFileSync(process.argv[1]); console.log('read'); }
    catch (error) { console.log(error.code); }
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, file], { ...nobody, cwd: '/' });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out.trim()));
  });
}

// Each test opens a PGlite database (seconds each, more on a busy machine).
describe('the embedded database served to CLIs', { timeout: 120_000 }, () => {
  it('listens on no TCP port, only on a Unix socket in a folder that its owner alone may enter', async () => {
    const dataDir = tempDir();
    await openApp(dataDir);
    const lock = readLock(dataDir) as { port?: unknown; socket?: unknown } | null;
    expect(lock?.port ?? null).toBeNull();
    expect(typeof lock?.socket).toBe('string');
    const socket = String(lock?.socket);
    expect(statSync(socket).isSocket()).toBe(true);
    const folder = statSync(dirname(socket));
    expect(folder.mode & 0o777).toBe(0o700);
    expect(folder.uid).toBe(process.getuid?.());
  });

  it('answers its owner through that socket', async () => {
    const dataDir = tempDir();
    await openApp(dataDir);
    const socket = String((readLock(dataDir) as { socket?: unknown }).socket);
    const client = postgres({ path: socket, database: 'postgres', username: 'postgres', max: 1, onnotice: () => {} });
    try {
      const [row] = await client<{ n: number }[]>`select 1 as n`;
      expect(row?.n).toBe(1);
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it("tells a CLI that reaches it the app's HTTP port, so the CLI finds the app's embedded storage without PORT", async () => {
    const dataDir = tempDir();
    const app = await openApp(dataDir);
    app.announceHttpPort?.(3456);
    const script = `
      const { openDatabase } = await import('./lib/db/client.ts');
      const cli = await openDatabase({ dataDir: process.argv[1], migrateOnStart: false });
      console.log(JSON.stringify({ kind: cli.kind, port: cli.ownerHttpPort }));
      await cli.close();
    `;
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir]);
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(text.trim()));
    });
    expect(JSON.parse(out.split('\n').pop()!)).toEqual({ kind: 'pglite-socket', port: 3456 });
  });

  it.runIf(process.getuid?.() === 0)('refuses a connection from another OS user', async () => {
    const dataDir = tempDir();
    await openApp(dataDir);
    const lock = readLock(dataDir) as { port?: number | null; socket?: string } | null;
    expect(await connectAsNobody({ socket: lock?.socket, port: lock?.port })).toBe('EACCES');
  });

  it('keeps the database files to their owner: PGlite writes them 0666, so the data folder is 0700', async () => {
    const dataDir = join(tempDir(), 'data');
    await openApp(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it.runIf(process.getuid?.() === 0)(
    'an existing data folder open to others is closed when the app opens it',
    async () => {
      const dataDir = tempDir();
      chmodSync(dataDir, 0o755);
      await openApp(dataDir);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(await readAsNobody(join(dataDir, 'PG_VERSION'))).toBe('EACCES');
    },
  );

  it('falls back to a private folder under the OS temp dir when DATA_DIR is too deep for a socket path', async () => {
    const deep = join(tempDir(), 'a'.repeat(60), 'b'.repeat(60));
    await openApp(deep);
    const socket = String((readLock(deep) as { socket?: unknown }).socket);
    expect(Buffer.byteLength(socket)).toBeLessThan(104);
    expect(socket.startsWith(tmpdir())).toBe(true);
    expect(statSync(dirname(socket)).mode & 0o777).toBe(0o700);
  });

  it('removes the socket and its folder when the app closes', async () => {
    const dataDir = tempDir();
    const app = await openApp(dataDir);
    const socket = String((readLock(dataDir) as { socket?: unknown }).socket);
    await app.close();
    handles.splice(handles.indexOf(app), 1);
    expect(() => statSync(dirname(socket))).toThrow();
  });
});
