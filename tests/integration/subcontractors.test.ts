// A tender's possible subcontractors on fixture data: the companies that won similar tenders match a list worked
// out by hand (which wins count under each filter, their totals, and the relevance formula), profiles are listed
// only when their owner opted in and only with their public fields, and a private tender's data never appears.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, profiles, publicProfiles, tenderAwards, tenders, type Database } from '@/lib/db';
import { getPublicProfile, updatePublicProfile } from '@/lib/account';
import { publicProfileSchema } from '@/lib/account/schema';
import {
  defaultFilters,
  parseSubcontractorFilters,
  type SubcontractorFilters,
  type TenderPlace,
} from '@/lib/companies/subcontractor-filters';
import { findListedProfiles, findSimilarCompanies } from '@/lib/companies/subcontractors';
import { backfillCompanies } from '@/lib/ingest/companies/backfill';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { nutsLineage } from '@/lib/reference/nuts';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';

let db: Database;
const today = '2026-11-25';

// The tender subcontractors are sought for: road works (45233140) in Berlin (DE300).
const place: TenderPlace & { cpvCode: string } = {
  countryCode: 'DE',
  cpvCode: '45233140',
  nutsTree: nutsLineage('DE300'),
};

const awards: AwardNotice[] = [
  // Alpha: the same code in the same NUTS 3 region, twice.
  { n: 201, date: '2026-06-01', cpv: '45233140', winner: 'Alpha Strassenbau GmbH', value: 100_000 },
  { n: 202, date: '2024-05-01', cpv: '45233120', winner: 'ALPHA STRASSENBAU G.m.b.H.', value: 50_000 },
  // Beta: the same class (4523) elsewhere in Germany (Munich).
  { n: 203, date: '2025-10-01', cpv: '45233000', nuts: 'DE212', winner: 'Beta Bau AG', value: 200_000 },
  // Gamma: the same division (45) only.
  { n: 204, date: '2026-01-01', cpv: '45111000', winner: 'Gamma Tiefbau GmbH', value: 30_000 },
  // Delta: the same code in Hungary.
  {
    n: 205,
    date: '2026-01-01',
    cpv: '45233140',
    country: 'HUN',
    nuts: 'HU110',
    winner: 'Delta Út Kft.',
    value: 80_000,
  },
  // Epsilon: the same code and place, six years ago.
  { n: 206, date: '2020-01-01', cpv: '45233140', winner: 'Epsilon Alt GmbH', value: 10_000 },
  // Zeta: another division altogether.
  { n: 207, date: '2026-01-01', cpv: '90911200', winner: 'Zeta Reinigung GmbH', value: 5_000 },
];

/** A win's weight as the relevance formula defines it: CPV closeness × place closeness × ½ per two years. */
function weight(closeness: number, region: number, date: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return closeness * region * 0.5 ** (days / 365.25 / 2);
}

async function similar(filters: Partial<SubcontractorFilters> = {}) {
  const found = await findSimilarCompanies(db, place, { ...defaultFilters, ...filters }, today);
  return found.companies.map((c) => ({
    name: c.name,
    wins: c.wins,
    euroValue: c.euroValue,
    lastWinDate: c.lastWinDate,
    relevance: Math.round(c.relevance * 100) / 100,
    lastWin: c.lastWin?.tenderTitle ?? null,
  }));
}

const round = (value: number) => Math.round(value * 100) / 100;

beforeAll(async () => {
  db = await getDb();
  for (const award of awards) {
    const outcome = await importNoticeXml(db, awardNoticeXml(award), `test:${award.n}`);
    expect(outcome.status).toBe('imported');
  }
}, 60_000);

