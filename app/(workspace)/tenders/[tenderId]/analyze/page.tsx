// A tender's analysis (signed in): the unlock with its cost, the reports' progress, and the tabs Summary ·
// Compliance · Chat; every statement links to the page and the words it came from.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AnalysisWorkspace } from '@/components/analysis/analysis-workspace';
import { PageHeader } from '@/components/layout/page-header';
import { Scorecard } from '@/components/scorecard/scorecard';
import { getAnalysisView, getChatHistory } from '@/lib/analysis';
import { loginPath } from '@/lib/auth/redirect-path';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getMyScorecard } from '@/lib/scorecard';
import { getTender } from '@/lib/tenders';
import { refreshReportsAction, retryReportsAction, saveComplianceMarkAction, unlockAnalysisAction } from './actions';

type Props = PageProps<'/tenders/[tenderId]/analyze'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tender = await getTender((await params).tenderId, '/analyze');
  return { title: `Analysis: ${tender.title}`, robots: { index: false, follow: false } };
}

export default async function TenderAnalyzePage({ params }: Props) {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/analyze');
  const [view, history, scorecard] = await Promise.all([
    getAnalysisView(tender),
    getChatHistory(tender),
    getMyScorecard(tender),
  ]);
  // Signed out between the two reads: back to the login, then here.
  if (!view) redirect(loginPath(`/tenders/${tender.id}/analyze`));
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title={`Analysis: ${tender.title}`}
        lead={`${view.mode.name.charAt(0).toUpperCase()}${view.mode.name.slice(1)}: a summary, a compliance matrix and a chat over this tender’s documents.`}
      />
      <AnalysisWorkspace
        initial={view}
        history={history}
        unlockAction={unlockAnalysisAction}
        retryAction={retryReportsAction}
        refreshAction={refreshReportsAction}
        saveMarkAction={saveComplianceMarkAction}
      />
      {scorecard ? <Scorecard card={scorecard} calendarHref={`/tenders/${tender.id}/calendar.ics`} /> : null}
    </article>
  );
}
