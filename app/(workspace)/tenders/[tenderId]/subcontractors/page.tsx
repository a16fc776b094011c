import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { tenderOr404 } from '@/lib/tenders/pages';

export default async function TenderSubcontractorsPage({ params }: PageProps<'/tenders/[tenderId]/subcontractors'>) {
  const tender = await tenderOr404(params, '/subcontractors');
  return (
    <NotAvailableYet
      title={`Subcontractors for: ${tender.title}`}
      lead="Companies that listed themselves as potential subcontractors for work like this."
      plans={['Matching companies by CPV and region, with their public contact details.']}
      links={[{ href: `/tenders/${tender.id}`, label: 'Back to the tender' }]}
    />
  );
}
