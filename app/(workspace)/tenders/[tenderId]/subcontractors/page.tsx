import { tenderOr404 } from '@/lib/tenders/pages';

export default async function TenderSubcontractorsPage({ params }: PageProps<'/tenders/[tenderId]/subcontractors'>) {
  return tenderOr404(params);
}
