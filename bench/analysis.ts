// Time from unlock to both reports: npm run bench:analysis [-- --pages=100] [--runs=3]
//
// Reads a --pages page tender pack (the tests' invitation to tender, its pages repeated and numbered) once, then
// per run unlocks it for a new user and waits until the summary and the compliance report are generated, with the
// app's own worker and report handlers on an embedded database and storage: in the extractive mode, then with the
// tests' local OpenAI-compatible model over real HTTP. Every stored citation is checked on its page again.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startHttpServer } from '@/tests/fixtures/http-server';
import { startOpenAiServer } from '@/tests/fixtures/openai-compatible-server';
import { longTenderPack } from '@/tests/fixtures/tender-pack';
import { readFlags } from './support/flags';
import { describeProcessors } from './support/host';

const args = readFlags(
  process.argv.slice(2),
  ['pages', 'runs'],
  `Usage: npm run bench:analysis -- [--pages=100] [--runs=3]
  --pages  pages of the tender pack (default 100)
  --runs   unlocks per mode, each by a new user; the median is reported (default 3)`,
);

function positiveInteger(name: string, fallback: number): number {
  const value = Number(args.get(name) || fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}
const pageCount = positiveInteger('pages', 100);
const runs = positiveInteger('runs', 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.info(`Analysis on ${describeProcessors()}, Node ${process.version}`);

const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-bench-analysis-'));
const http = await startHttpServer();
Object.assign(process.env, { DATA_DIR: dataDir, PORT: String(http.port) });
delete process.env.DATABASE_URL;
for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL']) delete process.env[name];
const { mountStorage } = await import('@/tests/fixtures/storage');
const { unmount } = await mountStorage(http);
const model = await startOpenAiServer('faithful');
const { closeDb, getDb, profiles, queryRows, tenders } = await import('@/lib/db');
const { expandInputs, importFiles } = await import('@/lib/ingest/jobs');
const { startWorker } = await import('@/lib/jobs');
const { documentJobHandlers } = await import('@/lib/documents/jobs');
const { addTenderDocument, storeFile } = await import('@/lib/documents/jobs');
const { queueReading } = await import('@/lib/documents/jobs');
const { analysisJobHandlers } = await import('@/lib/analysis/jobs');
const { unlockFor } = await import('@/lib/analysis/jobs');
const { listReports } = await import('@/lib/analysis/jobs');
const { addCredits, spendCredits } = await import('@/lib/billing/jobs');
const { languageModelOf, verifyQuote } = await import('@/lib/ai');
type Engine = import('@/lib/analysis/jobs').AnalysisEngine;

const db = await getDb();
const engine: { current: Engine } = { current: { model: null } };
const worker = startWorker({
  db,
  handlers: { ...documentJobHandlers, ...analysisJobHandlers(() => engine.current) },
  pollIntervalMs: 20,
  concurrency: 2,
});

async function waitFor<T>(what: string, check: () => Promise<T | null>, timeoutMs = 300_000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not done within ${seconds(timeoutMs)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Run {
  ms: number;
  claims: number;
  citations: number;
  failed: number;
}

/** A new user with the pack (already read) unlocks it; resolves when both reports are generated. */
async function unlockOnce(tenderId: string, sha256: string): Promise<Run> {
  const userId = randomUUID();
  await db.insert(profiles).values({ userId });
  await addCredits(db, { userId, amount: 10, purpose: 'purchase', reference: 'bench' });
  await addTenderDocument(db, { tenderId, ownerId: userId, origin: 'uploaded', fileName: 'invitation.pdf', sha256 });
  const [tender] = await db
    .select()
    .from(tenders)
    .where(sql`${tenders.id} = ${tenderId}`);
  const started = performance.now();
  const outcome = await unlockFor(db, userId, tender!, (input) => spendCredits(db, { userId, ...input }));
  if (!outcome.ok) throw new Error(`The unlock was refused: ${outcome.message}`);
  const reports = await waitFor('Both reports', async () => {
    const rows = await listReports(db, userId, tenderId);
    const failed = rows.find((row) => row.status === 'failed');
    if (failed) throw new Error(`The ${failed.kind} failed: ${failed.error}`);
    return rows.length === 2 && rows.every((row) => row.status === 'generated') ? rows : null;
  });
  const ms = performance.now() - started;
  const cited = await queryRows<{ quote: string; text: string | null }>(
    db,
    sql`select c.quote, p.text
        from app.analysis_citations c
        join app.analysis_claims k on k.id = c.claim_id
        join app.analysis_reports r on r.id = k.report_id
        join app.tender_documents d on d.id = c.document_id
        left join app.document_pages p on p.sha256 = d.sha256 and p.page = c.page
        where r.user_id = ${userId}`,
  );
  return {
    ms,
    claims: reports.reduce((sum, report) => sum + (report.stats.claims ?? 0), 0),
    citations: cited.length,
    failed: cited.filter((row) => row.text === null || !verifyQuote(row.text, row.quote)).length,
  };
}

function report(label: string, results: Run[], target: string) {
  const last = results[results.length - 1]!;
  const failed = results.reduce((sum, run) => sum + run.failed, 0);
  console.info(
    `${label} ${seconds(median(results.map((run) => run.ms)))}: unlock to both reports for ${pageCount} pages, median of ${runs} ` +
      `(${results.map((run) => seconds(run.ms)).join(', ')}); ${last.claims} claims, ${last.citations} citations, ` +
      `${failed} failing verification${target}`,
  );
}

try {
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  const [tender] = await db.select({ id: tenders.id }).from(tenders).limit(1);
  const tenderId = tender!.id;
  const pdf = await longTenderPack(pageCount);
  const { file } = await storeFile(db, pdf, 'application/pdf');
  const readStarted = performance.now();
  await queueReading(db, { sha256: file.sha256, fileName: 'invitation.pdf', languageHint: 'en' }, null);
  await waitFor('Reading the pack', async () => {
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select text_status as status from app.document_files where sha256 = ${file.sha256}`,
    );
    if (row?.status === 'failed') throw new Error('The pack could not be read');
    return row?.status === 'ready' ? true : null;
  });
  console.info(
    `Pack          ${pageCount} pages (${(pdf.length / 1024).toFixed(0)} KB) read in ${seconds(performance.now() - readStarted)}`,
  );

  const extractive: Run[] = [];
  for (let run = 0; run < runs; run++) extractive.push(await unlockOnce(tenderId, file.sha256));
  report('Extractive   ', extractive, '; target ≤ 5 s');

  engine.current = { model: languageModelOf({ baseURL: model.baseURL, apiKey: model.apiKey, model: 'test-model' }) };
  const modelled: Run[] = [];
  for (let run = 0; run < runs; run++) modelled.push(await unlockOnce(tenderId, file.sha256));
  report('Test model   ', modelled, ` (a local OpenAI-compatible server that answers at once: the app's own cost)`);
} finally {
  await worker.stop();
  await closeDb();
  await model.close();
  await http.close();
  unmount();
  rmSync(dataDir, { recursive: true, force: true });
}
