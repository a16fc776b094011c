// Who a company competes with (same CPV classes and countries, same buyers, procedures both won lots of) on its
// page, and a tender's likely incumbent (its buyer's last winner in its CPV class) and recent winners of such lots.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findCompetitors, findTenderCompetition } from '@/lib/companies/competitors';
import { companies, getDb, tenders, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let db: Database;

// The Romanian buyer of 00468788-2024, whose framework KASANDRA IMPEX and OMV PETROM both won lots of.
const galati = {
  country: 'ROU',
  nuts: 'RO224',
  buyer: 'REGIA AUTONOMA "ADMINISTRATIA FLUVIALA A DUNARII DE JOS" GALATI',
  buyerTown: 'Galati',
  buyerIdentifier: '1644670',
};

async function importAward(notice: AwardNotice): Promise<string> {
  const outcome = await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
  if (outcome.status !== 'imported') throw new Error(outcome.status);
  return outcome.tenderId;
}

async function companyId(nameKey: string): Promise<string> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, nameKey));
  return row!.id;
}

let gammaTender = '';

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  // Same class and country, another buyer.
  await importAward({
    n: 901,
    date: '2025-02-01',
    cpv: '09134220',
    country: 'ROU',
    nuts: 'RO321',
    winner: 'Alpha Fuel SRL',
  });
  // Same buyer, another class.
  await importAward({ n: 902, date: '2025-02-02', cpv: '45240000', winner: 'Beta Construct SRL', ...galati });
  // Same buyer and class, later: the incumbent of the next one.
  await importAward({ n: 903, date: '2025-03-01', cpv: '09134220', winner: 'Delta Oil SRL', ...galati });
  gammaTender = await importAward({
    n: 904,
    date: '2025-05-01',
    cpv: '09134220',
    winner: 'Gamma Petrol SRL',
    ...galati,
  });
}, 120_000);

describe("a company's competitors", () => {
  it('counts head-to-head procedures, wins with the same buyers and in the same CPV classes', async () => {
    const kasandra = await companyId('kasandra impex');
    const competitors = await findCompetitors(db, kasandra);
    const byName = new Map(competitors.map((c) => [c.name, c]));
    expect(byName.get('OMV PETROM S.A.')).toMatchObject({ headToHead: 1, buyerWins: 1, classWins: 1 });
    expect(byName.get('Beta Construct SRL')).toMatchObject({ headToHead: 0, buyerWins: 1, classWins: 0 });
    expect(byName.get('Alpha Fuel SRL')).toMatchObject({ headToHead: 0, buyerWins: 0, classWins: 1 });
    expect(byName.get('Delta Oil SRL')).toMatchObject({ headToHead: 0, buyerWins: 1, classWins: 1 });
    expect(competitors[0]!.name).toBe('OMV PETROM S.A.');
    expect(byName.has('KASANDRA IMPEX S.R.L.')).toBe(false);
  });

  it('shows them on the company page', async () => {
    const kasandra = await companyId('kasandra impex');
    const { default: CompanyPage } = await import('@/app/(site)/companies/[companyId]/page');
    let html = '';
    await runInRequestScope(new Request(`http://localhost/companies/${kasandra}`), async () => {
      html = renderToStaticMarkup(
        await CompanyPage({
          params: Promise.resolve({ companyId: kasandra }),
          searchParams: Promise.resolve({}),
        } as never),
      );
      return new Response(null);
    });
    expect(html).toContain('Competitors');
    expect(html).toContain(`href="/companies/${await companyId('omv petrom')}"`);
  });
});

describe("a tender's competition", () => {
  it("names its buyer's last winner in its CPV class as the likely incumbent", async () => {
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, gammaTender));
    const competition = await findTenderCompetition(db, tender!, new Date('2025-06-01T00:00:00Z'));
    expect(competition.incumbent).toMatchObject({ name: 'Delta Oil SRL', winDate: '2025-03-01' });
    expect(competition.similarWinners.map((w) => w.name).sort()).toEqual(
      ['Alpha Fuel SRL', 'Delta Oil SRL', 'KASANDRA IMPEX S.R.L.', 'OMV PETROM S.A.'].sort(),
    );

    const { default: TenderPage } = await import('@/app/(workspace)/tenders/[tenderId]/page');
    let html = '';
    await runInRequestScope(new Request(`http://localhost/tenders/${gammaTender}`), async () => {
      html = renderToStaticMarkup(
        await TenderPage({
          params: Promise.resolve({ tenderId: gammaTender }),
          searchParams: Promise.resolve({}),
        } as never),
      );
      return new Response(null);
    });
    expect(html).toContain('Likely incumbent');
    expect(html).toContain(`href="/companies/${await companyId('delta oil')}"`);
  });
});
