import { tenderOr404 } from '@/lib/tenders/pages';

export default async function AnalysisMarkdownPage({ params }: PageProps<'/tenders/[tenderId]/analyze/analysis-markdown'>) {
  return tenderOr404(params);
}
