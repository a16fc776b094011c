// /dev/mail: the local mailbox, where mail goes to files (no SMTP_URL) and the app does not serve the public; for
// requests from this machine only.
// Lists the mails the app wrote to DATA_DIR/mail, newest first, like Supabase's local mail viewer.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { MailList } from '@/components/mailbox/mail-list';
import { listLocalMail, localMailboxOpen } from '@/lib/mail';

export const metadata: Metadata = { title: 'Local mailbox', robots: { index: false, follow: false } };

export default async function MailboxPage() {
  await connection();
  if (!(await localMailboxOpen())) notFound();
  const mails = await listLocalMail();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Local mailbox</h1>
      <p className="mt-2 mb-6 text-muted-fg">
        Mail the app wrote to <code>DATA_DIR/mail</code> because <code>SMTP_URL</code> is not set. Only here, outside
        production, and only to a browser on this machine.
      </p>
      <MailList mails={mails} />
    </main>
  );
}
