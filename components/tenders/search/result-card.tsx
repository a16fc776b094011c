// The results list: what a bidder scans for first (title, buyer, country, CPV, value, deadline). Server
// components that lay out the words lib/tenders/result-card has formatted; only the title's link is a client one.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SampleBadge } from '@/components/tenders/detail/badges';
import type { ResultCardData } from '@/lib/tenders/result-card';

// A phone shows two or three cards at first; the browser lays out the rest only when they near the screen
// (content-visibility: auto), at first taking each for 13rem, then for the height it last rendered at.
// They stay in the accessibility tree and in find-in-page.
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-size:auto_13rem]';

export function ResultList({ results }: { results: readonly ResultCardData[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {results.map((result) => (
        <li key={result.id} className={offscreenCard}>
          <ResultCard result={result} />
        </li>
      ))}
    </ol>
  );
}

/** One result; `badges` go beside its kind and `children` below its facts (alerts add the lot that matched). */
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
    <article className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">{result.kind}</span>
        {result.isSample ? <SampleBadge /> : null}
        {badges}
      </div>
      <h3 lang={result.lang} className="mt-2 text-lg font-semibold break-words hyphens-auto">
        {/* No prefetch: with no loading.tsx the detail page would prefetch only its layouts, twenty times a page. */}
        <Link href={`/tenders/${result.id}`} prefetch={false} className="hover:text-accent-hover hover:underline">
          {result.title}
        </Link>
      </h3>
      {result.buyer ? (
        <p lang={result.lang} className="mt-1 text-sm text-muted-fg break-words">
          {result.buyer}
        </p>
      ) : null}
      {/* The facts' styles are set here once rather than on each term, so twenty cards stay light to send. */}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 [&_dd]:break-words [&_dt]:text-xs [&_dt]:tracking-wide [&_dt]:text-muted-fg [&_dt]:uppercase [&>div]:min-w-0">
        <Fact term="Country">
          <span aria-hidden>{result.flag} </span>
          {result.country}
        </Fact>
        {result.cpv ? (
          <Fact term="CPV">
            <span className="font-mono">{result.cpv.code}</span> {result.cpv.label}
          </Fact>
        ) : null}
        <Fact term="Estimated value">
          {result.value}
          {result.nativeValue ? <span className="text-muted-fg"> ({result.nativeValue})</span> : null}
        </Fact>
        {result.deadline ? (
          <Fact term="Deadline">
            <time dateTime={result.deadline.dateTime}>{result.deadline.text}</time> ·{' '}
            <strong className="font-semibold whitespace-nowrap">{result.deadline.left}</strong>
          </Fact>
        ) : null}
      </dl>
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
