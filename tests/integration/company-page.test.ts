// A company's public page, rendered as a signed-out visitor gets it: the company, its wins over time, buyers, CPV
// divisions and countries, each win linking its tender, indexable metadata and Organization JSON-LD; unknown ids
// are 404s; and the tender page links its winners to their company pages.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, getDb, tenderNotices, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { NavigationStop } from '../support/next-navigation';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let db: Database;

async function render(companyId: string) {
  const { default: CompanyPage, generateMetadata } = await import('@/app/(site)/companies/[companyId]/page');
  const props = { params: Promise.resolve({ companyId }), searchParams: Promise.resolve({}) };
  let html = '';
  let metadata: Awaited<ReturnType<typeof generateMetadata>> | undefined;
  await runInRequestScope(new Request(`http://localhost/companies/${companyId}`), async () => {
    metadata = await generateMetadata(props as never);
    html = renderToStaticMarkup(await CompanyPage(props as never));
    return new Response(null);
  });
  return { html, metadata: metadata! };
}

async function tenderIdOf(publicationNumber: string) {
  const [row] = await db
    .select({ id: tenderNotices.tenderId })
    .from(tenderNotices)
    .where(eq(tenderNotices.publicationNumber, publicationNumber));
  return row!.id;
}

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
}, 120_000);

describe('a company page', () => {
  it('shows the company, its wins by year, buyer, CPV division and country, and each win with its tender', async () => {
    const [kasandra] = await db.select().from(companies).where(eq(companies.nameKey, 'kasandra impex'));
    const tenderId = await tenderIdOf('468788-2024');
    const { html, metadata } = await render(kasandra!.id);
    expect(html).toContain(
      '<h1 class="mt-1 text-3xl font-bold tracking-tight wrap-break-word sm:text-4xl">KASANDRA IMPEX S.R.L.</h1>',
    );
    expect(html).toContain('Romania');
    expect(html).toContain('Wins over time');
    expect(html).toMatch(/<th scope="row"[^>]*>2024<\/th>/);
    expect(html).toContain('Petroleum products, fuel, electricity and other sources of energy');
    expect(html.match(new RegExp(`href="/tenders/${tenderId}"`, 'g'))).toHaveLength(3);
    expect(html).toContain('LOT-0003');
    expect(html).toContain('3 wins');

    expect(metadata.title).toBe('KASANDRA IMPEX S.R.L.');
    expect(metadata.description).toMatch(
      /^KASANDRA IMPEX S\.R\.L\. \(Romania\) won 3 public contracts worth €[\d,]+ in 2024\./,
    );
    expect(metadata.alternates?.canonical).toBe(`https://tenderscope.eu/companies/${kasandra!.id}`);
    expect(metadata.robots).toBeUndefined();

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'KASANDRA IMPEX S.R.L.',
      url: `https://tenderscope.eu/companies/${kasandra!.id}`,
      address: { '@type': 'PostalAddress', addressCountry: 'RO' },
      identifier: 'RO8925703',
    });
    // Its notice gives www.exemplu.ro ("example"), which is no website.
    expect(html).not.toContain('exemplu');
  });

  it('gives the identifier when the notices name one', async () => {
    const [dunkel] = await db.select().from(companies).where(eq(companies.identifier, 'DE176071460'));
    const { html } = await render(dunkel!.id);
    expect(html).toContain('DE176071460');
    expect(html).toContain('"identifier":"DE176071460"');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef', '468788-2024', 'KASANDRA']) {
      await expect(render(id), id).rejects.toEqual(new NavigationStop('not-found', null));
    }
  });
});

describe('the tender page', () => {
  it("links each award's winner to its company page", async () => {
    const tenderId = await tenderIdOf('468788-2024');
    const { default: TenderPage } = await import('@/app/(workspace)/tenders/[tenderId]/page');
    const props = { params: Promise.resolve({ tenderId }), searchParams: Promise.resolve({}) };
    let html = '';
    await runInRequestScope(new Request(`http://localhost/tenders/${tenderId}`), async () => {
      html = renderToStaticMarkup(await TenderPage(props as never));
      return new Response(null);
    });
    const ids = await db.select({ id: companies.id, name: companies.name }).from(companies);
    for (const name of ['KASANDRA IMPEX S.R.L.', 'OMV PETROM S.A.']) {
      const id = ids.find((c) => c.name === name)!.id;
      expect(html, name).toContain(`href="/companies/${id}"`);
    }
  });
});
