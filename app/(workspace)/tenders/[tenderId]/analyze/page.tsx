import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getTender } from '@/lib/tenders';

export default async function TenderAnalyzePage({ params }: PageProps<'/tenders/[tenderId]/analyze'>) {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/analyze');
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
