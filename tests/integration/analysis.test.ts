// AI analysis in the extractive mode (no model configured) end to end on a real database: a pack of two PDFs is
// uploaded and read, the analysis is unlocked with credits once, both reports are made by the worker, every
// citation verifies on its page, ≥ 80 % of the pack's known requirements are found on the right page, the viewer
// marks a citation's quote, the user's statuses survive a regeneration (which is free), exports, the chat, refunds
// of failed generation, and 100 concurrent unlocks with credits for one.
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { and, eq, sql } from 'drizzle-orm';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  as,
  cookieOf,
  newSession,
  readAnswer,
  settle,
  startAnalysisEnvironment,
  upload,
  type AnalysisEnvironment,
} from '../support/analysis';
import { textPdf } from '../fixtures/document-files';
import { runInRequestScope } from '../support/next-request-scope';
import { peerHeader } from '@/lib/http/request-stamp';
import { packDates, packQuestions, packRequirements, tenderPack } from '../fixtures/tender-pack';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let context: AnalysisEnvironment;
let db: AnalysisEnvironment['db'];
let schema: typeof import('@/lib/db');
let analysis: typeof import('@/lib/analysis');
let billing: typeof import('@/lib/billing');
let documents: typeof import('@/lib/documents');
let ai: typeof import('@/lib/ai');
let chatRoute: typeof import('@/app/api/tenders/[id]/analysis/chat/route');
let owner: Session;
let tenderId: string;
let emptyTenderId: string;
const documentIds: Record<'invitation' | 'conditions', string> = { invitation: '', conditions: '' };

async function tenderRow(id: string) {
  return (await db.select().from(schema.tenders).where(eq(schema.tenders.id, id)))[0]!;
}

async function userIdOf(session: Session): Promise<string> {
  return session.user.id;
}

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await schema.queryRows<{ total: number | string | null }>(
    db,
    sql`select coalesce(sum(delta), 0) as total from app.credit_ledger where user_id = ${userId}`,
  );
  return schema.toNumber(row?.total);
}

async function view(user: Session, id = tenderId) {
  return (await as(context, user, async () => analysis.getAnalysisView(await tenderRow(id))))!;
}

/** Every page text of the tender's documents, by "documentId:page". */
async function pageTexts(): Promise<Map<string, string>> {
  const rows = await schema.queryRows<{ id: string; page: number; text: string }>(
    db,
    sql`select d.id, p.page, p.text from app.tender_documents d join app.document_pages p on p.sha256 = d.sha256 where d.tender_id = ${tenderId}`,
  );
  return new Map(rows.map((row) => [`${row.id}:${row.page}`, row.text]));
}

async function ask(user: Session, question: string, clientId = randomUUID(), id = tenderId) {
  const request = new Request(`${context.env.http.origin}/api/tenders/${id}/analysis/chat`, {
    method: 'POST',
    headers: { cookie: cookieOf(context, user), 'content-type': 'application/json' },
    body: JSON.stringify({ question, clientId }),
  });
  return runInRequestScope(request, () => chatRoute.POST(request, { params: Promise.resolve({ id }) }));
}

beforeAll(async () => {
  context = await startAnalysisEnvironment();
  db = context.db;
  schema = await import('@/lib/db');
  analysis = await import('@/lib/analysis');
  billing = await import('@/lib/billing');
  documents = await import('@/lib/documents');
  ai = await import('@/lib/ai');
  chatRoute = await import('@/app/api/tenders/[id]/analysis/chat/route');
  // The term base the chat reads questions through, written as a server writes it when it starts (lib/start).
  await (await import('@/lib/terms')).syncTermBase(db);
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(
    db,
    await expandInputs([
      'lib/ingest/samples/ted-real-notices/00017101-2025.xml',
      'lib/ingest/samples/ted-real-notices/00043489-2024.xml',
    ]),
  );
  const rows = await db.select({ id: schema.tenders.id }).from(schema.tenders).orderBy(schema.tenders.id).limit(2);
  tenderId = rows[0]!.id;
  emptyTenderId = rows[1]!.id;
  owner = await newSession(context, 'analysis-owner');
  const pack = await tenderPack();
  documentIds.invitation = await upload(context, owner, tenderId, 'invitation.pdf', pack.invitation);
  documentIds.conditions = await upload(context, owner, tenderId, 'bedingungen.pdf', pack.conditions);
  await settle(db);
}, 180_000);

