// Who could work on a tender: (a) companies that won similar tenders — same CPV group or division, same country
// or region, in the last years — ranked by how close and how recent their wins are; (b) users whose public
// profile is open to subcontracting for the tender's CPV codes and region. Wins come only from public, real
// tenders (lib/ingest/companies); profiles only when their owner opted in, and only their public fields.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { companies, companyWins, publicProfiles, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { nutsCountryCode } from '@/lib/reference/pickers';
import { anonymousViewer, visibleTenders } from '@/lib/tenders/jobs';
import {
  cpvPrefix,
  cpvStem,
  placeRegionCodes,
  type SubcontractorFilters,
  type TenderPlace,
} from './subcontractor-filters';

export const similarCompanyLimit = 50;
export const listedProfileLimit = 50;

export interface SimilarCompany {
  companyId: string;
  name: string;
  countryCode: string | null;
  website: string | null;
  /** Matching wins, their total value in euro (null when none gives one) and the newest one's date. */
  wins: number;
  euroValue: number | null;
  lastWinDate: string;
  relevance: number;
  lastWin: { tenderId: string; tenderTitle: string; lotId: string | null; buyerName: string | null } | null;
}

export interface SimilarCompanies {
  companies: SimilarCompany[];
  /** All companies that match, of which `companies` are the first `similarCompanyLimit`. */
  total: number;
}

/** The day `years` years before `today` (YYYY-MM-DD). */
export function yearsBefore(today: string, years: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** 1 for the same division … 7 for the same 8-digit code: how many more digits than the division agree. */
function cpvCloseness(code: string): SQL<number> {
  const lengths = [8, 7, 6, 5, 4, 3];
  const cases = lengths.map(
    (n) =>
      sql`when left(${companyWins.cpvCode}, ${sql.raw(String(n))}) = ${code.slice(0, n)} then ${sql.raw(String(n - 1))}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else 1 end)`;
}

/** 4 in one of the tender's smallest regions, 3 and 2 in its larger ones, 1.5 in its country, else 1. */
function regionCloseness(place: TenderPlace): SQL<number> {
  const atLevel = (level: number) => place.nutsTree.filter((code) => code.length === level + 2);
  const cases = [3, 2, 1].flatMap((level) => {
    const codes = atLevel(level);
    if (codes.length === 0) return [];
    const array = sql`array[${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`;
    return [sql`when ${companyWins.nutsTree} && ${array} then ${sql.raw(String(level + 1))}`];
  });
  return sql<number>`(case ${sql.join(cases, sql` `)} when ${companyWins.countryCode} = ${place.countryCode} then 1.5 else 1 end)`;
}

/** The wins that count for a tender under these filters. */
function matchingWins(place: TenderPlace & { cpvCode: string }, filters: SubcontractorFilters, today: string): SQL {
  const prefix = cpvPrefix(place.cpvCode, filters.level);
  const region =
    filters.region === 'anywhere'
      ? undefined
      : filters.region === 'country'
        ? eq(companyWins.countryCode, place.countryCode)
        : and(
            eq(companyWins.countryCode, place.countryCode),
            sql`${companyWins.nutsTree} @> array[${filters.region}]::text[]`,
          );
  return and(
    gte(companyWins.cpvCode, prefix.padEnd(8, '0')),
    lte(companyWins.cpvCode, prefix.padEnd(8, '9')),
    gte(companyWins.winDate, yearsBefore(today, Number(filters.period))),
    region,
  )!;
}

/**
 * Companies that won tenders like this one, best first. Each matching win counts by how close its CPV code and
 * place are to the tender's and halves its weight every two years; a company's relevance is the sum.
 */
export async function findSimilarCompanies(
  db: Database,
  place: TenderPlace & { cpvCode: string },
  filters: SubcontractorFilters,
  today: string,
): Promise<SimilarCompanies> {
  const where = matchingWins(place, filters, today);
  const ageInYears = sql`((${today}::date - ${companyWins.winDate}) / 365.25)`;
  const score = sql`${cpvCloseness(place.cpvCode)} * ${regionCloseness(place)} * power(0.5, ${ageInYears} / 2.0)`;
  const relevance = sql<number>`sum(${score})`.mapWith(Number);
  const wins = sql<number>`count(*)`.mapWith(Number);
  const euroValue = sql<string | null>`sum(${companyWins.euroValue})`;
  const lastWinDate = sql<string>`max(${companyWins.winDate})`;
  const order = {
    relevance: [desc(relevance), desc(lastWinDate)],
    recent: [desc(lastWinDate), desc(relevance)],
    wins: [desc(wins), desc(relevance)],
    value: [sql`sum(${companyWins.euroValue}) desc nulls last`, desc(relevance)],
  }[filters.sort];
  const rows = await db
    .select({
      companyId: companyWins.companyId,
      wins,
      euroValue,
      lastWinDate,
      relevance,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(companyWins)
    .where(where)
    .groupBy(companyWins.companyId)
    .orderBy(...order, asc(companyWins.companyId))
    .limit(similarCompanyLimit);
  if (rows.length === 0) return { companies: [], total: 0 };

  const ids = rows.map((row) => row.companyId);
  const [details, lastWins] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        countryCode: companies.countryCode,
        website: companies.website,
      })
      .from(companies)
      .where(inArray(companies.id, ids)),
    db
      .selectDistinctOn([companyWins.companyId], {
        companyId: companyWins.companyId,
        tenderId: companyWins.tenderId,
        tenderTitle: tenders.title,
        lotId: companyWins.lotId,
        buyerName: companyWins.buyerName,
      })
      .from(companyWins)
      .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
      .where(visibleTenders(anonymousViewer, { includeSamples: false }, inArray(companyWins.companyId, ids), where))
      .orderBy(companyWins.companyId, desc(companyWins.winDate), desc(companyWins.id)),
  ]);
  const detailOf = new Map(details.map((d) => [d.id, d]));
  const lastWinOf = new Map(lastWins.map(({ companyId, ...win }) => [companyId, win]));
  return {
    total: rows[0]!.total,
    companies: rows.flatMap((row) => {
      const detail = detailOf.get(row.companyId);
      if (!detail) return [];
      return [
        {
          companyId: row.companyId,
          name: detail.name,
          countryCode: detail.countryCode,
          website: detail.website,
          wins: row.wins,
          euroValue: row.euroValue === null ? null : Number(row.euroValue),
          lastWinDate: row.lastWinDate,
          relevance: row.relevance,
          lastWin: lastWinOf.get(row.companyId) ?? null,
        },
      ];
    }),
  };
}

