// What one person may put in the job queue, through the real route handlers with real sessions: uploads while their
// pages waiting to be read reach the cap are refused (429, saying how many wait), the reading of their scans and
// archives stays their work and holds its pages, and document fetches are limited per person and hour (429 with
// Retry-After). No worker runs unless a test starts one, so what is queued stays queued.
import type { Session } from '@supabase/supabase-js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, JobRow } from '@/lib/db';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { numberedPages, scannedPdf, textPdf, zipOf } from '../fixtures/document-files';
import { runInRequestScope } from '../support/next-request-scope';
import { mountStorage } from '../fixtures/storage';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let env: AuthEnvironment;
let db: Database;
let schema: typeof import('@/lib/db');
let unmount: () => void;
let upload: typeof import('@/app/api/uploads/tender-documents/route');
let fetchRoute: typeof import('@/app/api/tenders/[id]/documents/fetch/route');
let cookieName: string;
let tenderIds: string[];

function cookieOf(user: Session): string {
  return `${cookieName}=${sessionCookieValue(user)}`;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { id?: string; error?: { code: string; message: string } } | null;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Answer['body']) : null,
  };
}

async function send(user: Session, name: string, bytes: Uint8Array): Promise<Answer> {
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name));
  const request = new Request(`${env.http.origin}/api/uploads/tender-documents?tender=${tenderIds[0]}`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(user) },
  });
  return answerOf(await runInRequestScope(request, () => upload.POST(request)));
}

async function askFetch(user: Session, tenderId: string): Promise<Answer> {
  const request = new Request(`${env.http.origin}/api/tenders/${tenderId}/documents/fetch`, {
    method: 'POST',
    headers: { cookie: cookieOf(user) },
  });
  const context = { params: Promise.resolve({ id: tenderId }) };
  return answerOf(await runInRequestScope(request, () => fetchRoute.POST(request, context)));
}

async function jobsOf(ownerId: string, kind: JobRow['kind']): Promise<JobRow[]> {
  return db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.ownerId, ownerId), eq(schema.jobs.kind, kind)));
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ unmount } = await mountStorage(env.http));
  schema = await import('@/lib/db');
  db = await schema.getDb();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  upload = await import('@/app/api/uploads/tender-documents/route');
  fetchRoute = await import('@/app/api/tenders/[id]/documents/fetch/route');
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(
    db,
    await expandInputs([
      'lib/ingest/samples/ted-real-notices/00017101-2025.xml',
      'lib/ingest/samples/ted-real-notices/00043489-2024.xml',
      'lib/ingest/samples/ted-real-notices/00158253-2023.xml',
    ]),
  );
  const rows = await db.select({ id: schema.tenders.id }).from(schema.tenders).orderBy(schema.tenders.id).limit(3);
  tenderIds = rows.map((row) => row.id);
  expect(tenderIds).toHaveLength(3);
  // Links to a portal nobody fetches here: no worker runs the fetch jobs.
  for (const [i, id] of tenderIds.entries()) {
    await db
      .update(schema.tenders)
      .set({ documentsUrl: `https://portal.example/tender-${i}/documents` })
      .where(eq(schema.tenders.id, id));
  }
}, 120_000);

afterAll(async () => {
  await env?.close();
  unmount?.();
});

