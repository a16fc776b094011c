// One claim of a report: its text and, for a cited claim, the quotes it rests on, each a link to its page in
// the document viewer with the quote marked. A claim from the notice, one worked out from the profile, one the
// documents are silent on, and an unverified one each say what they are; none of them looks cited.
import { FileText } from 'lucide-react';
import Link from 'next/link';
import type { CitationView, ClaimView } from '@/lib/analysis/views';

export function CitationLink({ citation, label }: { citation: CitationView; label?: string }) {
  return (
    <Link
      href={citation.href}
      prefetch={false}
      className="inline-flex items-center gap-1 text-sm text-accent underline-offset-4 hover:underline"
      data-testid="citation-link"
    >
      <FileText aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {label ?? `${citation.fileName}, page ${citation.page}`}
    </Link>
  );
}

const badgeClass = 'ml-2 inline-block rounded-sm border border-border px-1.5 text-xs font-medium text-muted-fg';

export function ClaimItem({ claim }: { claim: ClaimView }) {
  const quoteIsText = claim.citations.length === 1 && claim.citations[0]!.quote === claim.text;
  if (claim.status === 'cited' && claim.citations.length > 0) {
    return (
      <li className="py-2" data-status="cited">
        {quoteIsText ? (
          <blockquote className="border-l-2 border-accent pl-3 whitespace-pre-line">“{claim.text}”</blockquote>
        ) : (
          <p>{claim.text}</p>
        )}
        <ul className="mt-1 space-y-1">
          {claim.citations.map((citation, index) => (
            <li key={index} className="text-sm">
              {quoteIsText ? null : <q className="text-muted-fg">{citation.quote}</q>}{' '}
              <CitationLink citation={citation} />
            </li>
          ))}
        </ul>
      </li>
    );
  }
  if (claim.status === 'notice') {
    return (
      <li className="py-2" data-status="notice">
        {claim.text}
        <span className={badgeClass}>From the notice</span>
      </li>
    );
  }
  if (claim.status === 'silent') {
    return (
      <li className="py-2 text-muted-fg italic" data-status="silent">
        {claim.text}
        <span className={`${badgeClass} not-italic`}>Not in the documents</span>
      </li>
    );
  }
  if (claim.status === 'unverified') {
    return (
      <li className="py-2" data-status="unverified">
        {claim.text}
        <span className="ml-2 inline-block rounded-sm border border-amber-600 px-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
          Unverified: its source was not found on the page named; check it yourself
        </span>
      </li>
    );
  }
  return (
    <li className="py-2" data-status="derived">
      {claim.text}
      <span className={badgeClass}>Worked out, not quoted</span>
    </li>
  );
}
