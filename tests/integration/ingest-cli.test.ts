// `npm run ingest` as a user runs it: a separate process, while the app holds the embedded database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tenderNotices, tenders } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-ingest-cli-'));
let app: DbHandle | null = null;

function ingest(...inputs: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MIGRATE_ON_START: 'false' };
  return run('npm', ['run', '--silent', 'ingest', '--', ...inputs], { env, timeout: 120_000 });
}

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test spawns the CLI (a few seconds of start-up each); allow for a busy machine.
describe('npm run ingest', { timeout: 120_000 }, () => {
  it('imports through the running app and the app sees the tenders', async () => {
    app = await openDatabase({ dataDir, migrateOnStart: false });
    const { stdout } = await ingest('lib/ingest/samples/ted-real-notices');
    expect(stdout).toContain("running app's embedded database");
    expect(stdout).toMatch(/57 file\(s\) in .*: 57 imported, 0 updated, 0 unchanged, 0 skipped, 0 failed\./);
    const [row] = await app.db.select({ n: count() }).from(tenders);
    expect(row!.n).toBe(57);
  });

  it('a second run reports every file unchanged', async () => {
    const { stdout } = await ingest('lib/ingest/samples/ted-real-notices');
    expect(stdout).toContain('0 imported, 0 updated, 57 unchanged');
    const [row] = await app!.db.select({ n: count() }).from(tenderNotices);
    expect(row!.n).toBe(57);
  });

  it('exits with 1 and names the reason when a file is broken; out-of-scope files are not errors', async () => {
    const broken = ingest('lib/ingest/samples/eforms-sdk-examples/INVALID_cn_24_empty.xml');
    await expect(broken).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        'skipped: lib/ingest/samples/eforms-sdk-examples/INVALID_cn_24_empty.xml: Missing BT-701',
      ),
    });
    const { stdout } = await ingest('lib/ingest/samples/eforms-sdk-examples/X01_EEIG.xml');
    expect(stdout).toContain(
      'out of scope: lib/ingest/samples/eforms-sdk-examples/X01_EEIG.xml: Business registration notice (form X01) is out of scope',
    );
  });

  it('exits with 2 and says why on bad usage', async () => {
    await expect(ingest()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run ingest') });
    await expect(ingest('no/such.xml')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No such file or folder: no/such.xml'),
    });
  });
});
