// The pipeline's outgoing webhook (issue 40) against a receiver over real HTTP: a stage move is delivered signed
// (the receiver verifies the signature), 5xx and network errors are retried with a growing delay, 4xx are not
// (408 and 429 are), a delivery is given up after the bound, and every attempt is visible in the delivery log.
// URLs pointing into a private network are refused unless a test allows its local server.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, jobs, pipelineEvents, profiles, tenders, webhookDeliveries, type Database } from '@/lib/db';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { claimJob } from '@/lib/jobs';
import {
  maxDeliveryAttempts,
  pipelineJobHandlers,
  queueChangeDeliveries,
  signatureHeader,
  verifySignature,
} from '@/lib/pipeline/jobs';
import { moveStageSchema } from '@/lib/pipeline/schema';
import { moveStage } from '@/lib/pipeline/store';
import {
  getWebhookSettings,
  retryDelay,
  rotateWebhookSecret,
  saveWebhookUrl,
  sendTestEvent,
  setWebhookEnabled,
  webhookUrlProblem,
} from '@/lib/pipeline/webhooks';
import { saveTender } from '@/lib/tenders/saved';
import { startHttpServer, type TestHttpServer } from '../fixtures/http-server';

const user = '00000000-0000-4000-8000-0000000c0c0c';
const samples = [...generateSamples({ count: 2, seed: 4041, today: new Date().toISOString().slice(0, 10) })];
const tenderIds = samples.map((sample) => sample.tender.id!);
const local = { allowPrivateHosts: true };
/** The time the handler attempts at: the time the test runs the due jobs at. */
let clock = new Date();
const handler = pipelineJobHandlers({ ...local, clock: () => clock }).webhook_delivery!;

let db: Database;
let server: TestHttpServer;
let secret: string;
/** What the receiver answers next, in order; 200 when the list is empty. */
const answers: number[] = [];
const received: { body: string; signature: string | null; event: string | null; valid: boolean }[] = [];

beforeAll(async () => {
  db = await getDb();
  await db.insert(profiles).values({ userId: user });
  await db.insert(tenders).values(samples.map((sample) => ({ ...sample.tender, visibility: 'public' as const })));
  for (const id of tenderIds) await saveTender(db, user, id);
  server = await startHttpServer();
  // A receiver that never answers (until the client hangs up).
  server.route(
    '/slow',
    (request) => new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(new Response(null)))),
  );
  server.route('/hook', async (request) => {
    const body = await request.text();
    const signature = request.headers.get(signatureHeader);
    received.push({
      body,
      signature,
      event: request.headers.get('tenderscope-event'),
      valid: verifySignature(secret, body, signature),
    });
    const status = answers.shift() ?? 200;
    return new Response(status < 300 ? 'ok' : 'no', { status });
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Runs every webhook job due at `now`, as a worker would; returns how many ran. */
async function runDueJobs(now: Date): Promise<number> {
  clock = now;
  let ran = 0;
  for (;;) {
    const job = await claimJob(db, { workerId: 'test', kinds: ['webhook_delivery'], leaseMs: 60_000, now });
    if (!job) return ran;
    await handler({ db, job, signal: new AbortController().signal, progress: async () => {} });
    await db.update(jobs).set({ status: 'generated', finishedAt: now }).where(eq(jobs.id, job.id));
    ran++;
  }
}

async function deliveriesOf(event: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, user), eq(webhookDeliveries.event, event)));
}

describe('the webhook URL', () => {
  it('refuses loopback, private and metadata addresses, credentials and other schemes', () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://0x7f.1/x',
      'https://localhost/x',
    ]) {
      expect(webhookUrlProblem(url), url).toMatch(/private or local network/);
    }
    expect(webhookUrlProblem('ftp://example.com/x')).toMatch(/https:\/\//);
    expect(webhookUrlProblem('https://user:pw@example.com/x')).toMatch(/user name and password/);
    expect(webhookUrlProblem('not a url')).toMatch(/full URL/);
    expect(webhookUrlProblem('http://example.com/x', { requireHttps: true })).toBe('The URL must use https://.');
    expect(webhookUrlProblem('https://example.com/x', { requireHttps: true })).toBeNull();
  });

  it('keeps a refused URL out of the database, with the reason on the field', async () => {
    const result = await saveWebhookUrl(db, user, 'http://192.168.1.1/hook');
    expect(result).toMatchObject({ ok: false, fieldErrors: { url: [expect.stringMatching(/private/)] } });
    expect((await getWebhookSettings(db, user)).webhook).toBeNull();
  });

  it('gives a new webhook a secret once; changing the URL keeps it, rotating makes a new one', async () => {
    const created = await saveWebhookUrl(db, user, `${server.origin}/hook`, local);
    expect(created.ok && created.data.secret).toMatch(/^whsec_/);
    const changed = await saveWebhookUrl(db, user, `${server.origin}/hook`, local);
    expect(changed).toEqual({ ok: true, data: { secret: null } });
    const rotated = await rotateWebhookSecret(db, user);
    expect(rotated.ok && rotated.data.secret).not.toBe(created.ok && created.data.secret);
    secret = rotated.ok ? rotated.data.secret : '';
    const settings = await getWebhookSettings(db, user);
    expect(settings.webhook).toMatchObject({ url: `${server.origin}/hook`, enabled: true });
    expect(JSON.stringify(settings)).not.toContain(secret);
  });
});

