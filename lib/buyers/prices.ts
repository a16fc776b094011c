// What similar lots were awarded at: the statistics cells the importer keeps (app.award_stats), read by primary
// key, and the lots behind each figure (app.award_lots), read through their cell index or a buyer's tenders.
import { z } from 'zod';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { awardLots, awardStats, companyWins, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { anonymousViewer, visibleTenders } from '@/lib/tenders/jobs';

export type PriceCell = Omit<typeof awardStats.$inferSelect, 'updatedAt'>;

/** A cell is quoted once it holds this many priced lots: fewer would be one buyer's prices, not a market's. */
export const minPricedLots = 3;
/** How far back a price line looks for a cell with enough lots. */
const yearsBack = 4;

const cellColumns = {
  cpvPrefix: awardStats.cpvPrefix,
  countryCode: awardStats.countryCode,
  year: awardStats.year,
  lotCount: awardStats.lotCount,
  pricedCount: awardStats.pricedCount,
  p25: awardStats.p25,
  median: awardStats.median,
  p75: awardStats.p75,
  estimateRatio: awardStats.estimateRatio,
  ratioCount: awardStats.ratioCount,
  bidsPerLot: awardStats.bidsPerLot,
  bidsCount: awardStats.bidsCount,
};

/**
 * The price line of a CPV code in a country: the narrowest of its class, group and division with at least
 * `minPricedLots` priced lots in the last few years, newest year first. A handful of primary-key reads.
 */
export async function findPriceCell(
  db: Database,
  cpvCode: string,
  countryCode: string,
  today: Date = new Date(),
): Promise<PriceCell | null> {
  const prefixes = [cpvCode.slice(0, 4), cpvCode.slice(0, 3), cpvCode.slice(0, 2)];
  const [row] = await db
    .select(cellColumns)
    .from(awardStats)
    .where(
      and(
        inArray(awardStats.cpvPrefix, prefixes),
        eq(awardStats.countryCode, countryCode),
        gte(awardStats.year, today.getUTCFullYear() - yearsBack),
        gte(awardStats.pricedCount, minPricedLots),
      ),
    )
    .orderBy(desc(sql`length(${awardStats.cpvPrefix})`), desc(awardStats.year))
    .limit(1);
  return row ?? null;
}

/** Every year's cell of one CPV prefix in one country (or one year of it), oldest first. */
export async function findPriceCells(
  db: Database,
  filter: { cpvPrefix: string; countryCode: string; year: number | null },
): Promise<PriceCell[]> {
  return db
    .select(cellColumns)
    .from(awardStats)
    .where(
      and(
        eq(awardStats.cpvPrefix, filter.cpvPrefix),
        eq(awardStats.countryCode, filter.countryCode),
        filter.year === null ? undefined : eq(awardStats.year, filter.year),
      ),
    )
    .orderBy(asc(awardStats.year));
}

const cpvPrefix = z
  .string()
  .trim()
  .regex(/^\d{2,8}$/, 'a CPV code or its first 2 to 4 digits (division, group, class)')
  .transform((code) => (code.length > 4 ? code.slice(0, 4) : code));
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code (ISO 3166-1, like DE)')
  .transform((code) => code.toUpperCase());
const year = z.coerce.number({ error: 'a year' }).int('a year').min(2000, 'from 2000').max(2100, 'up to 2100');
const buyerId = z.string().regex(/^[0-9a-f]{16}$/, 'a buyer id: 16 hexadecimal digits');
const page = z.coerce
  .number({ error: 'a whole number' })
  .int('a whole number')
  .min(1, 'at least 1')
  .max(100, 'at most 100');

/** Which lots: one statistics cell (cpv, country, year) or a buyer's, as the figures link them. */
export interface AwardLotFilters {
  cpvPrefix: string | null;
  countryCode: string | null;
  year: number | null;
  buyerId: string | null;
  page: number;
}

export type ParsedFilters<T> = { ok: true; filters: T } | { ok: false; parameter: string; message: string };

function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 0 ? undefined : values.at(-1);
}

function parseEach<T extends Record<string, z.ZodType>>(
  params: URLSearchParams,
  schemas: T,
): { ok: true; values: { [K in keyof T]?: z.output<T[K]> } } | { ok: false; parameter: string; message: string } {
  const values: { [K in keyof T]?: z.output<T[K]> } = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const raw = single(params, name);
    if (raw === undefined || raw === '') continue;
    if (raw.includes('\0')) return { ok: false, parameter: name, message: 'contains a NUL character' };
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { ok: false, parameter: name, message: parsed.error.issues[0]?.message ?? 'invalid' };
    values[name as keyof T] = parsed.data as z.output<T[keyof T]>;
  }
  return { ok: true, values };
}