export interface ListedProfile {
  /** The profile is the reader's own. */
  own: boolean;
  publicName: string | null;
  publicCompanyName: string | null;
  publicCompanyIndustry: string | null;
  publicEmail: string | null;
  publicPhoneNumber: string | null;
  publicWebsite: string | null;
  publicAddress: string | null;
  cpvCodes: string[];
  regions: string[];
}

/** How many leading digits two CPV codes share, up to the shorter stem. */
function sharedDigits(a: string, b: string): number {
  let n = 0;
  while (n < 8 && a[n] === b[n]) n++;
  return n;
}

/**
 * Public profiles open to subcontracting for this tender: one of their CPV codes shares the filter's digits with
 * the tender's code or covers it, and their regions (none means anywhere) include the tender's place. Closest
 * CPV code first, then the most recently updated. Only public fields leave this function.
 */
export async function findListedProfiles(
  db: Database,
  place: TenderPlace & { cpvCode: string },
  filters: Pick<SubcontractorFilters, 'level'>,
  readerId: string | null,
): Promise<ListedProfile[]> {
  const prefix = cpvPrefix(place.cpvCode, filters.level);
  const regionCodes = placeRegionCodes(place);
  const country = nutsCountryCode(place.countryCode);
  const countryOnly = regionCodes.every((code) => code.length <= 2);
  const codes = sql`${publicProfiles.subcontractorCpvCodes}`;
  const regions = sql`${publicProfiles.subcontractorRegions}`;
  const regionArray = sql`array[${sql.join(
    regionCodes.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({
      userId: publicProfiles.userId,
      publicName: publicProfiles.publicName,
      publicCompanyName: publicProfiles.publicCompanyName,
      publicCompanyIndustry: publicProfiles.publicCompanyIndustry,
      publicEmail: publicProfiles.publicEmail,
      publicPhoneNumber: publicProfiles.publicPhoneNumber,
      publicWebsite: publicProfiles.publicWebsite,
      publicAddress: publicProfiles.publicAddress,
      cpvCodes: publicProfiles.subcontractorCpvCodes,
      regions: publicProfiles.subcontractorRegions,
    })
    .from(publicProfiles)
    .where(
      and(
        eq(publicProfiles.enabled, true),
        eq(publicProfiles.listedAsSubcontractor, true),
        sql`exists (select 1 from unnest(${codes}) as c(code) where left(c.code, ${prefix.length}) = ${prefix}
          or ${place.cpvCode} like left(c.code, greatest(2, length(rtrim(c.code, '0')))) || '%')`,
        sql`(cardinality(${regions}) = 0 or ${regions} && ${regionArray}
          or (${countryOnly} and exists (select 1 from unnest(${regions}) as r(code) where left(r.code, 2) = ${country})))`,
      ),
    )
    .orderBy(desc(publicProfiles.updatedAt), asc(publicProfiles.userId))
    .limit(listedProfileLimit * 4);
  const closeness = (profile: { cpvCodes: string[] }) =>
    Math.max(...profile.cpvCodes.map((code) => Math.min(sharedDigits(code, place.cpvCode), cpvStem(code).length)));
  return rows
    .map((row, order) => ({ row, order, closeness: closeness(row) }))
    .sort((a, b) => b.closeness - a.closeness || a.order - b.order)
    .slice(0, listedProfileLimit)
    .map(({ row: { userId, ...fields } }) => ({ own: userId === readerId, ...fields }));
}
