// CPV suggestions as the `cpv_codes` job makes them: without a model by matching the profile's words (labelled
// extractive), with a model through the AI SDK's structured output against a local OpenAI-compatible server
// (labelled with the model), a failing model failing the job rather than passing matched words off as its answer,
// and the user accepting (into the company's CPV codes) or dropping (never suggested again) each suggestion.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decideCpvSuggestion, requestCpvSuggestions } from '@/lib/companies';
import { cpvCodesHandler, noProfileMessage } from '@/lib/companies/cpv-suggestions/job';
import type { ModelSettings } from '@/lib/companies/cpv-suggestions/model';
import { cpvSuggestions, getDb, jobs, profiles, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { enqueueJob, getJob, startWorker, type JobHandler, type JobWorker } from '@/lib/jobs';
import { startHttpServer, type TestHttpServer } from '../fixtures/http-server';

let db: Database;
let worker: JobWorker | null = null;

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
}, 120_000);

afterEach(async () => {
  await worker?.stop();
  worker = null;
});

function runWith(handler: JobHandler) {
  worker = startWorker({ db, handlers: { cpv_codes: handler }, pollIntervalMs: 50, concurrency: 1 });
}

async function newUser(values: Partial<typeof profiles.$inferInsert>): Promise<string> {
  const userId = randomUUID();
  await db.insert(profiles).values({ userId, userName: 'Test', ...values });
  return userId;
}

async function finished(jobId: string) {
  return vi.waitFor(
    async () => {
      const job = await getJob(db, jobId);
      expect(job?.status).toMatch(/^(generated|failed)$/);
      return job!;
    },
    { timeout: 30_000, interval: 50 },
  );
}

async function suggestionsOf(userId: string, status: 'suggested' | 'accepted' | 'dropped' = 'suggested') {
  return db
    .select({
      code: cpvSuggestions.code,
      reason: cpvSuggestions.reason,
      mode: cpvSuggestions.mode,
      model: cpvSuggestions.model,
    })
    .from(cpvSuggestions)
    .where(and(eq(cpvSuggestions.userId, userId), eq(cpvSuggestions.status, status)))
    .orderBy(asc(cpvSuggestions.id));
}

async function companyCodes(userId: string) {
  const [row] = await db.select({ cpvCodes: profiles.cpvCodes }).from(profiles).where(eq(profiles.userId, userId));
  return row!.cpvCodes;
}

describe('without a model', () => {
  it('suggests codes whose labels match the profile, labelled extractive, with the words each matched', async () => {
    runWith(cpvCodesHandler(null, 'en'));
    const userId = await newUser({
      companyName: 'Sparkle Facility Services Ltd',
      companyIndustry: 'Office cleaning',
      companyDescription: 'We clean offices and schools, and do window cleaning.',
    });
    const requested = await requestCpvSuggestions(userId);
    expect(requested.ok).toBe(true);
    const job = await finished((requested as { data: { jobId: string } }).data.jobId);
    expect(job).toMatchObject({ status: 'generated', progress: 100, ownerId: userId });
    const suggestions = await suggestionsOf(userId);
    expect(suggestions.length).toBeGreaterThan(2);
    expect(suggestions.every((s) => s.mode === 'extractive' && s.model === null)).toBe(true);
    expect(suggestions).toContainEqual({
      code: '90919200',
      reason: 'Matches “Office” and “cleaning” in your industry',
      mode: 'extractive',
      model: null,
    });
  });

  it('puts the codes of tenders the company won first, when a company of its name won some', async () => {
    runWith(cpvCodesHandler(null, 'en'));
    const userId = await newUser({ companyName: 'Kasandra Impex SRL', companyIndustry: 'Fuel distribution' });
    const { data } = (await requestCpvSuggestions(userId)) as { data: { jobId: string } };
    expect((await finished(data.jobId)).status).toBe('generated');
    const [first] = await suggestionsOf(userId);
    expect(first).toMatchObject({
      code: '09134220',
      reason: 'Your company won 3 tenders with this code (as KASANDRA IMPEX S.R.L.)',
    });
  });

  it('refuses to start without anything to go on', async () => {
    const userId = await newUser({});
    expect(await requestCpvSuggestions(userId)).toEqual({ ok: false, error: noProfileMessage });
    expect(await db.$count(jobs, eq(jobs.ownerId, userId))).toBe(0);
  });

  it('accepting adds the code to the company; dropping keeps it out of later runs', async () => {
    runWith(cpvCodesHandler(null, 'en'));
    const userId = await newUser({ companyName: 'Green Gardens', companyIndustry: 'Landscaping' });
    let { data } = (await requestCpvSuggestions(userId)) as { data: { jobId: string } };
    await finished(data.jobId);
    const [keep, drop] = await suggestionsOf(userId);
    expect(await decideCpvSuggestion(userId, keep!.code, true)).toEqual({
      ok: true,
      data: { code: keep!.code, accepted: true },
    });
    expect(await decideCpvSuggestion(userId, drop!.code, false)).toMatchObject({ ok: true });
    expect(await companyCodes(userId)).toEqual([keep!.code]);
    // Deciding twice, or on another user's suggestion, changes nothing.
    expect(await decideCpvSuggestion(userId, keep!.code, false)).toMatchObject({ ok: false });
    expect(await decideCpvSuggestion(randomUUID(), drop!.code, true)).toMatchObject({ ok: false });

    ({ data } = (await requestCpvSuggestions(userId)) as { data: { jobId: string } });
    await finished(data.jobId);
    const again = (await suggestionsOf(userId)).map((s) => s.code);
    expect(again).not.toContain(keep!.code);
    expect(again).not.toContain(drop!.code);
    expect((await suggestionsOf(userId, 'dropped')).map((s) => s.code)).toEqual([drop!.code]);
  });
});

