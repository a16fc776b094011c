// When alert mails go out. Instant alerts mail after every matching run; daily digests at 07:00 UTC, weekly ones
// on Mondays at 07:00 UTC (before the working day in every EU time zone), sent by the first run at or after that
// hour with every match found before it that no mail has told of yet.
import type { AlertFrequency } from '@/lib/db';

export const digestHourUtc = 7;
/** 1 = Monday, as Date#getUTCDay counts. */
export const weeklyDigestDay = 1;

/** How often a running server queues a matching run, besides the one after every import. */
export const matchEveryMs = 15 * 60 * 1000;

const dayMs = 86_400_000;

/** The latest digest hour of this frequency at or before `now`; null for instant alerts (always due). */
export function digestDueSince(frequency: AlertFrequency, now: Date): Date | null {
  if (frequency === 'instant') return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), digestHourUtc);
  let due = today <= now.getTime() ? today : today - dayMs;
  if (frequency === 'weekly') {
    const daysSince = (new Date(due).getUTCDay() - weeklyDigestDay + 7) % 7;
    due -= daysSince * dayMs;
  }
  return new Date(due);
}
