// /alerts/{id}/edit: change an alert's name, how often it mails, whether lots count, and its filters (changed on
// the search page, which comes back here with them); the preview shows what the changed alert would have sent.
import { AlertForm } from '@/components/alerts/alert-form';
import { FiltersProblem } from '@/components/alerts/filters-problem';
import { PageHeader } from '@/components/layout/page-header';
import { frequencyLabels, getAlertForEdit } from '@/lib/alerts';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { toSearchParams } from '@/lib/tenders/views';
import { previewAlertAction, updateAlertAction } from '../../actions';

export const metadata = { ...pageMetadata({ title: 'Edit alert', path: '/alerts' }), robots: { index: false } };

const frequencyOptions = (['instant', 'daily', 'weekly'] as const).map((value) => ({
  value,
  label: frequencyLabels[value],
}));

export default async function EditAlertPage({ params, searchParams }: PageProps<'/alerts/[alertId]/edit'>) {
  await requireUserOrLogin();
  const { alertId } = await params;
  const given = toSearchParams(await searchParams);
  const alert = await getAlertForEdit(alertId, given.size > 0 ? given : null);
  if ('ok' in alert) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <PageHeader title="Edit alert" />
        <FiltersProblem parameter={alert.parameter} message={alert.message} />
      </section>
    );
  }
  const search = new URLSearchParams(alert.params);
  search.set('alert', alert.id);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader title="Edit alert" lead={alert.name} />
      <AlertForm
        action={updateAlertAction.bind(null, alert.id)}
        previewAction={previewAlertAction}
        initial={{ name: alert.name, frequency: alert.frequency, matchLots: alert.matchLots, params: alert.params }}
        frequencyOptions={frequencyOptions}
        filters={alert.filters}
        changeFiltersHref={`/tenders?${search.toString()}`}
        preview={alert.preview}
        submitLabel="Save changes"
        cancelHref={`/alerts/${alert.id}`}
      />
    </section>
  );
}
