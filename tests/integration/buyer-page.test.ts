// A buyer's public page, rendered as a signed-out visitor gets it: the buyer, its calls and awards (winner linked to
// its company page, value as the notice gives it and in euro, tenders received), what it buys, indexable metadata
// and GovernmentOrganization JSON-LD; unknown ids are 404s; tender and company pages link to it; the search's
// buyer filter takes its id.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buyers, companies, getDb, tenderNotices, tenders, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { NavigationStop } from '../support/next-navigation';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let db: Database;

async function renderPage(path: string, element: () => Promise<React.ReactElement>) {
  let html = '';
  await runInRequestScope(new Request(`http://localhost${path}`), async () => {
    html = renderToStaticMarkup(await element());
    return new Response(null);
  });
  return html;
}

async function render(buyerId: string) {
  const { default: BuyerPage, generateMetadata } = await import('@/app/(site)/buyers/[buyerId]/page');
  const props = { params: Promise.resolve({ buyerId }), searchParams: Promise.resolve({}) };
  let metadata: Awaited<ReturnType<typeof generateMetadata>> | undefined;
  const html = await renderPage(`/buyers/${buyerId}`, async () => {
    metadata = await generateMetadata(props as never);
    return BuyerPage(props as never);
  });
  return { html, metadata: metadata! };
}

async function tenderOf(publicationNumber: string) {
  const [row] = await db
    .select({ id: tenders.id, buyerId: tenders.buyerId })
    .from(tenderNotices)
    .innerJoin(tenders, eq(tenders.id, tenderNotices.tenderId))
    .where(eq(tenderNotices.publicationNumber, publicationNumber));
  return row!;
}

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
}, 120_000);

describe('a buyer page', () => {
  it('shows the buyer, its awards with winners, values and bids, and what it buys', async () => {
    const tender = await tenderOf('468788-2024');
    const [buyer] = await db.select().from(buyers).where(eq(buyers.id, tender.buyerId!));
    const [kasandra] = await db.select().from(companies).where(eq(companies.nameKey, 'kasandra impex'));
    const { html, metadata } = await render(buyer!.id);
    expect(html).toContain(`>${buyer!.name.replaceAll('"', '&quot;')}</h1>`);
    expect(html).toContain('Romania');
    expect(html).toContain(`href="/tenders/${tender.id}"`);
    expect(html.match(new RegExp(`href="/companies/${kasandra!.id}"`, 'g'))!.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('LOT-0003');
    expect(html).toContain('RON');
    expect(html).toContain('Petroleum products, fuel, electricity and other sources of energy');
    expect(html).toContain(`href="/tenders?buyer_id=${buyer!.id}&amp;open=false"`);

    expect(metadata.title).toBe(buyer!.name);
    expect(metadata.description).toMatch(/Romania\): /);
    expect(metadata.alternates?.canonical).toBe(`https://tenderscope.eu/buyers/${buyer!.id}`);
    expect(metadata.robots).toBeUndefined();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentOrganization',
      name: buyer!.name,
      url: `https://tenderscope.eu/buyers/${buyer!.id}`,
      address: { '@type': 'PostalAddress', addressCountry: 'RO' },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef', '468788-2024', 'BUYER']) {
      await expect(render(id), id).rejects.toEqual(new NavigationStop('not-found', null));
    }
  });
});

describe('links to the buyer', () => {
  it('from the tender page and from the winner’s company page', async () => {
    const tender = await tenderOf('468788-2024');
    const { default: TenderPage } = await import('@/app/(workspace)/tenders/[tenderId]/page');
    const tenderHtml = await renderPage(`/tenders/${tender.id}`, () =>
      TenderPage({ params: Promise.resolve({ tenderId: tender.id }), searchParams: Promise.resolve({}) } as never),
    );
    expect(tenderHtml).toContain(`href="/buyers/${tender.buyerId}"`);

    const [kasandra] = await db.select().from(companies).where(eq(companies.nameKey, 'kasandra impex'));
    const { default: CompanyPage } = await import('@/app/(site)/companies/[companyId]/page');
    const companyHtml = await renderPage(`/companies/${kasandra!.id}`, () =>
      CompanyPage({ params: Promise.resolve({ companyId: kasandra!.id }), searchParams: Promise.resolve({}) } as never),
    );
    expect(companyHtml).toContain(`href="/buyers/${tender.buyerId}"`);
  });

  it('the search filters by the buyer entity, and rejects a malformed id with 400', async () => {
    const tender = await tenderOf('468788-2024');
    const { GET } = await import('@/app/api/tenders/route');
    const get = (query: string) => {
      const request = new Request(`http://localhost/api/tenders?${query}`);
      return runInRequestScope(request, () => GET(request));
    };
    const response = await get(`type=all&open=false&buyer_id=${tender.buyerId}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    const [buyer] = await db.select().from(buyers).where(eq(buyers.id, tender.buyerId!));
    expect(body.total).toBe(buyer!.tenderCount);
    expect(body.items.map((item: { id: string }) => item.id)).toContain(tender.id);

    const bad = await get('buyer_id=not-an-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/buyer_id/);
  });
});
