// An alert's matches (or a preview's) as the search lists results: each tender's card, the lot that matched,
// and on the alert's page whether it is new and when it was found.
import { ResultCard } from '@/components/tenders/search/result-card';
import type { MatchView } from '@/lib/alerts';
import { formatDay } from '@/lib/tenders/views';

const newBadge =
  'rounded-full border border-green-700 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:border-green-400 dark:text-green-300';

export function MatchList({ matches, testId = 'alert-matches' }: { matches: readonly MatchView[]; testId?: string }) {
  return (
    <ol className="mt-4 space-y-4" data-testid={testId}>
      {matches.map((match) => (
        <li key={match.card.id}>
          <ResultCard result={match.card} badges={match.isNew ? <span className={newBadge}>New</span> : null}>
            {match.lot || match.matchedAt ? (
              <p className="mt-3 text-sm text-muted-fg">
                {match.lot ? (
                  <>
                    Lot that matched: <span className="text-fg">{match.lot}</span>
                  </>
                ) : null}
                {match.lot && match.matchedAt ? ' · ' : null}
                {match.matchedAt ? `Found ${formatDay(match.matchedAt)}` : null}
              </p>
            ) : null}
          </ResultCard>
        </li>
      ))}
    </ol>
  );
}