/** The statistics API's parameters: `cpv` and `country` required, `year` optional. */
export function parseStatsParams(
  params: URLSearchParams,
): ParsedFilters<{ cpvPrefix: string; countryCode: string; year: number | null }> {
  const parsed = parseEach(params, { cpv: cpvPrefix, country: countryCode, year });
  if (!parsed.ok) return parsed;
  const { cpv, country } = parsed.values;
  if (cpv === undefined)
    return { ok: false, parameter: 'cpv', message: 'required: a CPV code or its first 2 to 4 digits' };
  if (country === undefined) return { ok: false, parameter: 'country', message: 'required: a two-letter country code' };
  return { ok: true, filters: { cpvPrefix: cpv, countryCode: country, year: parsed.values.year ?? null } };
}

/** The lots page's parameters: a cell (cpv and country, year optional) or a buyer. */
export function parseAwardLotParams(params: URLSearchParams): ParsedFilters<AwardLotFilters> {
  const parsed = parseEach(params, { cpv: cpvPrefix, country: countryCode, year, buyer: buyerId, page });
  if (!parsed.ok) return parsed;
  const { cpv, country, buyer } = parsed.values;
  if (buyer === undefined && (cpv === undefined || country === undefined)) {
    return {
      ok: false,
      parameter: cpv === undefined ? 'cpv' : 'country',
      message: 'the lots of a CPV code in a country (cpv and country), or of a buyer (buyer)',
    };
  }
  return {
    ok: true,
    filters: {
      cpvPrefix: cpv ?? null,
      countryCode: country ?? null,
      year: parsed.values.year ?? null,
      buyerId: buyer ?? null,
      page: parsed.values.page ?? 1,
    },
  };
}

export interface AwardLotView {
  tenderId: string;
  tenderTitle: string;
  languageCode: string;
  buyerId: string | null;
  buyerName: string | null;
  lotId: string | null;
  awardDate: string;
  cpvCode: string;
  countryCode: string;
  value: number | null;
  currency: string | null;
  euroValue: number | null;
  estimateEuroValue: number | null;
  frameworkMaximumEuro: number | null;
  tendersReceived: number | null;
  winnerName: string | null;
  companyId: string | null;
}

export const lotPageSize = 50;

function lotConditions(filters: AwardLotFilters): SQL {
  const conditions: (SQL | undefined)[] = [isNotNull(awardLots.euroValue)];
  if (filters.cpvPrefix !== null) {
    conditions.push(
      sql`${awardLots.cpvCode} between rpad(${filters.cpvPrefix}, 8, '0')::char(8) and rpad(${filters.cpvPrefix}, 8, '9')::char(8)`,
    );
  }
  if (filters.countryCode !== null) conditions.push(eq(awardLots.countryCode, filters.countryCode));
  if (filters.year !== null) conditions.push(eq(awardLots.year, filters.year));
  if (filters.buyerId !== null) conditions.push(eq(tenders.buyerId, filters.buyerId));
  return visibleTenders(anonymousViewer, { includeSamples: false }, ...conditions);
}

/** The priced lots behind a figure, dearest first (the quartiles read down the list), a page at a time. */
export async function findAwardLots(
  db: Database,
  filters: AwardLotFilters,
): Promise<{ lots: AwardLotView[]; total: number }> {
  const where = lotConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tenderId: awardLots.tenderId,
        tenderTitle: tenders.title,
        languageCode: tenders.languageCode,
        buyerId: tenders.buyerId,
        buyerName: tenders.contractingAuthorityName,
        lotId: awardLots.lotId,
        awardDate: awardLots.awardDate,
        cpvCode: awardLots.cpvCode,
        countryCode: awardLots.countryCode,
        value: awardLots.value,
        currency: awardLots.currency,
        euroValue: awardLots.euroValue,
        estimateEuroValue: awardLots.estimateEuroValue,
        frameworkMaximumEuro: awardLots.frameworkMaximumEuro,
        tendersReceived: awardLots.tendersReceived,
        winnerName: companyWins.winnerName,
        companyId: companyWins.companyId,
      })
      .from(awardLots)
      .innerJoin(tenders, eq(tenders.id, awardLots.tenderId))
      .leftJoin(
        companyWins,
        and(
          eq(companyWins.tenderId, awardLots.tenderId),
          eq(companyWins.noticeId, awardLots.noticeId),
          sql`${companyWins.lotId} is not distinct from ${awardLots.lotId}`,
          eq(companyWins.role, 'lead'),
        ),
      )
      .where(where)
      .orderBy(desc(awardLots.euroValue), asc(awardLots.tenderId), asc(awardLots.lotId))
      .limit(lotPageSize)
      .offset((filters.page - 1) * lotPageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(awardLots)
      .innerJoin(tenders, eq(tenders.id, awardLots.tenderId))
      .where(where),
  ]);
  return { lots: rows, total: Number(total?.count ?? 0) };
}
