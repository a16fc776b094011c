// The price figures where a bidder reads them: a tender's price line, a buyer's and a company's market prices, each
// one click from the lots behind it (/awards), and the same figures as JSON (/api/stats/awards, /api/buyers/{id});
// bad input answers 400 naming the parameter.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, companyWins, getDb, tenders, type Database } from '@/lib/db';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let db: Database;
const tenderIds: string[] = [];
const year = new Date().getUTCFullYear() - 1;

// Ten lots of one CPV class in Luxembourg last year, from one buyer: 100,000 to 1,000,000 euro.
const fixture: AwardNotice[] = Array.from({ length: 10 }, (_, k) => ({
  n: 800 + k,
  date: `${year}-0${(k % 9) + 1}-10`,
  cpv: '71320000',
  country: 'LUX',
  nuts: 'LU000',
  winner: `Bureau ${k} S.à r.l.`,
  value: 100_000 * (k + 1),
  bids: 2 + (k % 3),
}));

async function render(path: string, element: () => Promise<React.ReactElement>): Promise<string> {
  let html = '';
  await runInRequestScope(new Request(`http://localhost${path}`), async () => {
    html = renderToStaticMarkup(await element());
    return new Response(null);
  });
  return html;
}

async function get(path: string, handler: (request: Request) => Promise<Response>): Promise<Response> {
  const request = new Request(`http://localhost${path}`);
  return runInRequestScope(request, () => handler(request));
}

beforeAll(async () => {
  db = await getDb();
  for (const notice of fixture) {
    const outcome = await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
    if (outcome.status !== 'imported') throw new Error(outcome.status);
    tenderIds.push(outcome.tenderId);
  }
}, 60_000);

const cellHref = `/awards?cpv=7132&amp;country=LU&amp;year=${year}`;

describe('the price line', () => {
  it("says on a tender's page what similar lots were awarded at, with the lots behind it one click away", async () => {
    const { default: TenderPage } = await import('@/app/(workspace)/tenders/[tenderId]/page');
    const html = await render(`/tenders/${tenderIds[0]}`, () =>
      TenderPage({ params: Promise.resolve({ tenderId: tenderIds[0]! }), searchParams: Promise.resolve({}) } as never),
    );
    expect(html).toContain('What similar lots were awarded at');
    expect(html).toMatch(
      /Similar lots were awarded at a median of <strong[^>]*>€550,000<\/strong> with 2\.9 bids per lot/,
    );
    expect(html).toContain(`CPV class 7132, Luxembourg, ${year}: half of them between €325,000 and €775,000`);
    expect(html).toContain(`href="${cellHref}"`);
    expect(html).toContain('The 10 lots behind it');
  });

  it('lists the lots behind a figure, each with its tender, buyer and winner', async () => {
    const { default: AwardsPage } = await import('@/app/(site)/awards/page');
    const html = await render(`/awards?cpv=7132&country=LU&year=${year}`, () =>
      AwardsPage({ searchParams: Promise.resolve({ cpv: '7132', country: 'LU', year: String(year) }) } as never),
    );
    expect(html).toContain(`Awarded lots: CPV class 7132, Luxembourg, ${year}`);
    for (const id of tenderIds) expect(html).toContain(`href="/tenders/${id}"`);
    const [winner] = await db.select().from(companies).where(eq(companies.nameKey, 'bureau 9'));
    expect(html).toContain(`href="/companies/${winner!.id}"`);
    const [tender] = await db.select({ buyerId: tenders.buyerId }).from(tenders).where(eq(tenders.id, tenderIds[0]!));
    expect(html).toContain(`href="/buyers/${tender!.buyerId}"`);
    // Dearest first: the upper quartile reads down from the top.
    expect(html.indexOf('€1,000,000')).toBeLessThan(html.indexOf('€100,000'));
  });

  it('names the bad parameter of a lots page', async () => {
    const { default: AwardsPage } = await import('@/app/(site)/awards/page');
    const html = await render('/awards?cpv=x1', () =>
      AwardsPage({ searchParams: Promise.resolve({ cpv: 'x1', country: 'LU' }) } as never),
    );
    expect(html).toContain('The parameter <code>cpv</code> is not right');
  });

  it('shows market prices on the buyer page and the winner’s company page, linked to their lots', async () => {
    const [tender] = await db.select({ buyerId: tenders.buyerId }).from(tenders).where(eq(tenders.id, tenderIds[0]!));
    const { default: BuyerPage } = await import('@/app/(site)/buyers/[buyerId]/page');
    const buyerHtml = await render(`/buyers/${tender!.buyerId}`, () =>
      BuyerPage({ params: Promise.resolve({ buyerId: tender!.buyerId! }), searchParams: Promise.resolve({}) } as never),
    );
    expect(buyerHtml).toContain('Market prices');
    expect(buyerHtml).toContain(`href="${cellHref}"`);
    expect(buyerHtml).toContain(`href="/awards?buyer=${tender!.buyerId}"`);
    expect(buyerHtml).toContain('€550,000');

    const [win] = await db.select().from(companyWins).where(eq(companyWins.tenderId, tenderIds[3]!));
    const { default: CompanyPage } = await import('@/app/(site)/companies/[companyId]/page');
    const companyHtml = await render(`/companies/${win!.companyId}`, () =>
      CompanyPage({
        params: Promise.resolve({ companyId: win!.companyId }),
        searchParams: Promise.resolve({}),
      } as never),
    );
    expect(companyHtml).toContain('Market prices');
    expect(companyHtml).toContain(`href="${cellHref}"`);
  });
});

