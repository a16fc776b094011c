// /alerts: the user's alerts with their new matches, and the changes to the tenders they saved.
import Link from 'next/link';
import { AlertList } from '@/components/alerts/alert-list';
import { WatchedTenders } from '@/components/alerts/watched-tenders';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { listAlerts, listWatchedTenders } from '@/lib/alerts';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  alertEmailsAction,
  deleteAlertAction,
  markChangesSeenAction,
  pauseAlertAction,
  watchEmailsAction,
} from './actions';

export const metadata = pageMetadata({
  title: 'Alerts',
  description: 'Email alerts for your saved searches, and the changes to the tenders you saved.',
  path: '/alerts',
});

export default async function AlertsPage() {
  await requireUserOrLogin();
  const [{ alerts, limit }, watched] = await Promise.all([listAlerts(), listWatchedTenders()]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader
        title="Alerts"
        lead="Searches you saved, mailed to you when new tenders match them; and what changed in the tenders you saved."
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-fg" data-testid="alert-count">
          {alerts.length} of {limit} alerts on your plan.
        </p>
        <ButtonLink href="/tenders" variant="secondary" size="sm">
          Search to create an alert
        </ButtonLink>
      </div>
      {alerts.length > 0 ? (
        <AlertList
          alerts={alerts}
          actions={{ pause: pauseAlertAction, emails: alertEmailsAction, remove: deleteAlertAction }}
        />
      ) : (
        <div className="rounded-xl border border-border bg-card p-6">
          <p className="font-semibold">No alerts yet.</p>
          <p className="mt-1 text-muted-fg">
            <Link href="/tenders" className="text-accent underline underline-offset-4">
              Search tenders
            </Link>
            , narrow the results to what you bid for, and choose “Create alert”: you see what it would have sent over
            the last four weeks before you save it.
          </p>
        </div>
      )}
      <WatchedTenders
        tenders={watched.tenders}
        emails={watched.emails}
        markSeen={markChangesSeenAction}
        setEmails={watchEmailsAction}
      />
    </section>
  );
}
