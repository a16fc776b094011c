// The signed-in user's dashboard: their saved tenders and the tenders they added; reports, alerts and credits as
// those features land.
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { TenderList } from '@/components/tenders/detail/tender-list';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { listOwnTenders, listSavedTenders, ownListLimit, savedListLimit } from '@/lib/tenders';

export const metadata = pageMetadata({
  title: 'Dashboard',
  description: 'Your saved tenders, analyses, alerts and credits in one place.',
  path: '/dashboard',
});

const linkClass = 'text-accent underline-offset-4 hover:underline';

export default async function DashboardPage() {
  await requireUserOrLogin();
  const [saved, own] = await Promise.all([listSavedTenders(), listOwnTenders()]);
  const now = new Date();
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
              <TenderList tenders={saved} now={now} />
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
      <section aria-labelledby="own-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="own-heading" className="text-xl font-semibold">
            My tenders
          </h2>
          <Link href="/tenders/new" className={`text-sm ${linkClass}`}>
            Add a tender
          </Link>
        </div>
        <p className="mt-1 text-sm text-muted-fg">Tenders you added yourself. Only you can see them.</p>
        <div className="mt-4">
          {own.length > 0 ? (
            <>
              <TenderList tenders={own} now={now} editable />
              {own.length === ownListLimit ? (
                <p className="mt-2 text-sm text-muted-fg">Showing your {ownListLimit} most recently changed tenders.</p>
              ) : null}
            </>
          ) : (
            <p className="text-muted-fg">
              You have not added a tender yet.{' '}
              <Link href="/tenders/new" className={linkClass}>
                Add one
              </Link>{' '}
              to keep a tender that is not on TED with the rest.
            </p>
          )}
        </div>
      </section>
      <p className="mt-10 text-sm text-muted-fg">
        Your AI reports and chats, alerts and remaining credits will appear here as those features ship. Meanwhile:{' '}
        <Link href="/settings" className={linkClass}>
          settings
        </Link>
        .
      </p>
    </section>
  );
}
