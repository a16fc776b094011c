// The bid/no-bid scorecard of a tender for the signed-in user: the recommendation and its reasons, then the four
// lines (comply, fit, win, time), each with what it found, what is missing and the pages it rests on.
import { clsx } from 'clsx';
import Link from 'next/link';
import {
  recommendationLabels,
  scorecardPartLabels,
  scorecardPartQuestions,
  type KnockOutView,
  type Recommendation,
  type ScorecardLine,
  type ScorecardView,
} from '@/lib/scorecard/views';

const linkClass = 'text-accent underline underline-offset-4';
const badgeClass = 'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold';

const recommendationClasses: Readonly<Record<Recommendation, string>> = {
  bid: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
  consider: 'border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300',
  no_bid: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
};

const markLabels: Readonly<Record<KnockOutView['status'], string>> = {
  not_met: 'Not met',
  to_check: 'To check',
  met: 'Met',
};

const markClasses: Readonly<Record<KnockOutView['status'], string>> = {
  not_met: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
  to_check: 'border-border text-muted-fg',
  met: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
};

function KnockOuts({ items }: { items: KnockOutView[] }) {
  return (
    <ol className="mt-3 space-y-3" aria-label="Knock-out requirements, not met first" data-testid="scorecard-knockouts">
      {items.map((item) => (
        <li key={item.key} className="rounded-md border border-border p-3" data-status={item.status}>
          <div className="flex flex-wrap items-start gap-2">
            <span className={clsx(badgeClass, markClasses[item.status])}>{markLabels[item.status]}</span>
            <span className="min-w-0 flex-1 text-sm">{item.text}</span>
          </div>
          {item.citation ? (
            <blockquote className="mt-2 border-l-2 border-border pl-3 text-sm text-muted-fg">
              “{item.citation.quote}”{' '}
              <Link href={item.citation.href} prefetch={false} className={linkClass}>
                {item.citation.fileName}, page {item.citation.page}
              </Link>
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Line({ line }: { line: ScorecardLine }) {
  const headingId = `scorecard-${line.part}-heading`;
  return (
    <li className="rounded-lg border border-border p-4" data-testid={`scorecard-line-${line.part}`}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {scorecardPartLabels[line.part]}
            <span className="sr-only">: {scorecardPartQuestions[line.part]}</span>
          </h3>
          <p className="text-sm" data-testid="scorecard-line-score">
            {line.score === null ? (
              <span className="text-muted-fg">Not scored: missing data</span>
            ) : (
              <>
                <strong className="font-semibold">{line.score}</strong> / 100
              </>
            )}
            <span className="text-muted-fg"> · weight {line.weight}</span>
          </p>
        </div>
        <p className="mt-1 text-xs text-muted-fg" aria-hidden="true">
          {scorecardPartQuestions[line.part]}
        </p>
        <p className="mt-2 text-sm">{line.summary}</p>
        {line.knockOuts && line.knockOuts.length > 0 ? <KnockOuts items={line.knockOuts} /> : null}
        {line.findings.length > 0 && line.part !== 'comply' ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {line.findings.map((finding) => (
              <li key={finding.text}>{finding.text}</li>
            ))}
          </ul>
        ) : null}
        {line.missing.length > 0 ? (
          <div className="mt-2 text-sm text-muted-fg">
            <p className="font-medium">Missing data:</p>
            <ul className="list-disc pl-5">
              {line.missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {line.sources.length > 0 ? (
          <p className="mt-2 text-sm">
            <span className="text-muted-fg">Rests on: </span>
            {line.sources.map((source, index) => (
              <span key={source.href + source.label}>
                {index > 0 ? ' · ' : null}
                <Link href={source.href} prefetch={false} className={linkClass}>
                  {source.label}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </section>
    </li>
  );
}

/** The scorecard section; `calendarHref` offers the tender's dates as an .ics file. */
export function Scorecard({ card, calendarHref }: { card: ScorecardView; calendarHref?: string }) {
  return (
    <section
      aria-labelledby="scorecard-heading"
      className="mt-8 rounded-lg border border-border bg-card p-4"
      data-testid="scorecard"
      id="scorecard"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="scorecard-heading" className="text-xl font-semibold">
          Bid / no-bid scorecard
        </h2>
        <Link href="/settings#bid-decisions" prefetch={false} className={clsx(linkClass, 'text-sm')}>
          Weights and profile
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted-fg">
        Only you see this. It joins your compliance marks, your profile and pipeline with award history.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="scorecard-total">
        {card.recommendation ? (
          <span className={clsx(badgeClass, 'text-sm', recommendationClasses[card.recommendation])}>
            {recommendationLabels[card.recommendation]}
          </span>
        ) : (
          <span className={clsx(badgeClass, 'border-border text-muted-fg')}>No recommendation yet</span>
        )}
        <span className="text-sm">
          {card.total === null ? (
            'No total: no part has data yet.'
          ) : (
            <>
              Total <strong className="font-semibold">{card.total}</strong> / 100
            </>
          )}
        </span>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" aria-label="Reasons" data-testid="scorecard-reasons">
        {card.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <ol className="mt-4 space-y-3" aria-label="Scorecard lines">
        {card.lines.map((line) => (
          <Line key={line.part} line={line} />
        ))}
      </ol>
      {calendarHref ? (
        <p className="mt-4 text-sm">
          <a href={calendarHref} className={linkClass} download>
            Add this tender’s dates to your calendar (.ics)
          </a>
        </p>
      ) : null}
    </section>
  );
}
