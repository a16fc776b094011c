// Shared by the analysis tests: an auth and storage server over real HTTP, a jobs worker with the documents' and
// the reports' handlers, requests run as a signed-in user, uploads through the upload route, and the chat's UI
// message stream read back into its text and citations. Call startAnalysisEnvironment() before importing lib/*.
import type { Session } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { AnalysisEngine } from '@/lib/analysis';
import type { Database } from '@/lib/db';
import type { JobWorker } from '@/lib/jobs';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from './auth';
import { runInRequestScope } from './next-request-scope';
import { mountStorage } from '@/tests/fixtures/storage';

export interface AnalysisEnvironment {
  env: AuthEnvironment;
  db: Database;
  worker: JobWorker;
  cookieName: string;
  /** The engine the worker's report jobs use; tests switch it. */
  engine: { current: AnalysisEngine };
  close: () => Promise<void>;
}

export async function startAnalysisEnvironment(envVars: Record<string, string> = {}): Promise<AnalysisEnvironment> {
  const env = await startAuthEnvironment(envVars);
  const { unmount } = await mountStorage(env.http);
  const { getDb } = await import('@/lib/db');
  const db = await getDb();
  const { authCookieName } = await import('@/lib/auth/cookies');
  const { documentJobHandlers } = await import('@/lib/documents/jobs');
  const { analysisJobHandlers } = await import('@/lib/analysis/jobs');
  const { startWorker } = await import('@/lib/jobs');
  const engine = { current: { model: null } as AnalysisEngine };
  const worker = startWorker({
    db,
    handlers: { ...documentJobHandlers, ...analysisJobHandlers(() => engine.current) },
    pollIntervalMs: 50,
    concurrency: 2,
  });
  return {
    env,
    db,
    worker,
    cookieName: authCookieName,
    engine,
    close: async () => {
      await worker.stop();
      await env.close();
      unmount();
    },
  };
}

/** A signed-in user's session cookie header. */
export function cookieOf(context: AnalysisEnvironment, user: Session | null): string {
  return user ? `${context.cookieName}=${sessionCookieValue(user)}` : '';
}

/** Runs `fn` as a request of `user` (or a signed-out visitor). */
export async function as<T>(context: AnalysisEnvironment, user: Session | null, fn: () => Promise<T>): Promise<T> {
  let result!: T;
  await runInRequestScope(
    new Request(`${context.env.http.origin}/`, { headers: { cookie: cookieOf(context, user) } }),
    async () => {
      result = await fn();
      return new Response(null);
    },
  );
  return result;
}

/** Uploads a file to a tender through the upload route, as `user`; returns the document's id. */
export async function upload(
  context: AnalysisEnvironment,
  user: Session,
  tenderId: string,
  name: string,
  bytes: Uint8Array,
): Promise<string> {
  const route = await import('@/app/api/uploads/tender-documents/route');
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name));
  const request = new Request(`${context.env.http.origin}/api/uploads/tender-documents?tender=${tenderId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(context, user) },
  });
  const response = await runInRequestScope(request, () => route.POST(request));
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`upload of ${name} failed: ${response.status} ${body.error?.message}`);
  return body.id;
}

/** Waits until no job is left to run. */
export async function settle(db: Database, timeout = 180_000): Promise<void> {
  const { queryRows, toNumber } = await import('@/lib/db');
  await vi.waitFor(
    async () => {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from app.jobs where status in ('pending', 'running')`,
      );
      expect(toNumber(row?.n)).toBe(0);
    },
    { timeout, interval: 100 },
  );
}

export async function newSession(context: AnalysisEnvironment, label: string): Promise<Session> {
  return signUpSession(context.env.http.origin, label);
}

export interface StreamedAnswer {
  text: string;
  citations: { n: number; documentId: string; page: number; quote: string; href: string; fileName: string }[];
  errors: string[];
  /** Every chunk's type, in order. */
  types: string[];
}

/** Reads a UI message stream (server-sent events) into the answer's text, its last citations and any errors. */
export async function readAnswer(response: Response): Promise<StreamedAnswer> {
  const raw = await response.text();
  const answer: StreamedAnswer = { text: '', citations: [], errors: [], types: [] };
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const chunk = JSON.parse(line.slice(6)) as {
      type: string;
      delta?: string;
      data?: StreamedAnswer['citations'];
      errorText?: string;
    };
    answer.types.push(chunk.type);
    if (chunk.type === 'text-delta') answer.text += chunk.delta ?? '';
    if (chunk.type === 'data-citations') answer.citations = chunk.data ?? [];
    if (chunk.type === 'error') answer.errors.push(chunk.errorText ?? '');
  }
  return answer;
}