describe('companies that won similar tenders', () => {
  const alpha = {
    name: 'Alpha Strassenbau GmbH',
    wins: 2,
    euroValue: 150_000,
    lastWinDate: '2026-06-01',
    // 45233140 itself (7) in DE300 (4); 45233120 shares 6 digits (5) in DE300 (4).
    relevance: round(weight(7, 4, '2026-06-01') + weight(5, 4, '2024-05-01')),
    lastWin: 'Award 201: works under CPV 45233140',
  };
  // 45233000 shares 5 digits (4), elsewhere in Germany (1.5).
  const beta = {
    name: 'Beta Bau AG',
    wins: 1,
    euroValue: 200_000,
    lastWinDate: '2025-10-01',
    relevance: round(weight(4, 1.5, '2025-10-01')),
    lastWin: 'Award 203: works under CPV 45233000',
  };
  // 45111000 shares the division only (1), in DE300 (4).
  const gamma = {
    name: 'Gamma Tiefbau GmbH',
    wins: 1,
    euroValue: 30_000,
    lastWinDate: '2026-01-01',
    relevance: round(weight(1, 4, '2026-01-01')),
    lastWin: 'Award 204: works under CPV 45111000',
  };
  // 45233140 itself (7), in another country (1).
  const delta = {
    name: 'Delta Út Kft.',
    wins: 1,
    euroValue: 80_000,
    lastWinDate: '2026-01-01',
    relevance: round(weight(7, 1, '2026-01-01')),
    lastWin: 'Award 205: works under CPV 45233140',
  };

  it('by default: same CPV group, same country, last five years, most relevant first', async () => {
    expect(await similar()).toEqual([alpha, beta]);
  });

  it('a broader CPV match adds the same division', async () => {
    expect(await similar({ level: 'division' })).toEqual([alpha, beta, gamma]);
  });

  it('anywhere adds other countries, ranked below closer places', async () => {
    expect(alpha.relevance).toBeGreaterThan(delta.relevance);
    expect(delta.relevance).toBeGreaterThan(beta.relevance);
    expect(await similar({ region: 'anywhere' })).toEqual([alpha, delta, beta]);
  });

  it('a region of the tender keeps the wins in it; a period keeps the wins since then', async () => {
    expect((await similar({ region: 'DE300' })).map((c) => c.name)).toEqual(['Alpha Strassenbau GmbH']);
    expect(await similar({ period: '1' })).toEqual([
      { ...alpha, wins: 1, euroValue: 100_000, relevance: round(weight(7, 4, '2026-06-01')) },
    ]);
  });

  it('sorts by value, wins and recency on request', async () => {
    expect((await similar({ sort: 'value' })).map((c) => c.name)).toEqual(['Beta Bau AG', 'Alpha Strassenbau GmbH']);
    expect((await similar({ sort: 'wins' })).map((c) => c.name)).toEqual(['Alpha Strassenbau GmbH', 'Beta Bau AG']);
    const recent = await similar({ sort: 'recent', level: 'division' });
    expect(recent.map((c) => c.name)).toEqual(['Alpha Strassenbau GmbH', 'Gamma Tiefbau GmbH', 'Beta Bau AG']);
  });

  it("never shows a private tender's winner or title", async () => {
    const owner = randomUUID();
    await db.insert(profiles).values({ userId: owner });
    const [template] = await db.select().from(tenders).where(eq(tenders.source, 'ted')).limit(1);
    const privateId = 'ffff0000000000d1';
    await db.insert(tenders).values({
      ...template!,
      id: privateId,
      source: 'user',
      procedureKey: 'user:subcontractors',
      visibility: 'private',
      ownerId: owner,
      title: 'Secret private road works',
      cpvCode: '45233140',
      countryCode: 'DE',
      nutsCodes: ['DE300'],
      nutsTree: nutsLineage('DE300'),
    });
    await db.insert(tenderAwards).values({
      tenderId: privateId,
      noticeId: 'private',
      winnerName: 'Private Winner GmbH',
      winnerCountryCode: 'DE',
      position: 0,
      euroValue: 999_999,
    });
    await backfillCompanies(db);
    for (const filters of [{}, { region: 'anywhere' }, { level: 'division' as const }]) {
      const found = JSON.stringify(await similar(filters));
      expect(found).not.toContain('Private Winner');
      expect(found).not.toContain('Secret private');
    }
    // The owner looking for subcontractors for the private tender sees the public winners only.
    expect((await similar()).map((c) => c.name)).toEqual(['Alpha Strassenbau GmbH', 'Beta Bau AG']);
  });
});