describe('with a model', () => {
  let server: TestHttpServer;
  const bodies: Record<string, unknown>[] = [];
  let answer: () => Response = () => new Response('not set', { status: 500 });
  let settings: ModelSettings;

  beforeAll(async () => {
    server = await startHttpServer();
    server.route('/v1/chat/completions', async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    });
    settings = { baseUrl: `${server.origin}/v1`, apiKey: 'test-key', model: 'test-model' };
  });

  afterAll(async () => {
    await server?.close();
  });

  function completion(content: unknown): Response {
    return Response.json({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_800_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  it('asks for structured output and keeps the listed codes it answers, labelled with the model', async () => {
    answer = () =>
      completion({
        suggestions: [
          { code: '90911200', reason: 'The company cleans buildings.' },
          { code: '90911300-9', reason: 'It also cleans windows.' },
          { code: '99999999', reason: 'Made up.' },
          { code: '90919200', reason: 'Already the company’s code.' },
        ],
      });
    runWith(cpvCodesHandler(settings, 'en'));
    const userId = await newUser({
      companyName: 'Sparkle Ltd',
      companyIndustry: 'Building cleaning',
      cpvCodes: ['90919200'],
    });
    const { data } = (await requestCpvSuggestions(userId)) as { data: { jobId: string } };
    expect((await finished(data.jobId)).status).toBe('generated');

    const body = bodies.at(-1)!;
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'cpv_suggestions', schema: { type: 'object', required: ['suggestions'] } },
    });
    expect(JSON.stringify(body.messages)).toContain('Industry: Building cleaning');
    expect(JSON.stringify(body.messages)).toContain('Excluded codes: 90919200');
    expect(server.requests.at(-1)).toBe('POST /v1/chat/completions');

    expect(await suggestionsOf(userId)).toEqual([
      { code: '90911200', reason: 'The company cleans buildings.', mode: 'model', model: 'test-model' },
      { code: '90911300', reason: 'It also cleans windows.', mode: 'model', model: 'test-model' },
    ]);
  });

  it('fails the job when the model fails, and never offers matched words as its answer', async () => {
    answer = () => Response.json({ error: { message: 'overloaded' } }, { status: 503 });
    runWith(cpvCodesHandler(settings, 'en'));
    const userId = await newUser({ companyName: 'Sparkle Ltd', companyIndustry: 'Office cleaning' });
    const job = await enqueueJob(db, { kind: 'cpv_codes', ownerId: userId, maxAttempts: 1 });
    const done = await finished(job.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/overloaded|503|Service Unavailable/i);
    expect(await suggestionsOf(userId)).toEqual([]);
  });

  it('fails the job when the answer does not fit the schema', async () => {
    answer = () => completion({ codes: ['90911200'] });
    runWith(cpvCodesHandler(settings, 'en'));
    const userId = await newUser({ companyName: 'Sparkle Ltd', companyIndustry: 'Office cleaning' });
    const job = await enqueueJob(db, { kind: 'cpv_codes', ownerId: userId, maxAttempts: 1 });
    expect((await finished(job.id)).status).toBe('failed');
    expect(await suggestionsOf(userId)).toEqual([]);
  });
});
