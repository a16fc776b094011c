// Two processes and one PGlite directory: the CLI must go through the running app, never open the files.
import { execFile } from 'node:child_process';
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
});