describe('pages waiting to be read, per person', () => {
  it('refuses an upload past the cap with 429 saying how many pages wait, stores nothing, and takes it once they are read', async () => {
    const { documentLimits } = await import('@/lib/documents/limits');
    const { enqueueJob } = await import('@/lib/jobs');
    const cap = documentLimits.maxQueuedPages;
    const busy = await signUpSession(env.http.origin, 'queue-busy');
    const other = await signUpSession(env.http.origin, 'queue-other');

    const first = await send(busy, 'specification.pdf', await textPdf(numberedPages(3)));
    expect(first.status).toBe(201);
    const [reading] = await jobsOf(busy.user.id, 'tender_files_processed');
    expect(reading).toMatchObject({ status: 'pending', pages: 3, priority: 2 });

    // Scans of theirs waiting for OCR fill the rest of the cap.
    const scans = await enqueueJob(db, { kind: 'document_ocr', ownerId: busy.user.id, pages: cap - 3 });
    const files = await db.$count(schema.documentFiles);
    const refused = await send(busy, 'annex.pdf', await textPdf(numberedPages(2)));
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too_many_queued_pages' } } });
    expect(refused.body?.error?.message).toBe(
      `You have ${cap.toLocaleString('en')} pages waiting to be read and this file adds 2 pages; at most ${cap.toLocaleString('en')} pages can wait per person. Upload it once more of your documents have been read.`,
    );
    expect(await db.$count(schema.documentFiles)).toBe(files);

    // Someone else's uploads are not held up by it.
    expect((await send(other, 'offer.pdf', await textPdf(numberedPages(2)))).status).toBe(201);

    // Once the scans are read, the same upload is taken.
    await db
      .update(schema.jobs)
      .set({ status: 'generated', finishedAt: new Date() })
      .where(eq(schema.jobs.id, scans.id));
    expect((await send(busy, 'annex.pdf', await textPdf(numberedPages(2)))).status).toBe(201);
  });

  it('keeps a scan’s OCR and an archive’s entries the uploader’s work, each holding its pages', async () => {
    const { startWorker } = await import('@/lib/jobs');
    const { documentJobHandlers } = await import('@/lib/documents/pipeline');
    const uploader = await signUpSession(env.http.origin, 'queue-scans');
    // Only reading runs: the OCR it queues stays queued.
    const worker = startWorker({
      db,
      handlers: { tender_files_processed: documentJobHandlers.tender_files_processed },
      pollIntervalMs: 50,
    });
    try {
      const scan = await scannedPdf([['Scanned page one of the offer'], ['Scanned page two of the offer']]);
      expect((await send(uploader, 'scan.pdf', scan)).status).toBe(201);
      const archive = zipOf({ 'annex/conditions.pdf': await textPdf(numberedPages(4)) });
      expect((await send(uploader, 'annexes.zip', archive)).status).toBe(201);
      await vi.waitFor(
        async () => {
          const [row] = await schema.queryRows<{ n: number | string }>(
            db,
            sql`select count(*) as n from app.jobs where kind = 'tender_files_processed' and status <> 'generated'`,
          );
          expect(schema.toNumber(row?.n)).toBe(0);
          expect(await jobsOf(uploader.user.id, 'document_ocr')).toHaveLength(1);
        },
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      await worker.stop();
    }
    const [ocr] = await jobsOf(uploader.user.id, 'document_ocr');
    expect(ocr).toMatchObject({ status: 'pending', pages: 2, priority: 2 });
    const readings = await jobsOf(uploader.user.id, 'tender_files_processed');
    // The scan, the archive and the archive's PDF, each read as the uploader's work.
    expect(readings.map((job) => job.pages).sort()).toEqual([1, 2, 4]);
  });
});

describe('document fetches, per person', () => {
  it('starts a limited number an hour, then answers 429 with Retry-After; a tender asked for before counts nothing', async () => {
    const { setRateLimitOverrides } = await import('@/lib/rate-limit');
    const reader = await signUpSession(env.http.origin, 'fetch-reader');
    const other = await signUpSession(env.http.origin, 'fetch-other');
    const [a, b, c] = tenderIds as [string, string, string];
    setRateLimitOverrides({ 'documents.fetch': { max: 2, windowSeconds: 3600 } });
    try {
      expect((await askFetch(reader, a)).status).toBe(202);
      // Asked again (the page opened once more): already fetching, so no new start and nothing counted.
      expect((await askFetch(reader, a)).status).toBe(202);
      expect((await askFetch(reader, b)).status).toBe(202);

      const refused = await askFetch(reader, c);
      expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too_many_fetches' } } });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body?.error?.message).toMatch(
        /^You have started downloading the documents of 2 tenders in the last hour, the most we start for one person\. Open this tender again in \d+ minutes? to have its documents downloaded\.$/,
      );
      const started = await jobsOf(reader.user.id, 'tender_documents_fetch');
      expect(started.map((job) => job.tenderId).sort()).toEqual([a, b].sort());
      expect(started.every((job) => job.priority === 2)).toBe(true);

      // Another reader is not limited by it, and their fetch is theirs.
      expect((await askFetch(other, c)).status).toBe(202);
      expect((await jobsOf(other.user.id, 'tender_documents_fetch')).map((job) => job.tenderId)).toEqual([c]);
    } finally {
      setRateLimitOverrides({ 'documents.fetch': { max: 30, windowSeconds: 3600 } });
    }
  });
});