afterAll(async () => {
  await context?.close();
});

describe('unlocking', () => {
  it('refuses a tender without readable documents before charging anything', async () => {
    const before = await as(context, owner, () => billing.getMyCredits());
    const result = await as(context, owner, () => analysis.unlockAnalysis(emptyTenderId));
    expect(result).toMatchObject({ ok: false, code: 'no_documents' });
    expect(await as(context, owner, () => billing.getMyCredits())).toBe(before);
    expect((await view(owner, emptyTenderId)).unlock.state).toBe('locked');
  });

  it('shows the cost before spending, charges it once, and a replayed unlock is not charged again', async () => {
    const locked = await view(owner);
    expect(locked).toMatchObject({ unlock: { state: 'locked' }, cost: billing.creditCosts.analysisUnlock });
    expect(locked.balance).toBe(billing.plans.free.monthlyCredits);
    expect(locked.summary).toBeNull();

    const results = await Promise.all(
      Array.from({ length: 3 }, () => as(context, owner, () => analysis.unlockAnalysis(tenderId))),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.data.charged)).toHaveLength(1);
    expect(await as(context, owner, () => analysis.unlockAnalysis(tenderId))).toEqual({
      ok: true,
      data: { charged: false },
    });
    const userId = await userIdOf(owner);
    const balance = await billing.getBalance(db, userId);
    expect(balance).toBe(billing.plans.free.monthlyCredits - billing.creditCosts.analysisUnlock);
    expect(await ledgerSum(userId)).toBe(balance);
  });
});

