// Both reports of a tender's analysis as markdown, rendered alone (no navbar, no footer) through the sanitising
// renderer: printable, and downloadable as a .md file.
import { FileDown } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PrintButton } from '@/components/analysis/print-button';
import { Markdown } from '@/components/content/markdown';
import { ButtonLink } from '@/components/ui/button-link';
import { getAnalysisMarkdown } from '@/lib/analysis';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getTender } from '@/lib/tenders';

type Props = PageProps<'/tenders/[tenderId]/analyze/analysis-markdown'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tender = await getTender((await params).tenderId, '/analyze/analysis-markdown');
  return { title: `Analysis: ${tender.title}`, robots: { index: false, follow: false } };
}

export default async function AnalysisMarkdownPage({ params }: Props) {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/analyze/analysis-markdown');
  const markdown = await getAnalysisMarkdown(tender);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0" data-testid="analysis-markdown">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Link
          href={`/tenders/${tender.id}/analyze`}
          prefetch={false}
          className="text-sm text-accent underline underline-offset-4"
        >
          Back to the analysis
        </Link>
        {markdown ? (
          <>
            <PrintButton />
            <ButtonLink
              href={`/tenders/${tender.id}/analyze/analysis.md`}
              prefetch={false}
              variant="secondary"
              size="sm"
            >
              <FileDown aria-hidden className="h-4 w-4" />
              Download .md
            </ButtonLink>
          </>
        ) : null}
      </div>
      {markdown ? (
        <Markdown className="analysis-print">{markdown}</Markdown>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Analysis: {tender.title}</h1>
          <p role="status" className="mt-4">
            There is no analysis to show yet.{' '}
            <Link href={`/tenders/${tender.id}/analyze`} className="text-accent underline underline-offset-4">
              Unlock it on the analysis page
            </Link>
            .
          </p>
        </>
      )}
    </main>
  );
}
