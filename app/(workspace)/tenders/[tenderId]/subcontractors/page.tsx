import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getTender } from '@/lib/tenders';

export default async function TenderSubcontractorsPage({ params }: PageProps<'/tenders/[tenderId]/subcontractors'>) {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/subcontractors');
  return (
    <NotAvailableYet
      title={`Subcontractors for: ${tender.title}`}
      lead="Companies that listed themselves as potential subcontractors for work like this."
      plans={['Matching companies by CPV and region, with their public contact details.']}
      links={[{ href: `/tenders/${tender.id}`, label: 'Back to the tender' }]}
    />
  );
}