describe('deliveries', () => {
  it('delivers a stage move signed, and the receiver verifies the signature', async () => {
    const now = new Date();
    await moveStage(db, user, moveStageSchema.parse({ tenderId: tenderIds[0], stage: 'qualifying' }), now);
    expect(await runDueJobs(now)).toBe(1);
    const last = received.at(-1)!;
    expect(last.event).toBe('pipeline.stage_changed');
    expect(last.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(last.valid).toBe(true);
    expect(verifySignature('whsec_wrong', last.body, last.signature)).toBe(false);
    expect(verifySignature(secret, `${last.body} `, last.signature)).toBe(false);
    const body = JSON.parse(last.body) as { event: string; data: Record<string, unknown> };
    expect(body.event).toBe('pipeline.stage_changed');
    expect(body.data).toMatchObject({ tender: { id: tenderIds[0] }, from: 'watching', to: 'qualifying' });
    const [delivery] = await deliveriesOf('pipeline.stage_changed');
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
  });

  it('retries a 5xx later, with a growing delay, until delivered', async () => {
    answers.push(503, 502);
    const start = new Date();
    const sent = await sendTestEvent(db, user, start);
    expect(sent.ok).toBe(true);
    const id = sent.ok ? sent.data.id : '';
    const row = async () => (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

    expect(await runDueJobs(start)).toBe(1);
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(first.nextAttemptAt!.getTime() - start.getTime()).toBe(retryDelay(1));
    // Not due yet: nothing runs.
    expect(await runDueJobs(start)).toBe(0);

    const second = first.nextAttemptAt!;
    expect(await runDueJobs(second)).toBe(1);
    const again = await row();
    expect(again).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 502 });
    expect(again.nextAttemptAt!.getTime() - second.getTime()).toBe(retryDelay(2));
    expect(retryDelay(2)).toBe(2 * retryDelay(1));

    expect(await runDueJobs(again.nextAttemptAt!)).toBe(1);
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(received.slice(-3).every((request) => request.valid && request.event === 'ping')).toBe(true);
  });

  it('retries when nothing answers at the address (a network error)', async () => {
    const gone = await startHttpServer();
    const closedUrl = `${gone.origin}/hook`;
    await gone.close();
    await saveWebhookUrl(db, user, closedUrl, local);
    const sent = await sendTestEvent(db, user);
    await saveWebhookUrl(db, user, `${server.origin}/hook`, local);
    expect(await runDueJobs(new Date())).toBe(1);
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.ok ? sent.data.id : ''));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, url: closedUrl });
    expect(row!.lastError).toBeTruthy();
    // Out of the way of the next tests: given up by hand, its queued retry dropped.
    await db.update(webhookDeliveries).set({ status: 'given_up' }).where(eq(webhookDeliveries.id, row!.id));
    await db
      .update(jobs)
      .set({ status: 'generated' })
      .where(and(eq(jobs.status, 'pending'), sql`${jobs.payload}->>'deliveryId' = ${row!.id}`));
  });

  it('retries when the receiver does not answer within the time limit', async () => {
    await saveWebhookUrl(db, user, `${server.origin}/slow`, local);
    const sent = await sendTestEvent(db, user);
    await saveWebhookUrl(db, user, `${server.origin}/hook`, local);
    const job = await claimJob(db, { workerId: 'test', kinds: ['webhook_delivery'], leaseMs: 60_000 });
    const impatient = pipelineJobHandlers({ ...local, timeoutMs: 200 }).webhook_delivery!;
    await impatient({ db, job: job!, signal: new AbortController().signal, progress: async () => {} });
    await db.update(jobs).set({ status: 'generated' }).where(eq(jobs.id, job!.id));
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.ok ? sent.data.id : ''));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(row!.lastError).toBe('No answer within the time limit.');
    await db.update(webhookDeliveries).set({ status: 'given_up' }).where(eq(webhookDeliveries.id, row!.id));
    await db
      .update(jobs)
      .set({ status: 'generated' })
      .where(and(eq(jobs.status, 'pending'), sql`${jobs.payload}->>'deliveryId' = ${row!.id}`));
  });

  it('does not retry a 4xx, but retries 429', async () => {
    answers.push(404);
    const notFound = await sendTestEvent(db, user);
    await runDueJobs(new Date());
    const [gone] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, notFound.ok ? notFound.data.id : ''));
    expect(gone).toMatchObject({ status: 'given_up', attempts: 1, lastStatusCode: 404, nextAttemptAt: null });

    answers.push(429);
    const limited = await sendTestEvent(db, user);
    await runDueJobs(new Date());
    const [later] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, limited.ok ? limited.data.id : ''));
    expect(later).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 429 });
    await runDueJobs(later!.nextAttemptAt!);
  });

  it(`gives a delivery up after ${maxDeliveryAttempts} failed attempts, each visible in the log`, async () => {
    answers.push(...new Array<number>(maxDeliveryAttempts).fill(500));
    let now = new Date();
    const sent = await sendTestEvent(db, user, now);
    const id = sent.ok ? sent.data.id : '';
    const seen: number[] = [];
    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt++) {
      expect(await runDueJobs(now)).toBe(1);
      const log = await getWebhookSettings(db, user);
      const entry = log.deliveries.find((delivery) => delivery.id === id)!;
      seen.push(entry.attempts);
      expect(entry.lastStatusCode).toBe(500);
      expect(entry.lastError).toBe('The receiver answered HTTP 500.');
      if (attempt < maxDeliveryAttempts) {
        expect(entry.status).toBe('pending');
        now = new Date(entry.nextAttemptAt!);
      } else {
        expect(entry.status).toBe('given_up');
        expect(entry.nextAttemptAt).toBeNull();
      }
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    // Given up: no further job is queued.
    expect(await runDueJobs(new Date(now.getTime() + 365 * 86_400_000))).toBe(0);
  });

  it('sends nothing for a stage move while disabled, and the test event still goes', async () => {
    await setWebhookEnabled(db, user, false);
    const before = received.length;
    await moveStage(db, user, moveStageSchema.parse({ tenderId: tenderIds[1], stage: 'bidding' }));
    expect(await runDueJobs(new Date())).toBe(0);
    expect(received.length).toBe(before);
    await sendTestEvent(db, user);
    expect(await runDueJobs(new Date())).toBe(1);
    expect(received.length).toBe(before + 1);
    await setWebhookEnabled(db, user, true);
  });

  it('delivers the deadline changes the alerts run recorded, signed, with the old and the new deadline', async () => {
    const [event] = await db
      .insert(pipelineEvents)
      .values({
        userId: user,
        tenderId: tenderIds[1]!,
        kind: 'deadline',
        detail: { from: '2026-04-03T12:00:00+01:00', to: '2026-06-12T12:00:00+01:00', publicationNumber: '1-2026' },
      })
      .returning({ id: pipelineEvents.id });
    // A stage event among the ids is not a deadline change: not sent.
    const [stage] = await db
      .insert(pipelineEvents)
      .values({ userId: user, tenderId: tenderIds[1]!, kind: 'stage', fromStage: 'watching', toStage: 'bidding' })
      .returning({ id: pipelineEvents.id });
    expect(await queueChangeDeliveries(db, [event!.id, stage!.id])).toBe(1);
    expect(await runDueJobs(new Date())).toBe(1);
    const last = received.at(-1)!;
    expect(last).toMatchObject({ event: 'pipeline.deadline_changed', valid: true });
    expect(JSON.parse(last.body)).toMatchObject({
      event: 'pipeline.deadline_changed',
      data: {
        eventId: event!.id,
        tender: { id: tenderIds[1] },
        from: '2026-04-03T12:00:00+01:00',
        to: '2026-06-12T12:00:00+01:00',
        notice: '1-2026',
      },
    });
  });

  it('never connects to a private address when the test allowance is off', async () => {
    const sent = await sendTestEvent(db, user);
    const job = await claimJob(db, { workerId: 'test', kinds: ['webhook_delivery'], leaseMs: 60_000 });
    const strict = pipelineJobHandlers({}).webhook_delivery!;
    const before = received.length;
    await strict({ db, job: job!, signal: new AbortController().signal, progress: async () => {} });
    expect(received.length).toBe(before);
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.ok ? sent.data.id : ''));
    expect(row).toMatchObject({ status: 'given_up', attempts: 1 });
    expect(row!.lastError).toMatch(/private or local network/);
  });
});
