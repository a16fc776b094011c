// /dev/mail/{file}: one mail of the local mailbox, rendered, beside the list.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { MailList } from '@/components/mailbox/mail-list';
import { MailView } from '@/components/mailbox/mail-view';
import { listLocalMail, readLocalMail, localMailboxOpen } from '@/lib/mail';

export const metadata: Metadata = { title: 'Local mailbox', robots: { index: false, follow: false } };

/** The mail's file name; null for a malformed escape, which names no mail. */
function decodedMailId(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export default async function MailPage({ params }: PageProps<'/dev/mail/[mailId]'>) {
  await connection();
  if (!(await localMailboxOpen())) notFound();
  const id = decodedMailId((await params).mailId);
  if (id === null) notFound();
  const [mail, mails] = await Promise.all([readLocalMail(id), listLocalMail()]);
  if (!mail) notFound();
  return (
    <main className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <nav aria-label="Mails">
        <h1 className="mb-4 text-2xl font-bold">
          <Link href="/dev/mail" className="hover:underline">
            Local mailbox
          </Link>
        </h1>
        <MailList mails={mails} current={mail.id} />
      </nav>
      <MailView mail={mail} />
    </main>
  );
}
