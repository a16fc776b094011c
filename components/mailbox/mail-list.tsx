// The local mailbox's list: the mails the app wrote, newest first, each a link to the mail.
import Link from 'next/link';
import type { WrittenMailSummary } from '@/lib/mail';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

export function MailList({ mails, current }: { mails: readonly WrittenMailSummary[]; current?: string }) {
  if (mails.length === 0) {
    return (
      <p className="text-muted-fg">No mail yet. Mail the app sends (sign-up, password reset, alerts) shows here.</p>
    );
  }
  return (
    <ol className="divide-y divide-border rounded-lg border border-border" data-testid="mail-list">
      {mails.map((mail) => (
        <li key={mail.id} className={mail.id === current ? 'bg-muted-bg' : undefined}>
          <Link
            href={`/dev/mail/${encodeURIComponent(mail.id)}`}
            prefetch={false}
            aria-current={mail.id === current ? 'page' : undefined}
            className="block p-3 hover:bg-muted-bg"
          >
            <span className="block font-medium break-words">{mail.subject}</span>
            <span className="block text-sm text-muted-fg break-words">
              To {mail.to || '(nobody)'}
              {mail.date ? ` · ${dateTime.format(mail.date)} UTC` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
