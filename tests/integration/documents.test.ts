// Tender documents end to end on real files: uploads through the route handler with real sessions, stored once by
// content in the embedded storage, read by the jobs worker (PDF, DOCX, XLSX, a ZIP, OCR of a scan), searched
// with page numbers, shown page by page; refusals (encrypted, ZIP bomb, unsupported, too large, too many) that
// store nothing; and a tender's documents fetched from a buyer's portal, shared by every reader.
import { readFileSync } from 'node:fs';
import type { Session } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db';
import type { JobWorker } from '@/lib/jobs';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import {
  serveBytes,
  serveHtml,
  answerStatus,
  startBuyerPortal,
  type BuyerPortal,
} from '../support/buyer-portal-server';
import {
  numberedPages,
  scannedPdf,
  tenderDocx,
  tenderXlsx,
  textPdf,
  zeroBomb,
  zipOf,
} from '../fixtures/document-files';
import { runInRequestScope } from '../support/next-request-scope';
import { mountStorage } from '../fixtures/storage';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let env: AuthEnvironment;
let db: Database;
let schema: typeof import('@/lib/db');
let worker: JobWorker;
let portal: BuyerPortal;
let unmount: () => void;
let documents: typeof import('@/lib/documents');
let upload: typeof import('@/app/api/uploads/tender-documents/route');
let cookieName: string;
let owner: Session;
let stranger: Session;
let tenderId: string;

/** Runs `fn` as a request of `user` (or a signed-out visitor). */
function as<T>(user: Session | null, fn: () => Promise<T>): Promise<T> {
  const cookie = user ? `${cookieName}=${sessionCookieValue(user)}` : '';
  let result!: T;
  return runInRequestScope(new Request(`${env.http.origin}/`, { headers: { cookie } }), async () => {
    result = await fn();
    return new Response(null);
  }).then(() => result);
}

/** The upload route's answer: the document's id, or an error with a code and a message. */
interface UploadAnswer {
  id?: string;
  duplicate?: boolean;
  error?: { code: string; message: string };
}

async function send(user: Session | null, name: string, bytes: Uint8Array, tender = tenderId) {
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name));
  const cookie = user ? `${cookieName}=${sessionCookieValue(user)}` : '';
  const request = new Request(`${env.http.origin}/api/uploads/tender-documents?tender=${tender}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const response = await runInRequestScope(request, () => upload.POST(request));
  return { status: response.status, headers: response.headers, body: (await response.json()) as UploadAnswer };
}

/** Waits until no job is left to run. */
async function settle(): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await schema.queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from app.jobs where status in ('pending', 'running')`,
      );
      expect(schema.toNumber(row?.n)).toBe(0);
    },
    { timeout: 180_000, interval: 100 },
  );
}

async function viewOf(user: Session | null) {
  const tender = (await db.select().from(schema.tenders).where(eq(schema.tenders.id, tenderId)))[0]!;
  return as(user, () => documents.getDocumentsView(tender));
}

beforeAll(async () => {
  env = await startAuthEnvironment({ STORAGE_FILE_SIZE_LIMIT: '3MB' });
  ({ unmount } = await mountStorage(env.http));
  schema = await import('@/lib/db');
  db = await schema.getDb();
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  documents = await import('@/lib/documents');
  upload = await import('@/app/api/uploads/tender-documents/route');
  const { fetchHandler } = await import('@/lib/documents/fetching');
  const { documentJobHandlers: readingHandlers } = await import('@/lib/documents/pipeline');
  const { startWorker } = await import('@/lib/jobs');
  worker = startWorker({
    db,
    handlers: { ...readingHandlers, tender_documents_fetch: fetchHandler({ allowPrivateHosts: true }) },
    pollIntervalMs: 50,
    concurrency: 2,
  });
  portal = await startBuyerPortal();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  const [tender] = await db.select({ id: schema.tenders.id }).from(schema.tenders).limit(1);
  tenderId = tender!.id;
  owner = await signUpSession(env.http.origin, 'documents-owner');
  stranger = await signUpSession(env.http.origin, 'documents-stranger');
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await portal?.close();
  await env?.close();
  unmount?.();
});

