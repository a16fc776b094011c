// The priced lots behind a figure: a statistics cell's (cpv, country, year) or a buyer's typical value. Linked from
// every price figure; a listing, so kept out of search engines' indexes.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AwardLotsTable, PriceCells, awardLotsTitle } from '@/components/buyers/award-lots';
import { getAwardLotsPage, lotPageSize } from '@/lib/buyers';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatCount } from '@/lib/tenders/views';

function paramsOf(searchParams: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Awarded lots',
    description: 'The awarded lots behind a price figure: winners, awarded values, estimates and bids.',
    path: '/awards',
    noindex: true,
  });
}

export default async function AwardsPage({ searchParams }: PageProps<'/awards'>) {
  const params = paramsOf(await searchParams);
  const page = await getAwardLotsPage(params);
  if (!page.ok) {
    return (
      <article className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold">Which lots?</h1>
        <p className="mt-4" role="alert">
          The parameter <code>{page.parameter}</code> is not right: {page.message}.
        </p>
        <p className="mt-2 text-sm text-muted-fg">
          Follow a price figure on a tender, buyer or company page, or search{' '}
          <Link href="/tenders" className="text-accent underline underline-offset-4">
            tenders
          </Link>
          .
        </p>
      </article>
    );
  }
  const { filters, lots, total, cells } = page;
  const pages = Math.max(1, Math.ceil(total / lotPageSize));
  const next = new URLSearchParams(params);
  next.set('page', String(filters.page + 1));
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {awardLotsTitle({ ...filters, buyerName: filters.buyerId ? (lots[0]?.buyerName ?? null) : null })}
      </h1>
      <p className="mt-2 text-sm text-muted-fg">
        {formatCount(total)} lot(s) with one winning tender and its value (BT-720), dearest first; values in euro at the
        ECB rate of the award date. Framework ceilings and estimates are never counted as prices.
      </p>
      {cells.length > 0 ? (
        <section aria-labelledby="figures-heading" className="mt-8">
          <h2 id="figures-heading" className="text-xl font-semibold">
            Figures
          </h2>
          <div className="mt-4">
            <PriceCells cells={cells} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="lots-heading" className="mt-8">
        <h2 id="lots-heading" className="text-xl font-semibold">
          Lots {pages > 1 ? `(page ${filters.page} of ${pages})` : null}
        </h2>
        <div className="mt-4">
          <AwardLotsTable lots={lots} />
        </div>
        {filters.page < pages ? (
          <p className="mt-4">
            <Link
              href={`/awards?${next.toString()}`}
              prefetch={false}
              className="text-accent underline underline-offset-4"
            >
              Next page
            </Link>
          </p>
        ) : null}
      </section>
    </article>
  );
}
