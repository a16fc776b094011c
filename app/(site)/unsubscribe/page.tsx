// /unsubscribe?token=…: the link at the foot of alert mails. Works signed out; says what the link stops and asks
// before stopping it (mail scanners open links, and must not unsubscribe anyone).
import type { Metadata } from 'next';
import Link from 'next/link';
import { UnsubscribeForm } from '@/components/alerts/unsubscribe-form';
import { PageHeader } from '@/components/layout/page-header';
import { lookUpUnsubscribe } from '@/lib/alerts';
import { pageMetadata } from '@/lib/seo/metadata';
import { unsubscribeAction } from './actions';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Unsubscribe', description: 'Stop the emails of an alert.', path: '/unsubscribe' }),
  robots: { index: false, follow: false },
};

export default async function UnsubscribePage({ searchParams }: PageProps<'/unsubscribe'>) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const lookup = await lookUpUnsubscribe(token);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader title="Unsubscribe" />
      {!lookup.ok ? (
        <p role="alert" className="rounded-md border border-red-600 p-4 dark:border-red-400">
          {lookup.message}
        </p>
      ) : lookup.alreadyOff ? (
        <p role="status" className="rounded-md border border-border bg-muted-bg p-4" data-testid="unsubscribed">
          You already get no {lookup.what}.
        </p>
      ) : (
        <div className="space-y-4">
          <p>Stop the {lookup.what}?</p>
          <UnsubscribeForm action={unsubscribeAction} token={token} />
        </div>
      )}
      <p className="mt-8 text-sm text-muted-fg">
        Signed in, you can pause, change or delete alerts on the{' '}
        <Link href="/alerts" className="text-accent underline underline-offset-4">
          alerts page
        </Link>
        .
      </p>
    </section>
  );
}