describe('uploads that are read into searchable pages', () => {
  let pdfId = '';
  let pdf: Uint8Array;

  it('reads a 10-page PDF, a DOCX, an XLSX and a ZIP of a PDF and a DOCX, each into pages, in the background', async () => {
    pdf = await textPdf(numberedPages(10, (page) => (page === 7 ? ['Bid bond: Bietergarantie of 5 percent.'] : [])));
    const uploaded = await send(owner, 'specification.pdf', pdf);
    expect(uploaded.status).toBe(201);
    pdfId = uploaded.body.id!;
    expect((await send(owner, 'conditions.docx', await tenderDocx())).status).toBe(201);
    expect((await send(owner, 'prices.xlsx', await tenderXlsx())).status).toBe(201);
    const zipped = zipOf({
      'annex/annex-a.pdf': await textPdf([['Annex A: site plan of the Floridsdorf school']]),
      'annex/forms.docx': await tenderDocx(),
    });
    expect((await send(owner, 'annexes.zip', zipped)).status).toBe(201);

    await settle();
    const view = await viewOf(owner);
    const byName = new Map(view.documents.map((document) => [document.fileName, document]));
    expect(byName.get('specification.pdf')).toMatchObject({
      status: 'ready',
      pages: 10,
      kindLabel: 'PDF',
      originLabel: 'Your upload',
    });
    expect(byName.get('conditions.docx')).toMatchObject({ status: 'ready', kindLabel: 'Word' });
    expect(byName.get('prices.xlsx')).toMatchObject({ status: 'ready', kindLabel: 'Excel' });
    expect(byName.get('annexes.zip')).toMatchObject({
      status: 'ready',
      kindLabel: 'ZIP archive',
      note: '2 files inside',
    });
    const archive = byName.get('annexes.zip')!;
    expect(byName.get('annex/annex-a.pdf')).toMatchObject({ status: 'ready', parentId: archive.id, pages: 1 });
    expect(byName.get('annex/forms.docx')).toMatchObject({ status: 'ready', parentId: archive.id });
    expect(view.busy).toBe(false);
  });

  it('finds a word on page 7 of the PDF, with its page and a marked snippet, and shows that page marked', async () => {
    const found = await as(owner, () => documents.searchDocuments(tenderId, 'Bietergarantie'));
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.hits).toHaveLength(1);
    expect(found.hits[0]).toMatchObject({ documentId: pdfId, fileName: 'specification.pdf', page: 7 });
    expect(found.hits[0]!.snippet).toContain('\u0002Bietergarantie\u0003');

    const tender = (await db.select().from(schema.tenders).where(eq(schema.tenders.id, tenderId)))[0]!;
    const page = await as(owner, () => documents.getDocumentPage(tender, pdfId, '7', 'Bietergarantie'));
    expect(page).toMatchObject({ page: 7, pageCount: 10, fileName: 'specification.pdf' });
    expect(page!.text).toContain('This is page 7 of the tender specification.');
    expect(page!.text).toContain('\u0002Bietergarantie\u0003');
    // A page past the end shows the first; another reader cannot open the upload at all.
    expect((await as(owner, () => documents.getDocumentPage(tender, pdfId, '99', null)))?.page).toBe(1);
    expect(await as(stranger, () => documents.getDocumentPage(tender, pdfId, '7', null))).toBeNull();
  });

  it('downloads the original under its own name, quotes and non-ASCII letters encoded once (RFC 6266)', async () => {
    const name = 'Angebot "final" – Los 2 (Straße) ÖBB\'s.txt';
    const uploaded = await send(owner, name, new TextEncoder().encode('Offer for lot 2, final version.'));
    expect(uploaded.status).toBe(201);
    const tender = (await db.select().from(schema.tenders).where(eq(schema.tenders.id, tenderId)))[0]!;
    const url = await as(owner, () => documents.getDocumentFileUrl(tender, uploaded.body.id!, env.http.origin));
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Offer for lot 2, final version.');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="Angebot _final_ - Los 2 (Strasse) OBB's.txt"; ` +
        `filename*=UTF-8''Angebot%20%22final%22%20%E2%80%93%20Los%202%20%28Stra%C3%9Fe%29%20%C3%96BB%27s.txt`,
    );
    // What a browser saves it as: filename* decoded once gives the name back.
    const extended = /filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!;
    expect(decodeURIComponent(extended)).toBe(name);
  });

  it('keeps uploads private to the uploader: another reader neither lists nor finds them', async () => {
    expect((await viewOf(stranger)).documents).toEqual([]);
    expect((await viewOf(null)).documents).toEqual([]);
    const found = await as(stranger, () => documents.searchDocuments(tenderId, 'Bietergarantie'));
    expect(found).toEqual({ ok: true, hits: [] });
  });

  it('stores the same bytes once: a second upload is the same document, another reader’s a document of their own', async () => {
    const again = await send(owner, 'specification-copy.pdf', pdf);
    expect(again).toMatchObject({ status: 200, body: { id: pdfId, duplicate: true } });
    const theirs = await send(stranger, 'spec.pdf', pdf);
    expect(theirs.status).toBe(201);
    await settle();
    const sha = (await db.select().from(schema.tenderDocuments).where(eq(schema.tenderDocuments.id, pdfId)))[0]!
      .sha256!;
    expect(await db.$count(schema.documentFiles, eq(schema.documentFiles.sha256, sha))).toBe(1);
    expect(await db.$count(schema.tenderDocuments, eq(schema.tenderDocuments.sha256, sha))).toBe(2);
    // Read once: the passages of the file exist once, however many documents point at it.
    const [counts] = await schema.queryRows<{ n: number | string; distinct_n: number | string }>(
      db,
      sql`select count(*) as n, count(distinct (page, seq)) as distinct_n from ${schema.documentPassages} where sha256 = ${sha}`,
    );
    expect(schema.toNumber(counts?.n)).toBe(schema.toNumber(counts?.distinct_n));
    expect((await viewOf(stranger)).documents.map((document) => document.fileName)).toEqual(['spec.pdf']);
  });

  it('reads a scanned page by OCR and finds its words', async () => {
    const scan = await scannedPdf([['Tender for winter road maintenance', 'Submission deadline Friday']]);
    expect((await send(owner, 'scan.pdf', scan)).status).toBe(201);
    await settle();
    const view = await viewOf(owner);
    expect(view.documents.find((document) => document.fileName === 'scan.pdf')).toMatchObject({
      status: 'ready',
      note: '1 scanned page read by OCR',
    });
    const found = await as(owner, () => documents.searchDocuments(tenderId, 'maintenance'));
    expect(found.ok && found.hits.map((hit) => hit.fileName)).toContain('scan.pdf');
  }, 180_000);
});

