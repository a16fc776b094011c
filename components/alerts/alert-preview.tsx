// What an alert would have sent over the last four weeks: the count of each week, advice when that looks too
// many or too few, and the newest matches as result cards.
import type { PreviewView } from '@/lib/alerts';
import { formatCount } from '@/lib/tenders/views';
import { MatchList } from './match-list';

export function AlertPreview({ preview, busy = false }: { preview: PreviewView; busy?: boolean }) {
  return (
    <section aria-labelledby="preview-heading" aria-busy={busy} data-testid="alert-preview">
      <h2 id="preview-heading" className="text-xl font-semibold">
        What this alert would have sent
      </h2>
      <p className="mt-1 text-muted-fg">
        <strong className="text-fg" data-testid="preview-total">
          {formatCount(preview.total)} {preview.total === 1 ? 'tender' : 'tenders'}
        </strong>{' '}
        in the last four weeks, by the day they were published.
      </p>
      <table className="mt-4 w-full max-w-md text-sm" data-testid="preview-weeks">
        <caption className="sr-only">Matches per week</caption>
        <thead>
          <tr className="text-left text-muted-fg">
            <th scope="col" className="py-1 font-medium">
              Week
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Tenders
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.weeks.map((week) => (
            <tr key={week.label} className="border-t border-border">
              <th scope="row" className="py-1.5 text-left font-normal">
                {week.label} <span className="text-muted-fg">({week.range})</span>
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{formatCount(week.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.advice ? (
        <p role="status" className="mt-4 rounded-md border border-border bg-muted-bg p-3 text-sm">
          {preview.advice}
        </p>
      ) : null}
      {preview.items.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">The newest of them</h3>
          <MatchList matches={preview.items} testId="preview-matches" />
        </>
      ) : null}
    </section>
  );
}
