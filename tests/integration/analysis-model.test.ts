// AI analysis in the model mode, end to end against a local OpenAI-compatible server over real HTTP (structured
// output with a JSON schema, the chat streamed as server-sent events): the reports are made by the model through
// the Vercel AI SDK and every citation verifies; a model that invents a quote is sent back once, and the invented
// quote is never stored or shown; one that corrects itself when asked is believed; the chat streams to the
// AI SDK's own chat transport (what useChat uses) with numbered citations, or says the documents do not say.
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { readUIMessageStream } from 'ai';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatUIMessage } from '@/lib/analysis/views';
import {
  as,
  cookieOf,
  newSession,
  settle,
  startAnalysisEnvironment,
  upload,
  type AnalysisEnvironment,
} from '../support/analysis';
import { runInRequestScope } from '../support/next-request-scope';
import { inventedQuote, startOpenAiServer, type OpenAiServer } from '../fixtures/openai-compatible-server';
import { packQuestions, tenderPack } from '../fixtures/tender-pack';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let model: OpenAiServer;
let context: AnalysisEnvironment;
let db: AnalysisEnvironment['db'];
let schema: typeof import('@/lib/db');
let analysis: typeof import('@/lib/analysis');
let ai: typeof import('@/lib/ai');
let tenderId: string;

async function tenderRow(id = tenderId) {
  return (await db.select().from(schema.tenders).where(eq(schema.tenders.id, id)))[0]!;
}

async function view(user: Session) {
  return (await as(context, user, async () => analysis.getAnalysisView(await tenderRow())))!;
}

/** A user with the pack uploaded and the analysis unlocked, its reports made by the model in `mode`. */
async function analysedBy(mode: OpenAiServer['mode'], label: string): Promise<Session> {
  model.mode = mode;
  const user = await newSession(context, label);
  const pack = await tenderPack();
  await upload(context, user, tenderId, 'invitation.pdf', pack.invitation);
  await upload(context, user, tenderId, 'bedingungen.pdf', pack.conditions);
  await settle(db);
  const unlocked = await as(context, user, () => analysis.unlockAnalysis(tenderId));
  expect(unlocked).toEqual({ ok: true, data: { charged: true } });
  await settle(db);
  return user;
}

/** Every citation the user's reports store, with whether it verifies on its page. */
async function storedCitations(user: Session) {
  return schema.queryRows<{ quote: string; page: number; text: string | null }>(
    db,
    sql`select c.quote, c.page, p.text
        from app.analysis_citations c
        join app.analysis_claims k on k.id = c.claim_id
        join app.analysis_reports r on r.id = k.report_id
        join app.tender_documents d on d.id = c.document_id
        left join app.document_pages p on p.sha256 = d.sha256 and p.page = c.page
        where r.user_id = ${user.user.id}`,
  );
}

/** Asks through the AI SDK's chat transport over real HTTP, as useChat does, and reads the streamed message. */
async function ask(user: Session, question: string): Promise<ChatUIMessage> {
  const { chatTransport } = await import('@/lib/analysis/chat-transport');
  const transport = chatTransport(tenderId, {
    origin: context.env.http.origin,
    headers: { cookie: cookieOf(context, user) },
  });
  const stream = await transport.sendMessages({
    chatId: tenderId,
    trigger: 'submit-message',
    messageId: undefined,
    messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text: question }] }],
    abortSignal: undefined,
  });
  let last: ChatUIMessage | undefined;
  for await (const message of readUIMessageStream<ChatUIMessage>({ stream })) last = message;
  return last!;
}

function textOf(message: ChatUIMessage): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

function citationsOf(message: ChatUIMessage) {
  return message.parts.flatMap((part) => (part.type === 'data-citations' ? part.data : []));
}

beforeAll(async () => {
  model = await startOpenAiServer('faithful');
  context = await startAnalysisEnvironment({
    AI_BASE_URL: model.baseURL,
    AI_API_KEY: model.apiKey,
    AI_MODEL: 'test-model',
  });
  db = context.db;
  schema = await import('@/lib/db');
  analysis = await import('@/lib/analysis');
  ai = await import('@/lib/ai');
  context.engine.current = analysis.serverEngine();
  // The term base the chat reads questions through, written as a server writes it when it starts (lib/start).
  await (await import('@/lib/terms')).syncTermBase(db);
  const chatRoute = await import('@/app/api/tenders/[id]/analysis/chat/route');
  context.env.http.route('/api/tenders/', (request) => {
    const id = new URL(request.url).pathname.split('/')[3]!;
    return runInRequestScope(request, () => chatRoute.POST(request, { params: Promise.resolve({ id }) }));
  });
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  tenderId = (await db.select({ id: schema.tenders.id }).from(schema.tenders).limit(1))[0]!.id;
}, 180_000);

afterAll(async () => {
  await context?.close();
  await model?.close();
});

