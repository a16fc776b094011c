// The notices of a tender, newest first: when each was published, what kind it is, and what it changed.
import {
  formatDay,
  changeReasonLabel,
  noticeKindLabel,
  type FieldChange,
  type NoticeHistoryEntry,
} from '@/lib/tenders/views';

function Change({ change }: { change: FieldChange }) {
  return (
    <li>
      <span className="font-medium">{change.field}:</span>{' '}
      {change.before === null ? (
        <>added {change.after}</>
      ) : change.after === null ? (
        <>removed (was {change.before})</>
      ) : (
        <>
          <del className="text-muted-fg">{change.before}</del> → <ins className="no-underline">{change.after}</ins>
        </>
      )}
    </li>
  );
}

function Changes({ entry, isFirst }: { entry: NoticeHistoryEntry; isFirst: boolean }) {
  if (isFirst) return <p className="text-sm text-muted-fg">First notice of this procedure.</p>;
  if (entry.changes === null) return null;
  if (entry.changes.length === 0)
    return <p className="text-sm text-muted-fg">No change to the deadline, value, lots, buyer, CPV or place.</p>;
  return (
    <ul className="mt-1 space-y-1 text-sm wrap-break-word">
      {entry.changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
    </ul>
  );
}

export function NoticeHistory({ history }: { history: readonly NoticeHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-xl font-semibold">
        Notice history
      </h2>
      <ol className="mt-4 space-y-4 border-l border-border pl-5">
        {history.map((entry, index) => (
          <li key={`${entry.notice.noticeId}-${entry.notice.noticeVersion}`} data-testid="notice-history-entry">
            <p>
              <time dateTime={entry.notice.publishDate} className="font-semibold">
                {formatDay(entry.notice.publishDate)}
              </time>{' '}
              · {noticeKindLabel(entry.notice, entry.procedureType)}
              {entry.changeReasonCode ? ` · ${changeReasonLabel(entry.changeReasonCode)}` : null}
            </p>
            <p className="text-sm text-muted-fg">
              {entry.notice.url && entry.notice.publicationNumber ? (
                <a
                  href={entry.notice.url}
                  rel="noopener noreferrer nofollow"
                  className="text-accent underline-offset-4 hover:underline"
                >
                  TED {entry.notice.publicationNumber}
                </a>
              ) : (
                'Not published on TED'
              )}
              {entry.notice.noticeVersion ? ` · version ${entry.notice.noticeVersion}` : null}
            </p>
            <Changes entry={entry} isFirst={index === history.length - 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}
