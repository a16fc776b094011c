// The user's alerts: each with its filters in words, how often it mails, its new matches since last seen, and
// what can be done with it (see matches, change, pause or resume, turn mails on, delete).
import { BellOff, Pause } from 'lucide-react';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import type { AlertView } from '@/lib/alerts';
import { formatCount } from '@/lib/tenders/views';
import { ActionButton } from './action-button';

export interface AlertListActions {
  pause: FormAction<{ paused: boolean }>;
  emails: FormAction<{ enabled: boolean }>;
  remove: FormAction<never>;
}

const stateBadge =
  'inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold';

function AlertCard({ alert, actions }: { alert: AlertView; actions: AlertListActions }) {
  return (
    <li className="rounded-xl border border-border bg-card p-5" data-testid="alert-card">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Link href={`/alerts/${alert.id}`} prefetch={false} className="hover:text-accent-hover hover:underline">
            {alert.name}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-2">
          {alert.newMatches > 0 ? (
            <span className={`${stateBadge} border-green-700 text-green-800 dark:border-green-400 dark:text-green-300`}>
              {formatCount(alert.newMatches)} new
            </span>
          ) : null}
          {alert.paused ? (
            <span className={stateBadge}>
              <Pause aria-hidden className="h-3 w-3" /> Paused
            </span>
          ) : null}
          {!alert.emailsEnabled ? (
            <span className={stateBadge}>
              <BellOff aria-hidden className="h-3 w-3" /> No emails
            </span>
          ) : null}
        </div>
      </div>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-muted-fg">
        {alert.filters.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        {alert.emailsEnabled
          ? `Emails: ${alert.frequencyLabel.toLowerCase()}`
          : 'Emails off: new tenders show here only'}
        {' · '}
        {alert.matchLots ? 'lots count' : 'main CPV code only'}
        {' · '}
        {formatCount(alert.matches)} {alert.matches === 1 ? 'tender' : 'tenders'} found so far
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ButtonLink href={`/alerts/${alert.id}`} size="sm" prefetch={false}>
          See tenders<span className="sr-only"> of {alert.name}</span>
        </ButtonLink>
        <ButtonLink href={`/alerts/${alert.id}/edit`} size="sm" variant="secondary" prefetch={false}>
          Edit<span className="sr-only"> {alert.name}</span>
        </ButtonLink>
        <ActionButton
          action={actions.pause}
          fields={{ alertId: alert.id, paused: String(!alert.paused) }}
          label={alert.paused ? 'Resume' : 'Pause'}
          pendingLabel={alert.paused ? 'Resuming…' : 'Pausing…'}
          success={alert.paused ? 'Alert resumed' : 'Alert paused: it finds nothing until you resume it'}
          context={alert.name}
        />
        {!alert.emailsEnabled ? (
          <ActionButton
            action={actions.emails}
            fields={{ alertId: alert.id, enabled: 'true' }}
            label="Email me again"
            pendingLabel="Turning emails on…"
            success="Emails on again, for tenders found from now on"
            context={alert.name}
          />
        ) : null}
        <details className="group">
          <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-semibold text-red-700 hover:bg-muted-bg dark:text-red-300">
            Delete<span className="sr-only"> {alert.name}</span>
          </summary>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span>The alert and the tenders it found are removed.</span>
            <ActionButton
              action={actions.remove}
              fields={{ alertId: alert.id }}
              label="Delete for good"
              pendingLabel="Deleting…"
              variant="danger"
              context={alert.name}
            />
          </div>
        </details>
      </div>
    </li>
  );
}

export function AlertList({ alerts, actions }: { alerts: readonly AlertView[]; actions: AlertListActions }) {
  return (
    <ul className="space-y-4" data-testid="alert-list">
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} actions={actions} />
      ))}
    </ul>
  );
}
