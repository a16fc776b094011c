// A worker process killed with SIGKILL while it reads a long PDF: once its lease expires another worker process
// reads the file again, to the end, and the file's pages and passages are stored once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db';
import type { DbHandle } from '@/lib/db/client';
import { startHttpServer, type TestHttpServer } from '../fixtures/http-server';
import { numberedPages, textPdf } from '../fixtures/document-files';
import { mountStorage } from '../fixtures/storage';

const onPostgres = Boolean(process.env.DATABASE_URL);
let http: TestHttpServer;
let unmount: () => void;
let db: Database;
let pglite: { handle: DbHandle; dataDir: string } | null = null;
const children = new Set<ChildProcess>();

interface WorkerProcess {
  child: ChildProcess;
  id: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function startWorkerProcess(): Promise<WorkerProcess> {
  const target = pglite ? { DATA_DIR: pglite.dataDir, DATABASE_URL: '' } : {};
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/support/documents-worker.ts'],
    {
      env: { ...process.env, ...target, PORT: String(http.port), JOBS_TEST_LEASE_MS: '5000', JOBS_TEST_POLL_MS: '100' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`The worker exited early:\n${output}`);
      expect(output).toMatch(/^ready \S+$/m);
    },
    { timeout: 90_000, interval: 50 },
  );
  return { child, id: /^ready (\S+)$/m.exec(output)![1]!, exited, output: () => output };
}

beforeAll(async () => {
  http = await startHttpServer();
  Object.assign(process.env, { PORT: String(http.port) });
  ({ unmount } = await mountStorage(http));
  if (onPostgres) {
    db = await (await import('@/lib/db')).getDb();
  } else {
    const { openDatabase } = await import('@/lib/db/client');
    const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-documents-'));
    pglite = { dataDir, handle: await openDatabase({ dataDir, migrateOnStart: false }) };
    db = pglite.handle.db;
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await http?.close();
  unmount?.();
  if (pglite) {
    await pglite.handle.close();
    rmSync(pglite.dataDir, { recursive: true, force: true });
  }
});

describe('a worker killed mid-extraction', { timeout: 240_000 }, () => {
  it('leaves the file to another worker, which reads it to the end and stores every page and passage once', async () => {
    const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
    const schema = await import('@/lib/db');
    const { addTenderDocument, storeFile } = await import('@/lib/documents/store');
    const { queueReading } = await import('@/lib/documents/pipeline');
    const { getJob, listJobs } = await import('@/lib/jobs');
    await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
    const [tender] = await db.select({ id: schema.tenders.id }).from(schema.tenders).limit(1);

    // Long enough that reading it takes the first worker a while.
    const pages = 400;
    const pdf = await textPdf(numberedPages(pages, (n) => [`Section ${n}: the contractor shall report monthly.`]));
    const { file } = await storeFile(db, pdf, 'application/pdf');
    await addTenderDocument(db, {
      tenderId: tender!.id,
      ownerId: null,
      origin: 'fetched',
      fileName: 'long.pdf',
      sha256: file.sha256,
    });
    await queueReading(db, { sha256: file.sha256, fileName: 'long.pdf', languageHint: 'en' }, null);
    const [job] = await listJobs(db, { kinds: ['tender_files_processed'] });

    const first = await startWorkerProcess();
    await vi
      .waitFor(
        async () => {
          const running = await getJob(db, job!.id);
          expect(running).toMatchObject({ status: 'running', lockedBy: first.id });
          expect(running!.progress).toBeGreaterThan(5);
        },
        { timeout: 90_000, interval: 20 },
      )
      .catch(async () => {
        const state = `The job never ran past 5%: ${JSON.stringify(await getJob(db, job!.id))}\n${first.output()}`;
        console.error(state);
        throw new Error(state);
      });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await startWorkerProcess();
    await vi.waitFor(async () => expect((await getJob(db, job!.id))?.status).toBe('generated'), {
      timeout: 120_000,
      interval: 100,
    });
    const finished = await getJob(db, job!.id);
    expect(finished).toMatchObject({ error: null, lockedBy: null });
    expect(finished!.attempts).toBe(2);
    const [stored] = await db
      .select()
      .from(schema.documentFiles)
      .where(sql`sha256 = ${file.sha256}`);
    expect(stored).toMatchObject({ textStatus: 'ready', pageCount: pages });
    const [counts] = await schema.queryRows<{
      pages: number | string;
      passages: number | string;
      distinct_passages: number | string;
    }>(
      db,
      sql`select (select count(*) from app.document_pages where sha256 = ${file.sha256}) as pages,
                 (select count(*) from app.document_passages where sha256 = ${file.sha256}) as passages,
                 (select count(distinct (page, seq)) from app.document_passages where sha256 = ${file.sha256}) as distinct_passages`,
    );
    expect(schema.toNumber(counts?.pages)).toBe(pages);
    expect(schema.toNumber(counts?.passages)).toBeGreaterThanOrEqual(pages);
    expect(schema.toNumber(counts?.passages)).toBe(schema.toNumber(counts?.distinct_passages));

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('npm run worker starts with the app’s handler table, naming the document jobs, and stops on SIGTERM', async () => {
    const target = pglite ? { DATA_DIR: pglite.dataDir, DATABASE_URL: '' } : {};
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/worker.ts'], {
      env: { ...process.env, ...target, PORT: String(http.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await vi.waitFor(
      () => expect(output).toMatch(/runs .*tender_files_processed.*document_ocr.*tender_documents_fetch/),
      {
        timeout: 90_000,
        interval: 50,
      },
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
