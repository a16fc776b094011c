// /alerts/{id}: the tenders an alert found, most recent first, as the search lists them, with the lot that
// matched; those found since the last visit are marked new.
import type { Metadata } from 'next';
import { MarkSeen } from '@/components/alerts/mark-seen';
import { MatchList } from '@/components/alerts/match-list';
import { Pagination } from '@/components/content/pagination';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { getAlertPage } from '@/lib/alerts';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatCount } from '@/lib/tenders/views';
import { markAlertSeenAction } from '../actions';

export const metadata: Metadata = { ...pageMetadata({ title: 'Alert', path: '/alerts' }), robots: { index: false } };

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export default async function AlertPage({ params, searchParams }: PageProps<'/alerts/[alertId]'>) {
  await requireUserOrLogin();
  const { alertId } = await params;
  const { alert, matches, total, page, pageCount } = await getAlertPage(alertId, pageOf((await searchParams).page));
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader title={alert.name}>
        <ul className="mt-3 list-disc space-y-0.5 pl-5 text-muted-fg">
          {alert.filters.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink href={`/alerts/${alert.id}/edit`} size="sm" variant="secondary" prefetch={false}>
            Edit alert
          </ButtonLink>
          <ButtonLink href={alert.searchHref} size="sm" variant="secondary" prefetch={false}>
            Open as a search
          </ButtonLink>
          <ButtonLink href="/alerts" size="sm" variant="ghost">
            All alerts
          </ButtonLink>
        </div>
      </PageHeader>
      <h2 className="text-lg font-semibold" data-testid="alert-total">
        {total === 0
          ? 'No tenders found yet'
          : `${formatCount(total)} ${total === 1 ? 'tender' : 'tenders'} found${alert.newMatches > 0 ? `, ${formatCount(alert.newMatches)} new` : ''}`}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-muted-fg">
          New tenders are matched as they arrive{alert.paused ? ', once you resume the alert' : ''}. The preview on the
          edit page shows what the alert would have found over the last four weeks.
        </p>
      ) : (
        <MatchList matches={matches} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(n) => (n === 1 ? `/alerts/${alert.id}` : `/alerts/${alert.id}?page=${n}`)}
        labels={{ previous: 'Newer', next: 'Older' }}
      />
      <MarkSeen action={markAlertSeenAction} alertId={alert.id} />
    </section>
  );
}
