// The results list: what a bidder scans for first (title, country, buyer, deadline, value, CPV). Server
// components that lay out the words lib/tenders/result-card has formatted; only the title's link is a client one.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SampleBadge } from '@/components/tenders/detail/badges';
import { CountryNameView } from '@/components/ui/flag-view';
import type { ResultCardData } from '@/lib/tenders/views';

// A phone shows three or four cards at first; the browser lays out the rest only when they near the screen
// (content-visibility: auto), at first taking each for 9rem, then for the height it last rendered at.
// They stay in the accessibility tree and in find-in-page.
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-size:auto_9rem]';

export function ResultList({ results }: { results: readonly ResultCardData[] }) {
  return (
    <ol className="mt-3 space-y-2.5">
      {results.map((result) => (
        <li key={result.id} className={offscreenCard}>
          <ResultCard result={result} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A card in three lines a reader scans down a page of: the title; where and who (flag, country, buyer); when,
 * how much and what (deadline, value, CPV), each fact's term beside it rather than above it. `badges` go beside
 * its kind and `children` below its facts (alerts add the lot that matched).
 */
export function ResultCard({
  result,
  badges,
  children,
}: {
  result: ResultCardData;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="rounded-lg border border-border bg-card px-4 py-3">
      <h3 lang={result.titleLang} className="text-base/snug font-semibold break-words hyphens-auto sm:text-lg/snug">
        {/* No prefetch: with no loading.tsx the detail page would prefetch only its layouts, twenty times a page. */}
        <Link href={`/tenders/${result.id}`} prefetch={false} className="hover:text-accent-hover hover:underline">
          {result.title}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-fg">
        <CountryNameView name={result.country} flagHref={result.flagHref} className="font-medium text-fg" />
        {result.buyer ? (
          <span lang={result.lang} className="min-w-0 break-words">
            {result.buyer}
          </span>
        ) : null}
        <span className="text-xs">{result.kind}</span>
        {result.isSample ? <SampleBadge /> : null}
        {badges}
      </p>
      {/* The facts' styles are set here once rather than on each term, so twenty cards stay light to send. */}
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm tabular-nums [&_dd]:min-w-0 [&_dd]:break-words [&_dt]:shrink-0 [&_dt]:text-muted-fg [&>div]:flex [&>div]:min-w-0 [&>div]:gap-1.5">
        {result.deadline ? (
          <Fact term="Deadline">
            <time dateTime={result.deadline.dateTime}>{result.deadline.text}</time> ·{' '}
            <strong className="font-semibold whitespace-nowrap">{result.deadline.left}</strong>
          </Fact>
        ) : null}
        <Fact term="Estimated value">
          {result.value}
          {result.nativeValue ? <span className="text-muted-fg"> ({result.nativeValue})</span> : null}
        </Fact>
        {result.cpv ? (
          <Fact term="CPV">
            <span className="font-mono text-[0.8125rem]">{result.cpv.code}</span> {result.cpv.label}
          </Fact>
        ) : null}
      </dl>
      {result.matched ? (
        <p className="mt-1.5 text-xs text-muted-fg" data-testid="matched-across">
          {result.matched}
        </p>
      ) : null}
      {children}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
