// The signed-in user's dashboard: saved tenders by deadline with what changed, recommended tenders, their own
// tenders; beside them the profile's next step, credits, analyses and alerts. Each panel streams in on its own.
import Link from 'next/link';
import { Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alerts } from '@/components/dashboard/alerts';
import { Analyses } from '@/components/dashboard/analyses';
import { Credits } from '@/components/dashboard/credits';
import { Panel, PanelSkeleton } from '@/components/dashboard/panel';
import { ProfileProgress } from '@/components/dashboard/profile-progress';
import { Recommendations } from '@/components/dashboard/recommendations';
import { SavedTenders } from '@/components/dashboard/saved-tenders';
import { PipelinePanel } from '@/components/pipeline/pipeline-panel';
import { TenderList } from '@/components/tenders/detail/tender-list';
import { serverAnalysisWording } from '@/lib/ai';
import { requireUserOrLogin } from '@/lib/auth/user';
import { creditCosts } from '@/lib/billing';
import {
  getAlertsPanel,
  getMyName,
  getMyCreditSummary,
  getProfileCompleteness,
  getRecommendations,
  getSavedByDeadline,
  listMyAnalyses,
} from '@/lib/dashboard';
import { getMyPipeline } from '@/lib/pipeline';
import { parsePipelineQuery, type PipelineQuery } from '@/lib/pipeline/views';
import { pageMetadata } from '@/lib/seo/metadata';
import { listOwnTenders, ownListLimit } from '@/lib/tenders';
import { acknowledgeChangesAction, moveTenderAction, updateCardAction } from './actions';

export const metadata = pageMetadata({
  title: 'Dashboard',
  description: 'Your saved tenders, analyses, alerts and credits in one place.',
  path: '/dashboard',
});

const linkClass = 'text-accent underline underline-offset-4';

async function PipelineSection({ query }: { query: PipelineQuery }) {
  const { items, total } = await getMyPipeline(query);
  return (
    <Panel id="pipeline" title="Pipeline">
      <PipelinePanel
        items={items}
        total={total}
        query={query}
        actions={{ move: moveTenderAction, update: updateCardAction, acknowledge: acknowledgeChangesAction }}
      />
    </Panel>
  );
}

async function SavedPanel() {
  const now = new Date();
  const tenders = await getSavedByDeadline(now);
  return (
    <Panel id="saved" title="Saved tenders by deadline">
      <SavedTenders tenders={tenders} now={now} />
    </Panel>
  );
}

async function RecommendedPanel() {
  const data = await getRecommendations();
  return (
    <Panel id="recommended" title="Recommended for you">
      <Recommendations data={data} />
    </Panel>
  );
}

async function OwnPanel() {
  const own = await listOwnTenders();
  return (
    <Panel id="own" title="My tenders" action={{ href: '/tenders/new', label: 'Add a tender' }}>
      {own.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-muted-fg">Tenders you added yourself. Only you can see them.</p>
          <TenderList tenders={own} now={new Date()} editable />
          {own.length === ownListLimit ? (
            <p className="mt-2 text-sm text-muted-fg">Showing your {ownListLimit} most recently changed tenders.</p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-fg">
          You have not added a tender yet.{' '}
          <Link href="/tenders/new" prefetch={false} className={linkClass}>
            Add one
          </Link>{' '}
          to keep a tender that is not on TED with the rest; only you can see it.
        </p>
      )}
    </Panel>
  );
}

async function ProfilePanel() {
  const progress = await getProfileCompleteness();
  return (
    <Panel id="profile" title="Your profile" action={{ href: '/settings', label: 'Settings' }}>
      <ProfileProgress progress={progress} />
    </Panel>
  );
}

async function CreditsPanel() {
  const summary = await getMyCreditSummary();
  if (!summary) return null;
  return (
    <Panel id="credits" title="Credits">
      <Credits summary={summary} costs={{ analysis: creditCosts.analysisUnlock, chat: creditCosts.chatQuestion }} />
    </Panel>
  );
}

async function AnalysesPanel() {
  const analyses = await listMyAnalyses();
  return (
    <Panel id="analyses" title="Analyses">
      <Analyses analyses={analyses} cost={creditCosts.analysisUnlock} actionLabel={serverAnalysisWording().action} />
    </Panel>
  );
}

async function AlertsPanel() {
  const panel = await getAlertsPanel();
  return (
    <Panel id="alerts" title="Alerts" action={panel.total > 0 ? { href: '/alerts', label: 'All alerts' } : undefined}>
      <Alerts panel={panel} />
    </Panel>
  );
}

export default async function DashboardPage({ searchParams }: PageProps<'/dashboard'>) {
  await requireUserOrLogin();
  const query = parsePipelineQuery(await searchParams);
  const userName = await getMyName();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Dashboard"
        lead={userName ? `Welcome back, ${userName}. Here is where your tenders stand.` : 'Where your tenders stand.'}
      />
      <div className="mb-6 scroll-mt-24" id="pipeline">
        <Suspense fallback={<PanelSkeleton id="pipeline" title="Pipeline" />}>
          <PipelineSection query={query} />
        </Suspense>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Suspense fallback={<PanelSkeleton id="saved" title="Saved tenders by deadline" />}>
            <SavedPanel />
          </Suspense>
          <Suspense fallback={<PanelSkeleton id="recommended" title="Recommended for you" />}>
            <RecommendedPanel />
          </Suspense>
          <Suspense fallback={<PanelSkeleton id="own" title="My tenders" rows={1} />}>
            <OwnPanel />
          </Suspense>
        </div>
        <div className="space-y-6">
          <Suspense fallback={<PanelSkeleton id="profile" title="Your profile" rows={2} />}>
            <ProfilePanel />
          </Suspense>
          <Suspense fallback={<PanelSkeleton id="credits" title="Credits" rows={2} />}>
            <CreditsPanel />
          </Suspense>
          <Suspense fallback={<PanelSkeleton id="analyses" title="Analyses" rows={2} />}>
            <AnalysesPanel />
          </Suspense>
          <Suspense fallback={<PanelSkeleton id="alerts" title="Alerts" rows={2} />}>
            <AlertsPanel />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
