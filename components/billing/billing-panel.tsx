// Settings → Billing: the plan, its renewal or end date, cancellation at period end, the Stripe portal, and the
// credit ledger as a readable history.
import Link from 'next/link';
import { BillingDate } from './billing-date';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import type { BillingOverview, LedgerEntry } from '@/lib/billing';
import { formatEuros } from '@/lib/billing/views';
import { BillingPortalButton, CancelAtPeriodEnd } from './subscription-controls';

type ChangeResult = { cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null };

export interface BillingPanelProps {
  overview: BillingOverview;
  cancelAction: FormAction<ChangeResult>;
  resumeAction: FormAction<ChangeResult>;
  portalAction: FormAction<never>;
}

const purposeLabels: Record<LedgerEntry['purpose'], string> = {
  grant: 'Plan credits',
  purchase: 'Credits bought',
  refund: 'Refund',
  analysis_unlock: 'Tender analysis',
  chatbot: 'Chat question',
};

export function purposeOf(entry: LedgerEntry): string {
  if (entry.purpose === 'grant' && entry.reference.startsWith('monthly:')) return 'Free monthly credits';
  return purposeLabels[entry.purpose];
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function statusLine(overview: BillingOverview) {
  const end = overview.currentPeriodEnd;
  if (overview.status === 'canceled') return <>Your subscription has ended; you are on the free plan.</>;
  if (!end || overview.plan.id === 'free') return <>Free plan: {overview.plan.monthlyCredits} credits every month.</>;
  if (overview.cancelAtPeriodEnd) {
    return (
      <span data-testid="plan-ends">
        Ends on <BillingDate date={end} />. You keep the plan until then, and your credits after.
      </span>
    );
  }
  return (
    <span data-testid="plan-renews">
      Renews on <BillingDate date={end} /> for {formatEuros(overview.plan.monthlyPriceCents)} plus VAT, with{' '}
      {overview.plan.monthlyCredits} new credits.
    </span>
  );
}

export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-fg">No credits have come in or gone out yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="credit-ledger">
        <caption className="sr-only">Credit history, newest first</caption>
        <thead>
          <tr className="border-b border-border">
            {['Date', 'Purpose', 'Tender', 'Amount', 'Balance'].map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`py-2 pr-4 font-semibold ${heading === 'Amount' || heading === 'Balance' ? 'text-right' : ''}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={entry.createdAt.toISOString()}>{dateTime.format(entry.createdAt)}</time>
              </td>
              <td className="py-2 pr-4">{purposeOf(entry)}</td>
              <td className="py-2 pr-4">
                {entry.tenderId ? (
                  <Link
                    href={`/tenders/${entry.tenderId}`}
                    prefetch={false}
                    className="text-accent underline underline-offset-4"
                  >
                    {entry.tenderTitle ?? 'A tender'}
                  </Link>
                ) : (
                  <span className="text-muted-fg">—</span>
                )}
              </td>
              <td
                className={`py-2 pr-4 text-right font-semibold tabular-nums ${entry.delta > 0 ? 'text-green-700 dark:text-green-400' : ''}`}
              >
                {entry.delta > 0 ? `+${entry.delta}` : `−${-entry.delta}`}
              </td>
              <td className="py-2 text-right tabular-nums">{entry.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BillingPanel({ overview, cancelAction, resumeAction, portalAction }: BillingPanelProps) {
  return (
    <div className="space-y-6" data-testid="billing">
      {overview.testMode ? (
        <p className="rounded-md border border-amber-600/40 bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          Test mode — no real payment: checkout and the portal are Stripe test pages.
        </p>
      ) : null}
      {overview.paymentFailed ? (
        <p
          role="alert"
          className="rounded-md border border-red-700/40 bg-red-100 px-3 py-2 text-sm text-red-950 dark:bg-red-950 dark:text-red-100"
        >
          Your last payment failed. Update your payment method below; Stripe will try again.
        </p>
      ) : null}
      <div>
        <p className="text-lg">
          <span className="font-semibold" data-testid="billing-plan">
            {overview.plan.name}
          </span>{' '}
          plan
          {overview.status && overview.status !== 'active' && overview.status !== 'canceled' ? (
            <span className="ml-2 rounded bg-muted-bg px-2 py-0.5 text-sm">{overview.status.replace('_', ' ')}</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted-fg">{statusLine(overview)}</p>
        <p className="mt-1 text-sm">
          Balance:{' '}
          <span className="font-semibold" data-testid="billing-balance">
            {overview.balance}
          </span>{' '}
          credits
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {overview.canCancel ? (
          <CancelAtPeriodEnd
            cancelAtPeriodEnd={overview.cancelAtPeriodEnd}
            cancelAction={cancelAction}
            resumeAction={resumeAction}
          />
        ) : null}
        {overview.hasBillingAccount ? <BillingPortalButton action={portalAction} /> : null}
        <ButtonLink href="/pricing" variant={overview.plan.id === 'free' ? 'primary' : 'ghost'}>
          {overview.plan.id === 'free' ? 'See plans' : 'Plans and credit packs'}
        </ButtonLink>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Credit history</h3>
        <LedgerTable entries={overview.ledger} />
      </div>
    </div>
  );
}