describe('the JSON API', () => {
  it('GET /api/stats/awards answers the figures of a CPV class in a country, by year', async () => {
    const { GET } = await import('@/app/api/stats/awards/route');
    const response = await get(`/api/stats/awards?cpv=71320000&country=lu&year=${year}`, GET);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      cpv_prefix: '7132',
      country_code: 'LU',
      year,
      years: [
        {
          cpv_prefix: '7132',
          country_code: 'LU',
          year,
          lot_count: 10,
          priced_count: 10,
          p25_euro: 325_000,
          median_euro: 550_000,
          p75_euro: 775_000,
          awarded_to_estimate_median: expect.any(Number),
          ratio_count: 10,
          bids_per_lot: 2.9,
          bids_count: 10,
          lots_url: `https://tenderscope.eu/awards?cpv=7132&country=LU&year=${year}`,
        },
      ],
    });
  });

  it('GET /api/stats/awards answers 400 naming a bad or missing parameter', async () => {
    const { GET } = await import('@/app/api/stats/awards/route');
    for (const [query, parameter] of [
      ['cpv=abc&country=LU', 'cpv'],
      ['cpv=7&country=LU', 'cpv'],
      ['country=LU', 'cpv'],
      ['cpv=7132', 'country'],
      ['cpv=7132&country=LUX', 'country'],
      ['cpv=7132&country=LU&year=1800', 'year'],
      ['cpv=7132&country=LU&year=soon', 'year'],
      ['cpv=71%0032&country=LU', 'cpv'],
    ] as const) {
      const response = await get(`/api/stats/awards?${query}`, GET);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.error, query).toMatchObject({ code: 'invalid_parameter', parameter });
      expect(body.error.message, query).toMatch(new RegExp(`^${parameter}: `));
    }
  });

  it('GET /api/buyers/{id} answers the buyer with its awards and figures; 400 for a malformed id, 404 unknown', async () => {
    const [tender] = await db.select({ buyerId: tenders.buyerId }).from(tenders).where(eq(tenders.id, tenderIds[0]!));
    const { GET } = await import('@/app/api/buyers/[id]/route');
    const call = (id: string) =>
      get(`/api/buyers/${id}`, (request) => GET(request, { params: Promise.resolve({ id }) }));
    const response = await call(tender!.buyerId!);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: tender!.buyerId,
      country_code: 'LU',
      tender_count: 10,
      figures: { typical_euro_value: 550_000, priced_lots: 10, bids_per_lot: 2.9 },
    });
    expect(body.awards.map((a: { value: number }) => a.value).sort((a: number, b: number) => a - b)).toEqual(
      fixture.map((n) => n.value),
    );
    expect((await call('not-a-buyer')).status).toBe(400);
    expect((await call('0123456789abcdef')).status).toBe(404);
  });
});