describe('profiles open to subcontracting', () => {
  const users: Record<string, string> = {};

  async function profile(name: string, values: Record<string, unknown>) {
    const userId = randomUUID();
    users[name] = userId;
    await db.insert(profiles).values({ userId, userName: `${name} private`, companyName: `${name} Private Ltd` });
    const result = await updatePublicProfile(userId, publicProfileSchema.parse({ publicCompanyName: name, ...values }));
    expect(result.ok).toBe(true);
  }

  beforeAll(async () => {
    await profile('Listed by class and region', {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['45230000'],
      subcontractorRegions: ['DE3'],
      publicEmail: 'class@example.com',
      publicPhoneNumber: '+49 30 1234567',
    });
    await profile('Listed by division anywhere', {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['45000000'],
      publicWebsite: 'division.example.com',
    });
    await profile('Shown but not listed', {
      enabled: 'on',
      subcontractorCpvCodes: ['45233140'],
      publicEmail: 'not-listed@example.com',
    });
    await profile('Listed but not shown', {
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['45233140'],
    });
    await profile('Listed for cleaning', {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['90911200'],
    });
    await profile('Listed in Austria only', {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['45233140'],
      subcontractorRegions: ['AT'],
    });
    await profile('Listed for site preparation', {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      subcontractorCpvCodes: ['45100000'],
    });
  });

  it('lists opted-in profiles whose CPV codes and regions match, closest code first, with public fields only', async () => {
    const listed = await findListedProfiles(db, place, { level: 'group' }, users['Listed by division anywhere']!);
    expect(listed.map((p) => p.publicCompanyName)).toEqual([
      'Listed by class and region',
      'Listed by division anywhere',
    ]);
    expect(listed[0]).toEqual({
      own: false,
      publicName: null,
      publicCompanyName: 'Listed by class and region',
      publicCompanyIndustry: null,
      publicEmail: 'class@example.com',
      publicPhoneNumber: '+49 30 1234567',
      publicWebsite: null,
      publicAddress: null,
      cpvCodes: ['45230000'],
      regions: ['DE3'],
    });
    expect(listed[1]).toMatchObject({ own: true, publicWebsite: 'https://division.example.com' });
    const text = JSON.stringify(listed);
    expect(text).not.toContain('Private Ltd');
    expect(text).not.toContain('private');
  });

  it('never lists a profile that did not opt in, or is not shown', async () => {
    for (const level of ['class', 'group', 'division'] as const) {
      const names = (await findListedProfiles(db, place, { level }, null)).map((p) => p.publicCompanyName);
      expect(names).not.toContain('Shown but not listed');
      expect(names).not.toContain('Listed but not shown');
      expect(names).not.toContain('Listed for cleaning');
      expect(names).not.toContain('Listed in Austria only');
    }
  });

  it('a broader CPV match lists the same division too', async () => {
    const names = (await findListedProfiles(db, place, { level: 'division' }, null)).map((p) => p.publicCompanyName);
    expect(names).toContain('Listed for site preparation');
    const narrow = (await findListedProfiles(db, place, { level: 'group' }, null)).map((p) => p.publicCompanyName);
    expect(narrow).not.toContain('Listed for site preparation');
  });

  it('turning the opt-in off takes a profile off the list at once', async () => {
    const userId = users['Listed by class and region']!;
    const saved = await getPublicProfile(userId);
    expect(await updatePublicProfile(userId, { ...saved, listedAsSubcontractor: false })).toMatchObject({ ok: true });
    expect(await db.$count(publicProfiles, eq(publicProfiles.userId, userId))).toBe(1);
    const names = (await findListedProfiles(db, place, { level: 'group' }, null)).map((p) => p.publicCompanyName);
    expect(names).toEqual(['Listed by division anywhere']);
  });

  it('refuses codes that are not in the CPV or NUTS lists, naming them', async () => {
    const result = await updatePublicProfile(
      randomUUID(),
      publicProfileSchema.parse({ subcontractorCpvCodes: ['12345678'], subcontractorRegions: ['XX9'] }),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: {
        subcontractorCpvCodes: ['Not a CPV code: 12345678'],
        subcontractorRegions: ['Not a NUTS region: XX9'],
      },
    });
  });
});

describe('filters in the URL', () => {
  it('falls back to the defaults for values the page does not offer, and says which', () => {
    expect(parseSubcontractorFilters({}, place)).toEqual({ filters: defaultFilters, ignored: [] });
    expect(
      parseSubcontractorFilters({ region: 'DE30', level: 'class', period: '2', sort: 'value' }, place).filters,
    ).toEqual({ region: 'DE30', level: 'class', period: '2', sort: 'value' });
    expect(
      parseSubcontractorFilters({ region: 'AT13', level: 'x', period: '10', sort: ['wins', 'value'] }, place),
    ).toEqual({
      filters: { ...defaultFilters, sort: 'wins' },
      ignored: [
        { parameter: 'region', value: 'AT13' },
        { parameter: 'level', value: 'x' },
        { parameter: 'period', value: '10' },
      ],
    });
  });
});
