// Alerts with what they found since the user last looked at each, new matches first.
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import type { AlertsPanel } from '@/lib/dashboard';
import { formatCount } from '@/lib/tenders/views';
import { EmptyPanel } from './panel';

export function Alerts({ panel }: { panel: AlertsPanel }) {
  if (panel.total === 0) {
    return (
      <EmptyPanel
        action={
          <ButtonLink href="/alerts/new" size="sm" variant="secondary" prefetch={false}>
            Create an alert
          </ButtonLink>
        }
      >
        No alerts yet. An alert keeps a search and tells you, by email or here, when new tenders match it.
      </EmptyPanel>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-fg">
        {panel.newMatches > 0
          ? `${formatCount(panel.newMatches)} new ${panel.newMatches === 1 ? 'match' : 'matches'} since you last looked.`
          : 'No new matches since you last looked.'}
      </p>
      <ul className="mt-3 divide-y divide-border">
        {panel.alerts.map((alert) => (
          <li key={alert.id} className="flex items-baseline justify-between gap-3 py-2.5" data-testid="dashboard-alert">
            <Link
              href={`/alerts/${alert.id}`}
              prefetch={false}
              className="min-w-0 truncate font-medium text-accent underline-offset-4 hover:underline"
            >
              {alert.name}
            </Link>
            {alert.newMatches > 0 ? (
              <span className="shrink-0 rounded-full border border-green-700 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:border-green-400 dark:text-green-300">
                {formatCount(alert.newMatches)} new
              </span>
            ) : (
              <span className="shrink-0 text-xs text-muted-fg">{alert.paused ? 'Paused' : 'Nothing new'}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