describe('files that cannot be read, refused with a reason', () => {
  it('marks an encrypted PDF and a ZIP bomb as not read, saying why; the rest of the pack still goes through', async () => {
    expect((await send(owner, 'locked.pdf', readFileSync('tests/fixtures/documents/encrypted.pdf'))).status).toBe(201);
    expect((await send(owner, 'bomb.zip', zeroBomb(1024))).status).toBe(201);
    await settle();
    const byName = new Map((await viewOf(owner)).documents.map((document) => [document.fileName, document]));
    expect(byName.get('locked.pdf')).toMatchObject({ status: 'failed', error: expect.stringMatching(/password/i) });
    expect(byName.get('bomb.zip')).toMatchObject({ status: 'failed', error: expect.stringMatching(/.+/) });
    expect(byName.get('specification.pdf')?.status).toBe('ready');
  });

  it('refuses an unsupported file, an empty one and one over the size limit before storing anything', async () => {
    const files = await db.$count(schema.documentFiles);
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    const unsupported = await send(owner, 'old.doc', doc);
    expect(unsupported).toMatchObject({ status: 415, body: { error: { code: 'unsupported_type' } } });
    expect((await send(owner, 'empty.pdf', new Uint8Array())).status).toBe(400);
    const large = await send(owner, 'large.pdf', new Uint8Array(3 * 1024 * 1024 + 1));
    expect(large).toMatchObject({
      status: 413,
      body: { error: { message: expect.stringContaining('larger than 3 MB') } },
    });
    expect(await db.$count(schema.documentFiles)).toBe(files);
  });

  it('asks a signed-out visitor to sign in, and answers 404 for a tender the uploader may not see', async () => {
    expect((await send(null, 'x.pdf', await textPdf([['x']]))).status).toBe(401);
    expect((await send(owner, 'x.pdf', await textPdf([['x']]), '0000000000000000')).status).toBe(404);
  });

  it('refuses a file past the number one reader may add to a tender, storing nothing', async () => {
    const { documentLimits } = await import('@/lib/documents/limits');
    const busy = await signUpSession(env.http.origin, 'documents-many');
    await db.insert(schema.tenderDocuments).values(
      Array.from({ length: documentLimits.maxFilesPerTender }, (_, i) => ({
        tenderId,
        ownerId: busy.user.id,
        origin: 'uploaded' as const,
        fileName: `refused-${i}.bin`,
        sha256: null,
        error: 'not stored',
      })),
    );
    const files = await db.$count(schema.documentFiles);
    const refused = await send(busy, 'one-more.txt', new TextEncoder().encode('one file too many'));
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'too_many_files' } } });
    expect(await db.$count(schema.documentFiles)).toBe(files);
  });

  it('counts an archive once toward that number: after a ZIP of 100 files, the reader still uploads more', async () => {
    const { documentLimits } = await import('@/lib/documents/limits');
    const packer = await signUpSession(env.http.origin, 'documents-archive-once');
    const entries = documentLimits.maxFilesPerTender;
    const zipped = zipOf(
      Object.fromEntries(
        Array.from({ length: entries }, (_, i) => [`lots/lot-${i + 1}.txt`, `Lot ${i + 1}: road works, section ${i}`]),
      ),
    );
    expect((await send(packer, 'lots.zip', zipped)).status).toBe(201);
    await settle();
    const unpacked = (await viewOf(packer)).documents;
    expect(unpacked.find((document) => document.fileName === 'lots.zip')).toMatchObject({
      status: 'ready',
      note: `${entries} files inside`,
    });
    expect(unpacked).toHaveLength(entries + 1);

    const next = await send(
      packer,
      'clarifications.txt',
      new TextEncoder().encode('Answers to the bidders’ questions'),
    );
    expect(next).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    await settle();
  }, 180_000);

  it('limits uploads per user and hour, answering 429 with Retry-After', async () => {
    const { setRateLimitOverrides } = await import('@/lib/rate-limit');
    const limited = await signUpSession(env.http.origin, 'documents-limited');
    setRateLimitOverrides({ 'documents.upload': { max: 2, windowSeconds: 3600 } });
    try {
      expect((await send(limited, 'a.txt', new TextEncoder().encode('first file of the bid'))).status).toBe(201);
      expect((await send(limited, 'b.txt', new TextEncoder().encode('second file of the bid'))).status).toBe(201);
      const third = await send(limited, 'c.txt', new TextEncoder().encode('third file of the bid'));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      setRateLimitOverrides({ 'documents.upload': { max: 60, windowSeconds: 3600 } });
    }
    await settle();
  });
});

