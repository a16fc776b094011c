import { tenderOr404 } from '@/lib/tenders/pages';

export default async function TenderPage({ params }: PageProps<'/tenders/[tenderId]'>) {
  return tenderOr404(params);
}
