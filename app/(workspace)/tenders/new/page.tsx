// Add a tender: a private tender of the signed-in user, saved by the tender form's server action.
import { PageHeader } from '@/components/layout/page-header';
import { TenderForm } from '@/components/tenders/form/tender-form';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { createTenderAction } from './actions';
import { tenderFormOptions, emptyTenderForm } from '@/lib/tenders/schema';

export const metadata = pageMetadata({
  title: 'Add a tender',
  description: 'Add a tender you found elsewhere: private to you, and searchable with all the others.',
  path: '/tenders/new',
});

export default async function NewTenderPage() {
  await requireUserOrLogin();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader
        title="Add a tender"
        lead="A tender you add is private: only you can see it, in search and on its own page."
      />
      <TenderForm
        action={createTenderAction}
        initial={emptyTenderForm}
        initialCpv={[]}
        options={tenderFormOptions()}
        submitLabel="Save tender"
        cancelHref="/tenders"
      />
    </div>
  );
}