describe("a public tender's documents from the buyer's portal", () => {
  it('are fetched once for every reader: the portal’s PDF is listed and searchable, a login is noted', async () => {
    const pdf = await textPdf([['Leistungsverzeichnis: Winterdienst auf Gemeindestraßen']]);
    portal.route(
      '/tender/docs',
      serveHtml('<a href="/files/lv.pdf">Leistungsverzeichnis</a> <a href="/secure/form.docx">Formblatt</a>'),
    );
    portal.route('/files/lv.pdf', serveBytes(pdf, 'application/pdf'));
    portal.route('/secure/form.docx', answerStatus(401));
    await db
      .update(schema.tenders)
      .set({ documentsUrl: `${portal.origin}/tender/docs` })
      .where(eq(schema.tenders.id, tenderId));

    expect(await as(null, () => documents.requestDocumentsFetch(tenderId))).toMatchObject({ ok: false, status: 409 });
    expect(await as(stranger, () => documents.requestDocumentsFetch(tenderId))).toEqual({ ok: true });
    await settle();

    const view = await viewOf(null);
    expect(view.documents.map((document) => [document.fileName, document.originLabel, document.status])).toEqual([
      ['lv.pdf', 'From the buyer’s portal', 'ready'],
    ]);
    expect(view.fetch).toMatchObject({ status: 'login_required', portalUrl: `${portal.origin}/tender/docs` });
    const found = await as(null, () => documents.searchDocuments(tenderId, 'Winterdienst'));
    expect(found.ok && found.hits.map((hit) => hit.fileName)).toEqual(['lv.pdf']);
    // Asked again, nothing is fetched again.
    expect(await as(owner, () => documents.requestDocumentsFetch(tenderId))).toEqual({ ok: true });
    await settle();
    expect((await viewOf(owner)).documents.filter((document) => document.fileName === 'lv.pdf')).toHaveLength(1);
  });
});
