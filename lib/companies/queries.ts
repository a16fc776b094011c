// A company's page data: the company, its wins (newest first) with the tenders they were won in, and its wins
// counted by year, buyer, CPV division and country. Wins come only from public tenders; the tenders are read
// through their visibility builder all the same.
import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { buyers, companies, companyWins, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { anonymousViewer, visibleTenders } from '@/lib/tenders/jobs';
import { findCompetitors, type Competitor } from './competitors';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyWinView {
  tenderId: string;
  tenderTitle: string;
  lotId: string | null;
  role: 'lead' | 'member';
  winDate: string;
  euroValue: number | null;
  buyerName: string | null;
  /** The buyer's page, when the tender has a buyer entity. */
  buyerId: string | null;
  cpvCode: string;
  countryCode: string;
}

export interface WinTally<K> {
  key: K;
  wins: number;
  euroValue: number | null;
}

export interface CompanyDetail {
  company: CompanyRow;
  /** Newest first, at most `winLimit`. */
  wins: CompanyWinView[];
  byYear: WinTally<number>[];
  byBuyer: WinTally<string>[];
  /** Its buyers as entities (each with its page), most wins first. */
  buyers: { buyerId: string; name: string; wins: number }[];
  /** By the 2-digit CPV division. */
  byDivision: WinTally<string>[];
  byCountry: WinTally<string>[];
  /** The other spellings its wins use, most used first. */
  otherNames: string[];
  /** Who wins in the same CPV classes and with the same buyers, most head-to-head first. */
  competitors: Competitor[];
}

export const winLimit = 100;
const tallyLimit = 10;

const euro = (value: string | number | null) => (value === null ? null : Number(value));

export async function findCompany(db: Database, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** The wins of public, real tenders (the only ones companies are made of). */
function visibleWins(companyId: string) {
  return visibleTenders(anonymousViewer, { includeSamples: false }, eq(companyWins.companyId, companyId));
}

async function tally<K>(db: Database, companyId: string, key: SQL<K>, limit?: number) {
  const query = db
    .select({ key, wins: count(), euroValue: sum(companyWins.euroValue) })
    .from(companyWins)
    .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
    .where(and(visibleWins(companyId), sql`${key} is not null`))
    .groupBy(key)
    .orderBy(desc(count()), asc(key));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ key: row.key, wins: row.wins, euroValue: euro(row.euroValue) }));
}

export async function findCompanyDetail(db: Database, id: string): Promise<CompanyDetail | null> {
  const company = await findCompany(db, id);
  if (!company) return null;
  const [wins, byYear, byBuyer, byDivision, byCountry, names, buyerRows, competitors] = await Promise.all([
    db
      .select({
        tenderId: companyWins.tenderId,
        tenderTitle: tenders.title,
        lotId: companyWins.lotId,
        role: companyWins.role,
        winDate: companyWins.winDate,
        euroValue: companyWins.euroValue,
        buyerName: companyWins.buyerName,
        buyerId: tenders.buyerId,
        cpvCode: companyWins.cpvCode,
        countryCode: companyWins.countryCode,
      })
      .from(companyWins)
      .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
      .where(visibleWins(id))
      .orderBy(desc(companyWins.winDate), asc(companyWins.tenderId), asc(companyWins.awardPosition))
      .limit(winLimit),
    tally(db, id, sql<number>`extract(year from ${companyWins.winDate})::int`),
    tally(db, id, sql<string>`${companyWins.buyerName}`, tallyLimit),
    tally(db, id, sql<string>`left(${companyWins.cpvCode}, 2)`),
    tally(db, id, sql<string>`${companyWins.countryCode}`),
    db
      .select({ name: companyWins.winnerName })
      .from(companyWins)
      .where(eq(companyWins.companyId, id))
      .groupBy(companyWins.winnerName)
      .orderBy(desc(count()), asc(companyWins.winnerName)),
    db
      .select({ buyerId: buyers.id, name: buyers.name, wins: count() })
      .from(companyWins)
      .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
      .innerJoin(buyers, eq(buyers.id, tenders.buyerId))
      .where(visibleWins(id))
      .groupBy(buyers.id, buyers.name)
      .orderBy(desc(count()), asc(buyers.name))
      .limit(tallyLimit),
    findCompetitors(db, id),
  ]);
  return {
    company,
    wins,
    byYear: byYear.sort((a, b) => a.key - b.key),
    byBuyer,
    buyers: buyerRows,
    byDivision,
    byCountry,
    otherNames: names.map((n) => n.name).filter((name) => name !== company.name),
    competitors,
  };
}

/** The companies each award of a tender was won by, by the award's position (the tender page links them). */
export async function findAwardCompanies(
  db: Database,
  tenderId: string,
): Promise<Map<number, { companyId: string; name: string; role: 'lead' | 'member' }[]>> {
  const rows = await db
    .select({
      position: companyWins.awardPosition,
      companyId: companyWins.companyId,
      name: companyWins.winnerName,
      role: companyWins.role,
    })
    .from(companyWins)
    .where(eq(companyWins.tenderId, tenderId))
    .orderBy(asc(companyWins.awardPosition), asc(companyWins.id));
  const byPosition = new Map<number, { companyId: string; name: string; role: 'lead' | 'member' }[]>();
  for (const { position, ...link } of rows) byPosition.set(position, [...(byPosition.get(position) ?? []), link]);
  return byPosition;
}
