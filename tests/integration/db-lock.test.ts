// Two processes and one PGlite directory: the CLI must go through the running app, never open the files.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cpvCodes, seedRuns } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { readLock } from '@/lib/db/pglite-host';
import { cpvCodeCount } from '@/lib/reference';

const run = promisify(execFile);
const dirs: string[] = [];
const handles: DbHandle[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenderscope-lock-'));
  dirs.push(dir);
  return dir;
}

/** Runs `npm run db:seed` as a separate process against the embedded database in dataDir. */
function seedCli(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MIGRATE_ON_START: 'false' };
  return run('npm', ['run', '--silent', 'db:seed'], { env, timeout: 170_000 });
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database shared between processes', () => {
  // Each spawns `npm run db:seed`, which seeds every sample data set: allow for a busy machine.
  it('a CLI run while the app holds the database writes rows the app then sees', { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir();
    const app = await openDatabase({ dataDir, migrateOnStart: false });
    handles.push(app);
    expect(app.kind).toBe('pglite');
    const lock = readLock(dataDir);
    expect(lock?.pid).toBe(process.pid);
    expect(lock?.socket).toEqual(expect.stringMatching(/db\.sock$/));

    const { stdout } = await seedCli(dataDir);
    expect(stdout).toContain("running app's embedded database");
    expect(stdout).toContain(`cpv-codes: ${cpvCodeCount} rows`);

    const [codes] = await app.db.select({ n: count() }).from(cpvCodes);
    expect(codes?.n).toBe(cpvCodeCount);
    const runs = await app.db.select().from(seedRuns);
    expect(runs.map((r) => r.seeder).sort()).toEqual([
      'award-lots-from-notices',
      'buyers-from-tenders',
      'companies-from-awards',
      'cpv-codes',
      'eforms-sdk-examples',
      'sample-tenders',
      'ted-real-notices',
    ]);
  });

  it(
    'with no app running, the CLI opens the files itself and leaves no lock behind',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDataDir();
      const { stdout } = await seedCli(dataDir);
      expect(stdout).toContain('Using the embedded database directly');
      expect(readLock(dataDir)).toBeNull();

      const app = await openDatabase({ dataDir, migrateOnStart: false });
      handles.push(app);
      const [codes] = await app.db.select({ n: count() }).from(cpvCodes);
      expect(codes?.n).toBe(cpvCodeCount);
    },
  );

  it('a stale lock from a dead process does not block opening', async () => {
    const dataDir = tempDataDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, socket: '/nonexistent/db.sock' }),
    );
    const app = await openDatabase({ dataDir, migrateOnStart: false });
    handles.push(app);
    expect(app.kind).toBe('pglite');
    expect(readLock(dataDir)?.pid).toBe(process.pid);
  });

  it('a server of another edition is refused the database, saying each edition keeps its own folder', async () => {
    const dataDir = tempDataDir();
    // The EU edition's server, alive and holding the folder.
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        join(dataDir, 'pglite.lock'),
        JSON.stringify({ pid: owner.pid, socket: join(dataDir, 'db.sock'), httpPort: 3000, edition: 'eu' }),
      );
      await expect(openDatabase({ dataDir, migrateOnStart: false, edition: 'at' })).rejects.toThrow(
        /belongs to the eu edition's server \(process \d+, port 3000\), and this is the at edition: editions do not share a data folder\. Leave DATA_DIR unset \(each edition then uses its own: \.data for eu, \.data-at for at\)/,
      );
      expect(readLock(dataDir)?.pid).toBe(owner.pid);
    } finally {
      owner.kill();
    }
  });

  it('records its edition in the lock, and each edition defaults to a data folder of its own', async () => {
    const dataDir = tempDataDir();
    const app = await openDatabase({ dataDir, migrateOnStart: false, edition: 'at' });
    handles.push(app);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, edition: 'at' });
    const { defaultDataDir } = await import('@/lib/config/env-schema');
    expect([defaultDataDir('eu'), defaultDataDir('at')]).toEqual(['.data', '.data-at']);
  });
});
