// Edit or delete a tender of one's own; anyone else gets 404, as if it did not exist.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { DeleteTender } from '@/components/tenders/form/delete-tender';
import { TenderForm } from '@/components/tenders/form/tender-form';
import { cpvCodeLabels } from '@/lib/reference/pickers';
import { pageMetadata } from '@/lib/seo/metadata';
import { deleteTenderAction, updateTenderAction } from './actions';
import { tenderFormOptions } from '@/lib/tenders/schema';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getOwnTender, tenderFormFields } from '@/lib/tenders';

export async function generateMetadata({ params }: PageProps<'/tenders/[tenderId]/edit'>): Promise<Metadata> {
  await requireUserOrLogin();
  const tender = await getOwnTender((await params).tenderId);
  return pageMetadata({ title: `Edit: ${tender.title}`, path: `/tenders/${tender.id}/edit` });
}

export default async function EditTenderPage({ params }: PageProps<'/tenders/[tenderId]/edit'>) {
  await requireUserOrLogin();
  const tender = await getOwnTender((await params).tenderId);
  const fields = tenderFormFields(tender);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <PageHeader title="Edit tender" lead={tender.title} />
      <TenderForm
        action={updateTenderAction.bind(null, tender.id)}
        initial={fields}
        initialCpv={cpvCodeLabels(fields.cpvCodes)}
        options={tenderFormOptions()}
        submitLabel="Save changes"
        cancelHref={`/tenders/${tender.id}`}
      />
      <DeleteTender action={deleteTenderAction.bind(null, tender.id)} />
    </div>
  );
}
