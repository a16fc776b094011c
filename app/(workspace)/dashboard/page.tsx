// The signed-in user's dashboard: their saved tenders now; reports, alerts and credits as those features land.
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { TenderList } from '@/components/tenders/detail/tender-list';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { listSavedTenders, savedListLimit } from '@/lib/tenders';

export const metadata = pageMetadata({
  title: 'Dashboard',
  description: 'Your saved tenders, analyses, alerts and credits in one place.',
  path: '/dashboard',
});

const linkClass = 'text-accent underline-offset-4 hover:underline';

export default async function DashboardPage() {
  await requireUserOrLogin();
  const saved = await listSavedTenders();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader title="Dashboard" lead="Your saved tenders, analyses, alerts and credits in one place." />
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="text-xl font-semibold">
          Saved tenders
        </h2>
        <div className="mt-4">
          {saved.length > 0 ? (
            <>
              <TenderList tenders={saved} now={new Date()} />
              {saved.length === savedListLimit ? (
                <p className="mt-2 text-sm text-muted-fg">Showing your {savedListLimit} most recently saved tenders.</p>
              ) : null}
            </>
          ) : (
            <p className="text-muted-fg">
              Nothing saved yet. Open a tender from the{' '}
              <Link href="/tenders" className={linkClass}>
                search
              </Link>{' '}
              and choose “Save tender” to keep it here.
            </p>
          )}
        </div>
      </section>
      <p className="mt-10 text-sm text-muted-fg">
        Your AI reports and chats, alerts and remaining credits will appear here as those features ship. Meanwhile:{' '}
        <Link href="/tenders/new" className={linkClass}>
          add a tender of your own
        </Link>{' '}
        ·{' '}
        <Link href="/settings" className={linkClass}>
          settings
        </Link>
        .
      </p>
    </section>
  );
}
