// Saved tenders that changed since the user last looked: what each new notice changed (deadline moved, value,
// lots, documents, cancelled, awarded to whom), with a button to mark it seen, and whether changes are mailed.
import Link from 'next/link';
import type { FormAction } from '@/lib/actions';
import type { WatchedTender } from '@/lib/alerts';
import { ActionButton } from './action-button';

export interface WatchedTendersProps {
  tenders: readonly WatchedTender[];
  emails: boolean;
  markSeen: FormAction<null>;
  setEmails: FormAction<{ enabled: boolean }>;
}

export function WatchedTenders({ tenders, emails, markSeen, setEmails }: WatchedTendersProps) {
  return (
    <section aria-labelledby="watched" className="mt-12" data-testid="watched-tenders">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="watched" className="text-2xl font-semibold">
          Changes to saved tenders
        </h2>
        {tenders.length > 1 ? (
          <ActionButton action={markSeen} fields={{}} label="Mark all as seen" pendingLabel="Marking…" />
        ) : null}
      </div>
      <p className="mt-1 text-muted-fg">
        Saving a tender watches it: when a new notice of it is published, what it changed shows here
        {emails ? ' and is emailed to you' : ''}.
      </p>
      {tenders.length === 0 ? (
        <p className="mt-4">
          None of your saved tenders has changed since you last looked.{' '}
          <Link href="/dashboard" className="text-accent underline underline-offset-4">
            Your saved tenders
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {tenders.map((tender) => (
            <li key={tender.id} className="rounded-xl border border-border bg-card p-5" data-testid="watched-tender">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h3 lang={tender.languageCode} className="font-semibold">
                  <Link href={`/tenders/${tender.id}`} prefetch={false} className="text-accent hover:underline">
                    {tender.title}
                  </Link>
                </h3>
                <ActionButton
                  action={markSeen}
                  fields={{ tenderId: tender.id }}
                  label="Mark as seen"
                  pendingLabel="Marking…"
                  context={tender.title}
                />
              </div>
              {tender.notices.map((notice) => (
                <div key={notice.heading} className="mt-3">
                  <p className="text-sm text-muted-fg">{notice.heading}</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                    {notice.lines.map((line) => (
                      <li key={`${line.field}:${line.text}`}>
                        <strong>{line.field}:</strong> {line.text}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <span>{emails ? 'Changes to saved tenders are emailed to you.' : 'Changes are not emailed.'}</span>
        <ActionButton
          action={setEmails}
          fields={{ enabled: String(!emails) }}
          label={emails ? 'Stop these emails' : 'Email me the changes'}
          pendingLabel="Saving…"
          success={emails ? 'You will not be emailed about changes' : 'Changes to saved tenders will be emailed'}
        />
      </div>
    </section>
  );
}