describe('the reports, made extractively', () => {
  beforeAll(async () => {
    await settle(db);
  });

  it('makes both reports, says they are extractive, and every citation verifies on its page', async () => {
    const shown = await view(owner);
    expect(shown.mode).toEqual({
      kind: 'extractive',
      name: 'document analysis',
      label: 'Extractive: quoted from the documents, no AI model configured',
      modelName: null,
      withModel: expect.stringContaining('With an AI model configured'),
    });
    expect(shown.summary).toMatchObject({ status: 'generated', mode: 'extractive', stale: false });
    expect(shown.compliance).toMatchObject({ status: 'generated', mode: 'extractive' });
    const texts = await pageTexts();
    const citations = [
      ...shown.summary!.sections.flatMap((section) => section.claims.flatMap((claim) => claim.citations)),
      ...shown.compliance!.requirements.flatMap((requirement) => requirement.citations),
    ];
    expect(citations.length).toBeGreaterThan(50);
    const failing = citations.filter(
      (citation) => !ai.verifyQuote(texts.get(`${citation.documentId}:${citation.page}`) ?? '', citation.quote),
    );
    expect(failing).toEqual([]);
    // No claim is shown as cited without a citation.
    for (const section of shown.summary!.sections) {
      for (const claim of section.claims)
        if (claim.status === 'cited') expect(claim.citations.length).toBeGreaterThan(0);
    }
  });

  it('finds at least 80 % of the pack’s known requirements, in English and German, on the right page', async () => {
    const { requirements } = (await view(owner)).compliance!;
    const found = packRequirements.filter((expected) =>
      requirements.some((row) =>
        row.citations.some(
          (citation) =>
            citation.documentId === documentIds[expected.document] &&
            citation.page === expected.page &&
            ai.foldText(citation.quote).includes(ai.foldText(expected.words)),
        ),
      ),
    );
    expect(packRequirements.length).toBeGreaterThanOrEqual(20);
    expect(found.length / packRequirements.length).toBeGreaterThanOrEqual(0.8);
    for (const language of ['en', 'de'] as const) {
      const all = packRequirements.filter((requirement) => requirement.language === language);
      expect(
        found.filter((requirement) => requirement.language === language).length / all.length,
      ).toBeGreaterThanOrEqual(0.8);
    }
    const categories = new Set(found.map((requirement) => requirement.category));
    expect(categories.size).toBe(6);
  });

  it('gives every date of the timetable with what it is for', async () => {
    const dates = (await view(owner)).summary!.sections.find((section) => section.section === 'dates')!.claims;
    for (const [kind, date] of Object.entries(packDates)) {
      expect(
        dates.some((claim) => claim.data.kind === kind && claim.data.date === date && claim.status === 'cited'),
      ).toBe(true);
    }
  });

  it('lists weighted award criteria, contract terms, risks with reasons and questions for the buyer', async () => {
    const sections = new Map((await view(owner)).summary!.sections.map((section) => [section.section, section.claims]));
    expect(sections.get('award')!.map((claim) => claim.text)).toEqual(
      expect.arrayContaining(['Price: 60 %', 'Quality of the cleaning concept: 30 %', 'Environmental measures: 10 %']),
    );
    expect(sections.get('contract')!.some((claim) => claim.data.topic === 'penalty')).toBe(true);
    expect(sections.get('risks')!.map((claim) => claim.data.reason)).toEqual(
      expect.arrayContaining(['Unlimited liability', 'Termination without compensation']),
    );
    expect(sections.get('questions')!.some((claim) => claim.text.includes('as required'))).toBe(true);
    expect(sections.get('glance')!.some((claim) => claim.status === 'notice')).toBe(true);
  });

  it('opens a citation in the viewer with its quote marked on its page; a quote from elsewhere is not marked', async () => {
    const requirement = (await view(owner)).compliance!.requirements.find((row) =>
      row.text.includes('unlimited liability'),
    )!;
    const citation = requirement.citations[0]!;
    expect(citation.href).toBe(
      `/tenders/${tenderId}/documents/${citation.documentId}?page=8&quote=${encodeURIComponent(citation.quote).replace(/%20/g, '+')}#quote`,
    );
    const tender = await tenderRow(tenderId);
    const page = await as(context, owner, () =>
      documents.getDocumentPage(tender, citation.documentId, String(citation.page), null, citation.quote),
    );
    expect(page).toMatchObject({ page: 8, quote: { found: true } });
    expect(page!.text).toContain('\u0002The contractor shall bear unlimited liability');
    const elsewhere = await as(context, owner, () =>
      documents.getDocumentPage(tender, citation.documentId, '3', null, citation.quote),
    );
    expect(elsewhere).toMatchObject({ page: 3, quote: { found: false } });
    expect(elsewhere!.text).not.toContain('\u0002');
  });
});

describe('reading the analysis', () => {
  /** The statements of `statements` that change rows (CTEs that write included). */
  const writes = (statements: readonly string[]) =>
    statements.filter((statement) => /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(statement));

  it('renders the analyze page and answers its poll without writing, for a reader owed this month’s credits too', async () => {
    const { default: AnalyzePage } = await import('@/app/(workspace)/tenders/[tenderId]/analyze/page');
    const pollRoute = await import('@/app/api/tenders/[id]/analysis/route');
    const reader = await newSession(context, 'analysis-reader');
    for (const user of [owner, reader]) {
      const { statements } = await schema.recordStatements(async () => {
        await as(context, user, () =>
          AnalyzePage({ params: Promise.resolve({ tenderId }), searchParams: Promise.resolve({}) }),
        );
        const request = new Request(`${context.env.http.origin}/api/tenders/${tenderId}/analysis`, {
          headers: { cookie: cookieOf(context, user) },
        });
        const response = await runInRequestScope(request, () =>
          pollRoute.GET(request, { params: Promise.resolve({ id: tenderId }) }),
        );
        expect(response.status).toBe(200);
        const polled = (await response.json()) as { balance: number; unlock: { state: string } };
        if (user === reader)
          expect(polled).toMatchObject({ balance: billing.plans.free.monthlyCredits, unlock: { state: 'locked' } });
        else expect(polled.unlock.state).toBe('active');
      });
      // The page and the poll read the tender, the unlock, the documents, the reports and the balance.
      expect(statements.length).toBeGreaterThan(5);
      expect(writes(statements)).toEqual([]);
    }
    expect(await billing.getBalance(db, await userIdOf(reader))).toBe(0);
  });
});

