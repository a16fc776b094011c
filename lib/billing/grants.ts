// The month's free credits, given by a job rather than by a page: the running server queues it every quarter
// hour while some free user is still owed this month's grant (lib/start), and the job gives them all. Servers
// side by side queue one between them (deduplicated by month); a user the job has not reached yet gets theirs
// when they next spend.
import 'server-only';
import { z } from 'zod';
import { enqueueJob, PermanentJobError, type JobHandlers } from '@/lib/jobs';
import type { Database } from '@/lib/db';
import { grantMonth, grantMonthlyCredits, monthlyGrantDue } from './credits';

/** How often the server looks for users still owed this month's grant. */
export const grantCheckEveryMs = 15 * 60 * 1000;

/** The month a grant job gives (`2026-11`): the month it was queued in, even if it runs after midnight. */
const payloadSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

export const grantJobHandlers: JobHandlers = {
  credits_monthly_grant: async ({ db, job }) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`Bad payload: ${parsed.error.message}`);
    await grantMonthlyCredits(db, new Date(`${parsed.data.month}-01T00:00:00Z`));
  },
};

/** Queues the month's grant when some free user is still owed it; true when it did. */
export async function queueMonthlyGrant(db: Database, now = new Date()): Promise<boolean> {
  if (!(await monthlyGrantDue(db, now))) return false;
  const month = grantMonth(now);
  await enqueueJob(db, { kind: 'credits_monthly_grant', payload: { month }, dedupeKey: month, maxAttempts: 5 });
  return true;
}
