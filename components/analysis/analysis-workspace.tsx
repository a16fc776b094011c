'use client';
// The analyze page's working area: the mode it runs in (said plainly), the unlock, the reports' progress while
// they are made, and the tabs Summary · Compliance · Chat. Polls the analysis while anything is being made or
// read, so reports appear without a reload and are made again when the documents change.
import { FileDown, Printer, RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { refreshAccount } from '@/components/account/account-state';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import type { AnalysisView, ChatMessageView, ReportState } from '@/lib/analysis/views';
import { ChatPanel } from './chat-panel';
import { ComplianceMatrix, type SaveMarkAction } from './compliance-matrix';
import { SummaryReport } from './summary-report';
import { UnlockPanel, type UnlockAction } from './unlock-panel';

const pollMs = 1500;
const tabs = [
  { id: 'summary', label: 'Summary' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'chat', label: 'Chat' },
] as const;
type Tab = (typeof tabs)[number]['id'];

const reportNames = { summary: 'Summary report', compliance: 'Compliance report' } as const;

function ReportStatus({ report, onRetry, retrying }: { report: ReportState; onRetry: () => void; retrying: boolean }) {
  const name = reportNames[report.kind];
  if (report.status === 'failed') {
    return (
      <div role="alert" className="text-sm">
        <p>
          <strong>{name}:</strong> {report.error ?? 'could not be made.'}
          {report.generatedAt ? ' The previous version is shown.' : ''}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {retrying ? 'Starting…' : 'Try again (free)'}
        </Button>
      </div>
    );
  }
  if (report.status === 'pending') {
    const percent = report.progress?.percent ?? 0;
    return (
      <div className="text-sm" data-testid={`progress-${report.kind}`}>
        <p>
          <strong>{name}:</strong> {report.generatedAt ? 'the documents changed, making it again (free). ' : ''}
          {report.progress?.message ?? 'Waiting to start'} {report.progress ? `· ${percent}%` : ''}
        </p>
        <progress
          className="mt-1 h-1.5 w-full accent-accent"
          max={100}
          value={percent}
          aria-label={`${name} progress`}
        />
      </div>
    );
  }
  return (
    <p className="text-sm text-muted-fg" data-testid={`ready-${report.kind}`}>
      <strong className="text-fg">{name}:</strong> ready
      {report.generatedAt
        ? `, made ${new Date(report.generatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`
        : ''}
      {report.mode === 'model' && report.stats.unverified
        ? ` · ${report.stats.unverified} claim${report.stats.unverified === 1 ? '' : 's'} unverified`
        : ''}
    </p>
  );
}

export function AnalysisWorkspace({
  initial,
  history,
  unlockAction,
  retryAction,
  refreshAction,
  saveMarkAction,
}: {
  initial: AnalysisView;
  history: ChatMessageView[];
  unlockAction: UnlockAction;
  retryAction: FormAction<{ queued: boolean }>;
  /** Makes missing or outdated reports again; the page reads, this writes. */
  refreshAction: FormAction<{ queued: boolean }>;
  saveMarkAction: SaveMarkAction;
}) {
  const [view, setView] = useState(initial);
  const [tab, setTab] = useState<Tab>('summary');
  const [retrying, setRetrying] = useState(false);
  const tabIds = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ summary: null, compliance: null, chat: null });
  const router = useRouter();

  const refresh = useCallback(async () => {
    const response = await fetch(`/api/tenders/${view.tenderId}/analysis`, { cache: 'no-store' });
    if (response.ok) setView((await response.json()) as AnalysisView);
  }, [view.tenderId]);

  useEffect(() => {
    if (!view.busy) return;
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [view.busy, refresh]);

  // Reports missing or made from other documents: asked for once, then the poll shows them being made.
  const refreshAsked = useRef(false);
  useEffect(() => {
    if (!view.refreshDue) {
      refreshAsked.current = false;
      return;
    }
    if (refreshAsked.current) return;
    refreshAsked.current = true;
    const form = new FormData();
    form.set('tenderId', view.tenderId);
    void refreshAction(null, form).then(() => refresh());
  }, [view.refreshDue, view.tenderId, refreshAction, refresh]);

  const onUnlocked = useCallback(() => {
    void refresh();
    void refreshAccount();
    // The router's copy of this page is the locked one: without this, coming back from a citation shows it.
    router.refresh();
  }, [refresh, router]);

  async function retry() {
    setRetrying(true);
    const form = new FormData();
    form.set('tenderId', view.tenderId);
    await retryAction(null, form);
    await refresh();
    setRetrying(false);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((item) => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const unlocked = view.unlock.state === 'active';
  return (
    <div className="mt-6">
      <div role="note" className="rounded-md border border-border bg-muted-bg px-3 py-2 text-sm">
        <p data-testid="analysis-mode" className="font-medium">
          {view.mode.label}
        </p>
        {view.mode.withModel ? (
          <p className="mt-1 text-muted-fg" data-testid="analysis-with-model">
            {view.mode.withModel}
          </p>
        ) : null}
      </div>
      {!unlocked ? (
        <div className="mt-6">
          <UnlockPanel view={view} unlockAction={unlockAction} onUnlocked={onUnlocked} />
        </div>
      ) : (
        <>
          <div className="mt-4 grid gap-3 sm:grid-cols-2" aria-live="polite" data-testid="report-progress">
            {view.summary ? <ReportStatus report={view.summary} onRetry={retry} retrying={retrying} /> : null}
            {view.compliance ? <ReportStatus report={view.compliance} onRetry={retry} retrying={retrying} /> : null}
          </div>
          {view.documents.reading > 0 ? (
            <p className="mt-2 text-sm text-muted-fg">
              {view.documents.reading} document{view.documents.reading === 1 ? ' is' : 's are'} still being read: the
              reports are made again once {view.documents.reading === 1 ? 'it is' : 'they are'} ready.
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink
              href={`/tenders/${view.tenderId}/analyze/analysis-markdown`}
              prefetch={false}
              variant="secondary"
              size="sm"
            >
              <Printer aria-hidden className="h-4 w-4" />
              Print view
            </ButtonLink>
            <ButtonLink
              href={`/tenders/${view.tenderId}/analyze/analysis.md`}
              prefetch={false}
              variant="secondary"
              size="sm"
            >
              <FileDown aria-hidden className="h-4 w-4" />
              Download .md
            </ButtonLink>
          </div>
          <div role="tablist" aria-label="Analysis" className="mt-6 flex gap-1 border-b border-border">
            {tabs.map((item) => (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[item.id] = element;
                }}
                type="button"
                role="tab"
                id={`${tabIds}-${item.id}-tab`}
                aria-selected={tab === item.id}
                aria-controls={`${tabIds}-${item.id}-panel`}
                tabIndex={tab === item.id ? 0 : -1}
                onClick={() => setTab(item.id)}
                onKeyDown={onTabKey}
                className={`-mb-px min-h-11 border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-accent ${tab === item.id ? 'border-accent text-fg' : 'border-transparent text-muted-fg hover:text-fg'}`}
              >
                {item.label}
              </button>
            ))}
          </div>
          {tabs.map((item) => (
            <div
              key={item.id}
              role="tabpanel"
              id={`${tabIds}-${item.id}-panel`}
              aria-labelledby={`${tabIds}-${item.id}-tab`}
              hidden={tab !== item.id}
              className="pt-6"
            >
              {item.id === 'summary' ? (
                view.summary && view.summary.sections.length > 0 ? (
                  <SummaryReport report={view.summary} />
                ) : (
                  <p className="text-muted-fg">The summary report appears here once it is made.</p>
                )
              ) : item.id === 'compliance' ? (
                view.compliance?.generatedAt ? (
                  <ComplianceMatrix tenderId={view.tenderId} report={view.compliance} saveMark={saveMarkAction} />
                ) : (
                  <p className="text-muted-fg">The compliance matrix appears here once it is made.</p>
                )
              ) : (
                <ChatPanel
                  tenderId={view.tenderId}
                  history={history}
                  modeLabel={view.mode.label}
                  questionCost={view.chatCost}
                />
              )}
            </div>
          ))}
        </>
      )}
      <p className="mt-10 text-sm">
        <Link href={`/tenders/${view.tenderId}`} prefetch={false} className="text-accent underline underline-offset-4">
          Back to the tender
        </Link>
      </p>
    </div>
  );
}
