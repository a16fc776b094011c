// The user's analyses and where each stands: reports ready, being written (the panel refreshes itself until
// they are), failed, or refunded.
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import type { AnalysisListItem } from '@/lib/analysis/views';
import { AutoRefresh } from './auto-refresh';
import { EmptyPanel } from './panel';

const stateClass: Record<AnalysisListItem['state'], string> = {
  ready: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
  working: 'border-accent text-accent',
  failed: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
  refunded: 'border-border text-muted-fg',
};

const stateLabel: Record<AnalysisListItem['state'], string> = {
  ready: 'Ready',
  working: 'In progress',
  failed: 'Failed',
  refunded: 'Refunded',
};

export function Analyses({
  analyses,
  cost,
  actionLabel,
}: {
  analyses: readonly AnalysisListItem[];
  cost: number;
  /** The tender page's button, as it reads on this server ("AI" only where a model runs). */
  actionLabel: string;
}) {
  if (analyses.length === 0) {
    return (
      <EmptyPanel
        action={
          <ButtonLink href="/tenders" size="sm" variant="secondary" prefetch={false}>
            Find a tender to analyse
          </ButtonLink>
        }
      >
        No analyses yet. On a tender’s page, “{actionLabel}” reads its documents into a summary and a compliance matrix,
        every point quoted from its page, for {cost} {cost === 1 ? 'credit' : 'credits'}.
      </EmptyPanel>
    );
  }
  return (
    <>
      {analyses.some((analysis) => analysis.state === 'working') ? <AutoRefresh /> : null}
      <ul className="divide-y divide-border">
        {analyses.map((analysis) => (
          <li key={analysis.tenderId} className="py-3 first:pt-0 last:pb-0" data-testid="analysis-item">
            <Link
              prefetch={false}
              href={`/tenders/${analysis.tenderId}/analyze`}
              lang={analysis.languageCode}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {analysis.title}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-fg">
              <span
                className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateClass[analysis.state]}`}
                data-testid="analysis-state"
              >
                {stateLabel[analysis.state]}
              </span>
              <span>{analysis.stateText}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