describe('the compliance matrix', () => {
  it('keeps the user’s status and note, through a free regeneration when a document is added', async () => {
    const before = await view(owner);
    const row = before.compliance!.requirements.find((requirement) => requirement.text.includes('ISO 9001'))!;
    const saved = await as(context, owner, () =>
      analysis.saveComplianceMark({ tenderId, key: row.key, status: 'met', note: '=Certificate valid until 2028' }),
    );
    expect(saved.ok).toBe(true);
    const userId = await userIdOf(owner);
    const balance = await billing.getBalance(db, userId);

    const annex = await textPdf([
      ['Annex 3: Security', 'The contractor must vet every cleaner with a police clearance certificate.'],
    ]);
    await upload(context, owner, tenderId, 'annex.pdf', annex);
    await settle(db);
    const changed = await view(owner);
    expect(changed).toMatchObject({ refreshDue: true, busy: true, summary: { stale: true } });
    // The page asks for the reports again (a POST); its view and poll only read.
    expect(await as(context, owner, () => analysis.refreshReports(tenderId))).toEqual({
      ok: true,
      data: { queued: true },
    });
    await settle(db);
    const after = await view(owner);
    expect(after.compliance).toMatchObject({ status: 'generated', stale: false });
    expect(after.compliance!.requirements.some((requirement) => requirement.text.includes('police clearance'))).toBe(
      true,
    );
    expect(after.compliance!.requirements.find((requirement) => requirement.key === row.key)!.mark).toEqual({
      status: 'met',
      note: '=Certificate valid until 2028',
    });
    expect(await billing.getBalance(db, userId)).toBe(balance);
  });

  it('exports as CSV (formulas defused) and as markdown with quotes and links', async () => {
    // Asked from this machine, on a run without a configured site URL: links on the origin the browser used.
    const exportRequest = (file: string, stamp = true) =>
      new Request(`http://127.0.0.1:${context.env.http.port}/tenders/${tenderId}/analyze/${file}`, {
        headers: stamp ? { [peerHeader.name]: peerHeader.value('127.0.0.1') } : {},
      });
    const csv = await as(context, owner, () =>
      analysis.getAnalysisExport(tenderId, 'compliance.csv', exportRequest('compliance.csv')),
    );
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Requirement,Category,Type,Document,Page,Quote,Link,Status,Note');
    const iso = lines.find((line) => line.includes('ISO 9001'))!;
    expect(iso).toContain(',Met,');
    expect(iso.endsWith(",'=Certificate valid until 2028")).toBe(true);
    expect(iso).toContain(`http://127.0.0.1:${context.env.http.port}/tenders/${tenderId}/documents/`);

    const markdown = await as(context, owner, () =>
      analysis.getAnalysisExport(tenderId, 'analysis.md', exportRequest('analysis.md')),
    );
    expect(markdown.ok).toBe(true);
    if (!markdown.ok) return;
    expect(markdown.body).toContain('Extractive: quoted from the documents, no AI model configured.');
    expect(markdown.body).toContain('### Award criteria');
    expect(markdown.body).toContain('| # | Requirement | Category | Type | Source | Status | Note |');
    expect(markdown.body).toMatch(
      new RegExp(
        `\\[invitation\\.pdf, page 8\\]\\(http://127\\.0\\.0\\.1:${context.env.http.port}/tenders/[0-9a-f]+/documents/[0-9a-f-]{36}\\?page=8&quote=`,
      ),
    );
    expect(markdown.body).not.toContain('https://tenderscope.eu');
    // A request that is not this machine's chooses nothing by its Host: links go where this server is reached.
    const remote = await as(context, owner, () =>
      analysis.getAnalysisExport(tenderId, 'compliance.csv', exportRequest('compliance.csv', false)),
    );
    expect(remote.ok && remote.body).toContain(
      `http://localhost:${context.env.http.port}/tenders/${tenderId}/documents/`,
    );

    const stranger = await newSession(context, 'analysis-export-stranger');
    expect(
      await as(context, stranger, () =>
        analysis.getAnalysisExport(tenderId, 'compliance.csv', exportRequest('compliance.csv')),
      ),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe('the chat, extractively', () => {
  it('answers with the best-matching passage quoted, with a numbered citation, and charges the question', async () => {
    const userId = await userIdOf(owner);
    const balance = await billing.getBalance(db, userId);
    const { question, page, words } = packQuestions.answered[0]!;
    const response = await ask(owner, question);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const answer = await readAnswer(response);
    expect(answer.errors).toEqual([]);
    expect(answer.text.startsWith('Extractive: quoted from the documents, no AI model configured.')).toBe(true);
    expect(answer.text).toContain(words);
    expect(answer.text).toContain('[1]');
    expect(answer.citations[0]).toMatchObject({
      n: 1,
      page,
      documentId: documentIds.invitation,
      fileName: 'invitation.pdf',
    });
    expect(await billing.getBalance(db, userId)).toBe(balance - billing.creditCosts.chatQuestion);

    const history = await as(context, owner, async () => analysis.getChatHistory(await tenderRow(tenderId)));
    expect(history.slice(-2).map((message) => [message.role, message.status])).toEqual([
      ['user', 'generated'],
      ['assistant', 'generated'],
    ]);
    expect(history.at(-1)!.citations[0]).toMatchObject({ n: 1, page });
  });

  it('says the documents do not say when nothing supports an answer', async () => {
    const answer = await readAnswer(await ask(owner, packQuestions.unanswered));
    expect(answer.text).toContain('The documents do not say.');
    expect(answer.citations).toEqual([]);
  });

  it('refuses a replayed question, a locked tender, bad input, and the day’s questions past the allowance', async () => {
    const clientId = randomUUID();
    expect((await ask(owner, 'Which insurance cover is required?', clientId)).status).toBe(200);
    expect((await ask(owner, 'Which insurance cover is required?', clientId)).status).toBe(409);
    expect((await ask(owner, 'Anything?', randomUUID(), emptyTenderId)).status).toBe(403);
    expect((await ask(owner, '   ')).status).toBe(422);
    const { clearRateLimitOverrides, setRateLimitOverrides } = await import('@/lib/rate-limit');
    setRateLimitOverrides({ 'analysis.chat': { max: 1, windowSeconds: 86_400, bucketSeconds: 3600 } });
    try {
      const limited = await ask(owner, 'What penalty applies?');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      clearRateLimitOverrides();
    }
  });

  it('says so and links to /pricing when the credits run out', async () => {
    const userId = await userIdOf(owner);
    const balance = await billing.getBalance(db, userId);
    for (let i = 0; i < balance; i++) {
      await billing.spendCredits(db, { userId, amount: 1, purpose: 'chatbot', reference: `drain-${i}` });
    }
    const response = await ask(owner, 'What penalty applies?');
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_credits', pricing: '/pricing' } });
  });
});

describe('failed generation', () => {
  it('refunds the unlock and locks the analysis again; unlocking again is charged anew', async () => {
    const user = await newSession(context, 'analysis-refund');
    const pack = await tenderPack();
    await upload(context, user, emptyTenderId, 'invitation.pdf', pack.invitation);
    await settle(db);
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('The model endpoint is down.');
      },
    });
    context.engine.current = { model: { model: failing, name: 'down-model' } };
    try {
      expect((await as(context, user, () => analysis.unlockAnalysis(emptyTenderId))).ok).toBe(true);
      const userId = user.user.id;
      const charged = await billing.getBalance(db, userId);
      // The jobs fail and are retried after a back-off: run their last attempt now.
      await vi.waitFor(
        async () => {
          const jobs = await db
            .select()
            .from(schema.jobs)
            .where(and(eq(schema.jobs.ownerId, userId), eq(schema.jobs.status, 'pending')));
          expect(jobs.length).toBe(2);
          expect(jobs.every((job) => job.attempts === 1)).toBe(true);
        },
        { timeout: 30_000, interval: 100 },
      );
      await db
        .update(schema.jobs)
        .set({ attempts: 2, runAfter: new Date() })
        .where(and(eq(schema.jobs.ownerId, userId), eq(schema.jobs.status, 'pending')));
      await settle(db);
      const failed = await view(user, emptyTenderId);
      expect(failed.unlock.state).toBe('refunded');
      expect(failed.unlock.refundReason).toMatch(/could not be made/);
      expect(await billing.getBalance(db, userId)).toBe(charged + billing.creditCosts.analysisUnlock);
      expect(await ledgerSum(userId)).toBe(await billing.getBalance(db, userId));

      context.engine.current = { model: null };
      const again = await as(context, user, () => analysis.unlockAnalysis(emptyTenderId));
      expect(again).toEqual({ ok: true, data: { charged: true } });
      expect(await billing.getBalance(db, userId)).toBe(charged);
      await settle(db);
      expect((await view(user, emptyTenderId)).summary).toMatchObject({ status: 'generated', mode: 'extractive' });
    } finally {
      context.engine.current = { model: null };
    }
  });
});

/** `count` private tenders of a new user, each with a readable copy of the pack's invitation. */
async function tendersOfNewUser(count: number, credits: number) {
  const userId = randomUUID();
  await db.insert(schema.profiles).values({ userId });
  await billing.addCredits(db, { userId, amount: credits, purpose: 'purchase', reference: 'credits' });
  const [file] = await db
    .select({ sha256: schema.tenderDocuments.sha256 })
    .from(schema.tenderDocuments)
    .where(eq(schema.tenderDocuments.id, documentIds.invitation));
  const { searchVector: _vector, createdAt: _created, updatedAt: _updated, ...source } = await tenderRow(tenderId);
  const rows = Array.from({ length: count }, (_, index) => ({
    ...source,
    id: `${userId.slice(0, 6)}${String(index).padStart(10, '0')}`,
    procedureKey: `concurrent-${index}-${userId}`,
    ownerId: userId,
    visibility: 'private' as const,
    source: 'user' as const,
  }));
  await db.insert(schema.tenders).values(rows);
  await db.insert(schema.tenderDocuments).values(
    rows.map((row) => ({
      tenderId: row.id,
      ownerId: userId,
      origin: 'uploaded' as const,
      fileName: 'invitation.pdf',
      sha256: file!.sha256,
    })),
  );
  return { userId, tenders: await Promise.all(rows.map((row) => tenderRow(row.id))) };
}

describe('100 concurrent unlocks', () => {
  it('with credits for one: exactly one succeeds, the balance is 0 and the ledger sums to it', async () => {
    const { userId, tenders } = await tendersOfNewUser(100, billing.creditCosts.analysisUnlock);
    const outcomes = await Promise.all(
      tenders.map((tender) =>
        analysis.unlockFor(db, userId, tender, (input) => billing.spendCredits(db, { userId, ...input })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.code === 'insufficient_credits')).toHaveLength(99);
    expect(await billing.getBalance(db, userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    expect(await db.$count(schema.analysisUnlocks, eq(schema.analysisUnlocks.userId, userId))).toBe(1);
    await settle(db);
  });

  it('of one tender, replayed 20 times at once: charged once', async () => {
    const { userId, tenders } = await tendersOfNewUser(1, 10);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        analysis.unlockFor(db, userId, tenders[0]!, (input) => billing.spendCredits(db, { userId, ...input })),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.charged)).toHaveLength(1);
    expect(await billing.getBalance(db, userId)).toBe(10 - billing.creditCosts.analysisUnlock);
    expect(await ledgerSum(userId)).toBe(10 - billing.creditCosts.analysisUnlock);
    await settle(db);
  });
});
