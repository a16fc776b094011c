// Credits at a glance: the plan, the balance, the last few changes to it, and where to get more.
import Link from 'next/link';
import { purposeOf } from '@/components/billing/billing-panel';
import { ButtonLink } from '@/components/ui/button-link';
import type { CreditSummary } from '@/lib/billing';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function Credits({ summary, costs }: { summary: CreditSummary; costs: { analysis: number; chat: number } }) {
  return (
    <div className="space-y-4">
      {summary.paymentFailed ? (
        <p
          role="alert"
          className="rounded-md border border-red-700/40 bg-red-100 px-3 py-2 text-sm text-red-950 dark:bg-red-950 dark:text-red-100"
        >
          Your last payment failed.{' '}
          <Link href="/settings#billing" prefetch={false} className="underline underline-offset-4">
            Update your payment method
          </Link>
          .
        </p>
      ) : null}
      <p>
        <span className="text-3xl font-bold tabular-nums" data-testid="dashboard-balance">
          {summary.balance}
        </span>{' '}
        <span className="text-muted-fg">credits</span>
      </p>
      <p className="text-sm text-muted-fg">
        {summary.plan.name} plan: {summary.plan.monthlyCredits} credits a month. An analysis costs {costs.analysis}, a
        chat question {costs.chat}.
      </p>
      {summary.recent.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">Recent use</h3>
          <ul className="mt-2 space-y-1.5 text-sm" data-testid="recent-credits">
            {summary.recent.map((entry) => (
              <li key={entry.id} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0">
                  <time dateTime={entry.createdAt.toISOString()} className="text-muted-fg">
                    {day.format(entry.createdAt)}
                  </time>{' '}
                  {purposeOf(entry)}
                  {entry.tenderTitle ? <span className="block truncate text-muted-fg">{entry.tenderTitle}</span> : null}
                </span>
                <span
                  className={`shrink-0 font-semibold tabular-nums ${entry.delta > 0 ? 'text-green-700 dark:text-green-400' : ''}`}
                >
                  {entry.delta > 0 ? `+${entry.delta}` : `−${-entry.delta}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ButtonLink href="/pricing" size="sm" variant="secondary" prefetch={false}>
          Get more credits
        </ButtonLink>
        <ButtonLink href="/settings#billing" size="sm" variant="ghost" prefetch={false}>
          Full history
        </ButtonLink>
      </div>
    </div>
  );
}
