import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { tenderOr404 } from '@/lib/tenders/pages';

export default async function TenderAnalyzePage({ params }: PageProps<'/tenders/[tenderId]/analyze'>) {
  const tender = await tenderOr404(params, '/analyze');
  return (
    <NotAvailableYet
      title={`Analyse: ${tender.title}`}
      lead="AI summary and compliance reports of this tender's documents, and a chat that answers from them."
      plans={[
        'A summary report and a compliance report, each with its sources.',
        'Questions answered from the tender documents.',
      ]}
      links={[{ href: `/tenders/${tender.id}`, label: 'Back to the tender' }]}
    />
  );
}
