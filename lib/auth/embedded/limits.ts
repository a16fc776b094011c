// The embedded auth server's rate limits, answered as Supabase answers them: 429 with its error code and a
// Retry-After header.
import { clientIp } from '@/lib/http/client-ip';
import { enforce, RateLimitError, type RateLimitPurpose } from '@/lib/rate-limit';
import { AuthError } from './http';

/** The client a request counts for: its address (the app's own server actions forward their browser's). */
export function clientOf(request: Request): string {
  return `ip:${clientIp(request.headers) ?? 'unknown'}`;
}

/** Counts an attempt of `subject`; over the limit, throws the 429 with `message` and when to try again. */
export async function limitAttempt(
  purpose: RateLimitPurpose,
  subject: string,
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
  message: string,
): Promise<void> {
  try {
    await enforce(purpose, subject);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    throw new AuthError(
      429,
      code,
      `${message} ${error.message}`,
      {},
      { 'Retry-After': String(error.retryAfterSeconds) },
    );
  }
}

/** Sign-ins and sign-ups of one client: Supabase's `sign_in_sign_ups` limit. */
export function limitClientSignIns(request: Request): Promise<void> {
  return limitAttempt(
    'auth.client',
    clientOf(request),
    'over_request_rate_limit',
    'Too many sign-in and sign-up attempts from this connection.',
  );
}

/** Emails one client asks for (recovery, confirmation), whichever addresses they go to. */
export function limitClientEmails(request: Request): Promise<void> {
  return limitAttempt(
    'auth.email.client',
    clientOf(request),
    'over_email_send_rate_limit',
    'Too many emails requested from this connection.',
  );
}
