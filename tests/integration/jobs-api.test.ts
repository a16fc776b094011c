// GET /api/jobs/{id}: a job's progress for its owner, with real sessions from the embedded auth server; 404 for
// anyone else, 401 signed out, 400 for an id that cannot be a job's.
import type { Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, profiles, type Database } from '@/lib/db';
import { enqueueJob, type JobRow } from '@/lib/jobs';
import { claimJob, failAttempt, writeProgress } from '@/lib/jobs/store';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let db: Database;
let env: AuthEnvironment;
let cookieName = '';
let owner: Session;
let stranger: Session;
let job: JobRow;

async function get(id: string, session?: Session) {
  const { GET } = await import('@/app/api/jobs/[id]/route');
  const headers: Record<string, string> = session ? { cookie: `${cookieName}=${sessionCookieValue(session)}` } : {};
  const request = new Request(`http://localhost/api/jobs/${encodeURIComponent(id)}`, { headers });
  return runInRequestScope(request, () => GET(request, { params: Promise.resolve({ id }) }));
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  db = await getDb();
  [owner, stranger] = [await signUpSession(env.http.origin, 'jobs'), await signUpSession(env.http.origin, 'jobs')];
  await db
    .insert(profiles)
    .values([{ userId: owner.user.id }, { userId: stranger.user.id }])
    .onConflictDoNothing();
  job = await enqueueJob(db, { kind: 'tender_files_processed', ownerId: owner.user.id, payload: { secret: 'x' } });
});

afterAll(async () => {
  await env.close();
});

describe('GET /api/jobs/{id}', () => {
  it("shows the owner the job's status and progress, never cached, without its payload", async () => {
    const claimed = (await claimJob(db, { workerId: 'w', kinds: ['tender_files_processed'], leaseMs: 60_000 }))!;
    await writeProgress(db, { id: job.id, workerId: 'w', attempts: claimed.attempts }, 40, 'Reading page 4 of 10');
    const response = await get(job.id, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      id: job.id,
      kind: 'tender_files_processed',
      status: 'running',
      progress: 40,
      message: 'Reading page 4 of 10',
      error: null,
      finishedAt: null,
    });
    expect(body).not.toHaveProperty('payload');

    await failAttempt(
      db,
      { id: job.id, workerId: 'w', attempts: claimed.attempts },
      {
        message: 'The file is encrypted.',
        permanent: true,
      },
    );
    expect(await (await get(job.id, owner)).json()).toMatchObject({
      status: 'failed',
      error: 'The file is encrypted.',
    });
  });

  it('answers 404 to anyone else and for an unknown job, 401 signed out, 400 for a malformed id', async () => {
    const theirs = await get(job.id, stranger);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: { code: 'job_not_found', message: `No job with id ${job.id}.` } });
    expect((await get('7d0c1a57-4c57-4a0e-9d3a-5a0b6bd0a001', owner)).status).toBe(404);
    const ownerless = await enqueueJob(db, { kind: 'cpv_codes' });
    expect((await get(ownerless.id, owner)).status).toBe(404);
    expect((await get(job.id)).status).toBe(401);
    const malformed = await get('1; drop table app.jobs', owner);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'invalid_job_id', parameter: 'id' } });
  });
});
