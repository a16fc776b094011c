// /alerts/new?<search>: the search the user was on, as a new alert: its filters in words, a name, how often to
// mail, whether lots count, and what it would have sent over the last four weeks, before it is saved.
import { AlertForm } from '@/components/alerts/alert-form';
import { FiltersProblem } from '@/components/alerts/filters-problem';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { draftAlert, frequencyLabels } from '@/lib/alerts';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { toSearchParams } from '@/lib/tenders/views';
import { createAlertAction, previewAlertAction } from '../actions';

export const metadata = { ...pageMetadata({ title: 'New alert', path: '/alerts/new' }), robots: { index: false } };

const frequencyOptions = (['instant', 'daily', 'weekly'] as const).map((value) => ({
  value,
  label: frequencyLabels[value],
}));

export default async function NewAlertPage({ searchParams }: PageProps<'/alerts/new'>) {
  await requireUserOrLogin();
  const params = toSearchParams(await searchParams);
  const draft = await draftAlert(params);
  const lead = 'You get an email when new tenders match these filters. First, what they would have sent lately.';
  if (!draft.ok) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <PageHeader title="New alert" lead={lead} />
        <FiltersProblem parameter={draft.parameter} message={draft.message} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader title="New alert" lead={lead} />
      {draft.count >= draft.limit ? (
        <div role="status" className="mb-8 rounded-lg border border-border bg-muted-bg p-4">
          <p className="font-semibold">
            You have {draft.count} alerts, as many as your plan allows. Delete one to save this search.
          </p>
          <ButtonLink href="/alerts" variant="secondary" size="sm" className="mt-3">
            Your alerts
          </ButtonLink>
        </div>
      ) : null}
      <AlertForm
        action={createAlertAction}
        previewAction={previewAlertAction}
        initial={{ name: draft.suggestedName, frequency: 'daily', matchLots: true, params: draft.params }}
        frequencyOptions={frequencyOptions}
        filters={draft.filters}
        changeFiltersHref={draft.params ? `/tenders?${draft.params}` : '/tenders'}
        preview={draft.preview}
        submitLabel="Save alert"
        cancelHref={draft.params ? `/tenders?${draft.params}` : '/tenders'}
      />
    </section>
  );
}
