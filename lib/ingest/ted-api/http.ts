// HTTP with the manners a public API expects: a time limit per attempt, bounded retries with jittered
// exponential back-off on 5xx, timeouts and network errors, and on 429 the wait the server asks for.
import { setTimeout as sleep } from 'node:timers/promises';
import { TedUnavailableError } from './errors';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  /** Retry n waits a random time up to baseDelayMs × 2^(n-1) ("full jitter", so clients spread out). */
  readonly baseDelayMs: number;
  /** Upper bound of one wait, Retry-After included. */
  readonly maxDelayMs: number;
  /** Time limit of one attempt, reading the body included. */
  readonly timeoutMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
  timeoutMs: 60_000,
};

/** Waits `ms` between attempts; aborting `signal` ends the wait at once. */
export type Wait = (ms: number, signal?: AbortSignal) => Promise<unknown>;

const sleepFor: Wait = (ms, signal) => sleep(ms, undefined, { signal });

/** Thrown by a response reader for an answer worth asking again (e.g. a search that timed out on TED's side). */
export class RetryableResponseError extends Error {}

/** fetch() hides the useful part of a network error (ECONNREFUSED, ENOTFOUND) in `cause`. */
export function describeFetchError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer within the time limit';
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Network failures (TypeError from fetch or a cut body) and timeouts; anything else is a bug or a refusal. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    error instanceof RetryableResponseError ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function backoffMs(policy: RetryPolicy, retry: number): number {
  return Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
}

/**
 * Fetches `url` and hands a response that is neither 429 nor 5xx to `read`, retrying as the policy says.
 * `read` runs inside the attempt, so a body cut off or too slow is retried too. Throws TedUnavailableError
 * when the attempts run out, and whatever `read` throws for an answer not worth retrying. Aborting
 * `init.signal` stops at once, waits included.
 */
export async function requestWithRetry<T>(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  read: (response: Response) => Promise<T>,
  wait: Wait = sleepFor,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let problem: string;
    let waitMs: number;
    try {
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      const response = await fetch(url, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      if (response.status !== 429 && response.status < 500) return await read(response);
      await response.body?.cancel();
      problem = `HTTP ${response.status}`;
      const asked = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
      waitMs = asked === null ? backoffMs(policy, attempt) : Math.min(asked, policy.maxDelayMs);
    } catch (error) {
      if (init.signal?.aborted || !isTransient(error)) throw error;
      problem = describeFetchError(error);
      waitMs = backoffMs(policy, attempt);
    }
    if (attempt >= policy.maxAttempts) throw new TedUnavailableError(url, attempt, problem);
    await wait(waitMs, init.signal ?? undefined);
  }
}
