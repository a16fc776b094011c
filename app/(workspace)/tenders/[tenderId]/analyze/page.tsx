import { tenderOr404 } from '@/lib/tenders/pages';

export default async function TenderAnalyzePage({ params }: PageProps<'/tenders/[tenderId]/analyze'>) {
  return tenderOr404(params);
}
