// The summary report: its sections in order, each a list of claims with their sources; signals say which way
// they point.
import type { SummaryView } from '@/lib/analysis/views';
import { ClaimItem } from './claim-item';

const directions: Record<string, string> = { for: 'For bidding', against: 'Against bidding', check: 'To check' };

export function SummaryReport({ report }: { report: SummaryView }) {
  if (report.sections.length === 0) return null;
  return (
    <div className="space-y-8" data-testid="summary-report">
      {report.sections.map((section) => (
        <section key={section.section} aria-labelledby={`summary-${section.section}`}>
          <h2 id={`summary-${section.section}`} className="text-lg font-semibold">
            {section.title}
          </h2>
          {section.claims.length === 0 ? (
            <p className="mt-2 text-muted-fg">Nothing found for this section.</p>
          ) : section.section === 'signals' ? (
            <ul className="mt-2 divide-y divide-border">
              {section.claims.map((claim, index) => (
                <li key={index} className="flex gap-3">
                  <span className="mt-2.5 w-28 shrink-0 text-xs font-semibold tracking-wide text-muted-fg uppercase">
                    {directions[String(claim.data.direction)] ?? 'Signal'}
                  </span>
                  <ul className="min-w-0 flex-1">
                    <ClaimItem claim={claim} />
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mt-2 divide-y divide-border">
              {section.claims.map((claim, index) => (
                <ClaimItem key={index} claim={claim} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
