import { requireUserOrLogin } from '@/lib/auth/user';
import { getTender } from '@/lib/tenders';

export default async function AnalysisMarkdownPage({
  params,
}: PageProps<'/tenders/[tenderId]/analyze/analysis-markdown'>) {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/analyze/analysis-markdown');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{tender.title}</h1>
      <p role="status" className="mt-4">
        Not available yet: the analysis of this tender in Markdown will appear here once the analysis feature ships.
      </p>
    </main>
  );
}
