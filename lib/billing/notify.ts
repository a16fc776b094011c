// The email to a user whose renewal payment failed, sent by a job (the webhook only enqueues it, in the same
// transaction as the event): retried with back-off when the mail server is down, never sent twice per invoice.
import 'server-only';
import { z } from 'zod';
import { createAdminClient } from '@/lib/auth/admin';
import { embeddedSiteUrl } from '@/lib/config/embedded';
import { site } from '@/lib/config/public';
import { PermanentJobError, type JobHandlers } from '@/lib/jobs';
import { sendMail, type MailMessage } from '@/lib/mail';
import { isPlanId, plans } from './plans';

const payloadSchema = z.object({
  userId: z.uuid(),
  invoiceId: z.string(),
  amountDue: z.number().int().nonnegative(),
  currency: z.string(),
  planId: z.string().nullable(),
  nextPaymentAttempt: z.number().int().nullable(),
});

export type PaymentFailedPayload = z.infer<typeof payloadSchema>;

const longDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The message, from the job's payload. */
export function paymentFailedMail(to: string, payload: PaymentFailedPayload, origin: string): MailMessage {
  const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: payload.currency.toUpperCase() }).format(
    payload.amountDue / 100,
  );
  const plan = payload.planId && isPlanId(payload.planId) ? `${plans[payload.planId].name} plan` : 'subscription';
  const retry = payload.nextPaymentAttempt
    ? `We will try again on ${longDate(payload.nextPaymentAttempt)}.`
    : 'We will not try again by ourselves.';
  return {
    to,
    subject: `${site.siteName}: your payment of ${amount} failed`,
    text: [
      `We could not charge ${amount} for your ${site.siteName} ${plan}.`,
      retry,
      '',
      'Your plan stays active meanwhile. To keep it, update your payment method:',
      `${origin}/settings#billing`,
      '',
      `— ${site.siteName}`,
    ].join('\n'),
  };
}

export const billingJobHandlers: JobHandlers = {
  async billing_payment_failed_mail({ job }) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`Bad payload: ${parsed.error.message}`);
    const { data, error } = await createAdminClient().auth.admin.getUserById(parsed.data.userId);
    if (error && error.status !== 404) throw error;
    const email = data?.user?.email;
    if (!email) throw new PermanentJobError('The user has no email address (or no longer exists).');
    await sendMail(paymentFailedMail(email, parsed.data, embeddedSiteUrl()));
  },
};