describe('reports made by a model', () => {
  it('asks the configured endpoint for structured output and stores claims whose every quote verifies', async () => {
    const before = model.requests.length;
    const user = await analysedBy('faithful', 'model-faithful');
    const shown = await view(user);
    expect(shown.mode).toMatchObject({ kind: 'model', modelName: 'test-model' });
    expect(shown.mode.label).toContain('every quote is checked against its page');
    expect(shown.summary).toMatchObject({ status: 'generated', mode: 'model', modelName: 'test-model' });
    expect(shown.compliance).toMatchObject({ status: 'generated', mode: 'model' });
    const calls = model.requests.slice(before);
    expect(calls.map((call) => call.schemaName).sort()).toEqual(['compliance_report', 'summary_report']);
    expect(calls.every((call) => call.schemaType === 'json_schema' && call.authorization === 'Bearer test-key')).toBe(
      true,
    );
    expect(calls.every((call) => call.model === 'test-model' && !call.stream)).toBe(true);

    const citations = await storedCitations(user);
    expect(citations.length).toBeGreaterThan(10);
    expect(citations.filter((citation) => !ai.verifyQuote(citation.text ?? '', citation.quote))).toEqual([]);
    expect(shown.compliance!.requirements.filter((row) => row.status === 'cited').length).toBeGreaterThan(10);
    // The model's statement of silence is kept as such; the notice's facts are marked as the notice's.
    const dates = shown.summary!.sections.find((section) => section.section === 'dates')!.claims;
    expect(dates.some((claim) => claim.status === 'silent')).toBe(true);
    const glance = shown.summary!.sections.find((section) => section.section === 'glance')!.claims;
    expect(glance.some((claim) => claim.status === 'notice')).toBe(true);
  });

  it('sends a claim with an invented quote back once, then marks it unverified: the quote is never stored or shown', async () => {
    const before = model.requests.length;
    const user = await analysedBy('invent', 'model-invent');
    const calls = model.requests.slice(before);
    // One correction request per report, no more.
    expect(calls.filter((call) => call.schemaName === 'corrections')).toHaveLength(2);
    const shown = await view(user);
    const claims = [
      ...shown.summary!.sections.flatMap((section) => section.claims),
      ...shown.compliance!.requirements.map((row) => ({ ...row, data: {} })),
    ];
    const unverified = claims.filter((claim) => claim.status === 'unverified');
    expect(unverified.length).toBe(2);
    expect(unverified.every((claim) => claim.citations.length === 0)).toBe(true);
    expect(JSON.stringify(shown)).not.toContain(inventedQuote);
    const citations = await storedCitations(user);
    expect(citations.some((citation) => citation.quote.includes('999,999'))).toBe(false);
    expect(citations.filter((citation) => !ai.verifyQuote(citation.text ?? '', citation.quote))).toEqual([]);
    const markdown = await as(context, user, () =>
      analysis.getAnalysisExport(tenderId, 'analysis.md', new Request(`${context.env.http.origin}/analysis.md`)),
    );
    expect(markdown.ok && markdown.body).toContain('unverified');
    expect(markdown.ok && markdown.body).not.toContain('999,999');
    expect(shown.summary!.stats).toMatchObject({ failed: 1 });
  });

  it('believes a model that quotes exactly once told what failed', async () => {
    const user = await analysedBy('fix-on-retry', 'model-fix');
    const shown = await view(user);
    expect(shown.summary!.stats).toMatchObject({ corrected: 1, failed: 0 });
    expect(shown.compliance!.stats).toMatchObject({ corrected: 1, failed: 0 });
    const claims = shown.summary!.sections.flatMap((section) => section.claims);
    expect(claims.filter((claim) => claim.status === 'unverified')).toEqual([]);
  });
});

describe('the chat with a model', () => {
  let user: Session;

  beforeAll(async () => {
    user = await analysedBy('faithful', 'model-chat');
  });

  it('streams an answer over HTTP to the AI SDK chat transport, with a numbered citation that verifies', async () => {
    model.mode = 'faithful';
    const before = model.requests.length;
    const { question, page } = packQuestions.answered[0]!;
    const message = await ask(user, question);
    expect(message.role).toBe('assistant');
    const text = textOf(message);
    expect(text).toContain('[1]');
    const [citation] = citationsOf(message);
    expect(citation).toMatchObject({ n: 1, page, fileName: 'invitation.pdf' });
    expect(citation!.href).toContain(`/documents/${citation!.documentId}?page=${page}&quote=`);
    const pages = await schema.queryRows<{ text: string }>(
      db,
      sql`select p.text from app.tender_documents d join app.document_pages p on p.sha256 = d.sha256 where d.id = ${citation!.documentId} and p.page = ${page}`,
    );
    expect(ai.verifyQuote(pages[0]!.text, citation!.quote)).toBe(true);
    const call = model.requests.slice(before)[0]!;
    expect(call).toMatchObject({ stream: true, schemaName: 'answer', schemaType: 'json_schema' });
  });

  it('drops an answer claim whose invented quote does not verify, even after asking again', async () => {
    model.mode = 'invent';
    const before = model.requests.length;
    const message = await ask(user, packQuestions.answered[1]!.question);
    const text = textOf(message);
    expect(text).not.toContain('999,999');
    expect(citationsOf(message).some((citation) => citation.quote.includes('999,999'))).toBe(false);
    expect(model.requests.slice(before).map((call) => call.schemaName)).toEqual(['answer', 'corrections']);
    const history = await as(context, user, async () => analysis.getChatHistory(await tenderRow()));
    expect(JSON.stringify(history)).not.toContain('999,999');
  });

  it('says the documents do not say when the model finds nothing to cite', async () => {
    model.mode = 'faithful';
    const message = await ask(user, packQuestions.unanswered);
    expect(textOf(message)).toContain('The documents do not say.');
    expect(citationsOf(message)).toEqual([]);
  });
});
