// Who a company competes with, and who a tender's buyer last awarded such work to: read from the company wins,
// through their CPV and tender indexes (a company's classes and buyers are few), never across all awards.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { companyWins, tenders } from '@/lib/db/schema';
import { queryRows, type Database } from '@/lib/db';

export interface Competitor {
  companyId: string;
  name: string;
  /** Its wins in the company's CPV classes (in the countries where the company won them). */
  classWins: number;
  /** Its wins with the company's buyers. */
  buyerWins: number;
  /** Procedures where both were awarded lots. */
  headToHead: number;
}

/** How many of a company's CPV classes and buyers its competitors are sought in. */
const sharedLimit = 5;
export const competitorLimit = 10;

/** The companies that win in the same CPV classes and with the same buyers, most head-to-head first. */
export async function findCompetitors(db: Database, companyId: string): Promise<Competitor[]> {
  const rows = await queryRows<{
    company_id: string;
    name: string;
    class_wins: number | string;
    buyer_wins: number | string;
    head_to_head: number | string;
  }>(
    db,
    sql`
    with mine as (
      select w.tender_id, w.cpv_code, w.country_code, t.buyer_id
      from ${companyWins} w join ${tenders} t on t.id = w.tender_id
      where w.company_id = ${companyId}
    ),
    classes as (
      select left(cpv_code, 4) as cpv_class, country_code from mine
      group by 1, 2 order by count(*) desc, 1, 2 limit ${sharedLimit}
    ),
    my_buyers as (
      select buyer_id from mine where buyer_id is not null
      group by 1 order by count(*) desc, 1 limit ${sharedLimit}
    ),
    by_class as (
      select w.company_id, w.tender_id, 1 as in_class, 0 as with_buyer
      from classes c join ${companyWins} w
        on w.country_code = c.country_code
        and w.cpv_code between rpad(c.cpv_class, 8, '0')::char(8) and rpad(c.cpv_class, 8, '9')::char(8)
      where w.company_id <> ${companyId}
    ),
    by_buyer as (
      select w.company_id, w.tender_id, 0 as in_class, 1 as with_buyer
      from my_buyers b join ${tenders} t on t.buyer_id = b.buyer_id
      join ${companyWins} w on w.tender_id = t.id
      where w.company_id <> ${companyId}
    ),
    rivals as (
      select company_id,
        sum(in_class) as class_wins,
        sum(with_buyer) as buyer_wins,
        count(distinct tender_id) filter (where tender_id in (select tender_id from mine)) as head_to_head
      from (select * from by_class union all select * from by_buyer) x
      group by company_id
    )
    select r.company_id, c.name, r.class_wins, r.buyer_wins, r.head_to_head
    from rivals r join app.companies c on c.id = r.company_id
    order by r.head_to_head desc, r.buyer_wins desc, r.class_wins desc, c.name
    limit ${competitorLimit}`,
  );
  return rows.map((row) => ({
    companyId: row.company_id,
    name: row.name,
    classWins: Number(row.class_wins),
    buyerWins: Number(row.buyer_wins),
    headToHead: Number(row.head_to_head),
  }));
}

export interface Incumbent {
  companyId: string;
  name: string;
  tenderId: string;
  winDate: string;
}

export interface SimilarWinner {
  companyId: string;
  name: string;
  wins: number;
}

export interface TenderCompetition {
  /** The last winner of the same buyer and CPV class (another procedure of it). */
  incumbent: Incumbent | null;
  /** The companies that won most lots of the same CPV class in the same country lately. */
  similarWinners: SimilarWinner[];
}

const similarYears = 3;

export async function findTenderCompetition(
  db: Database,
  tender: { id: string; buyerId: string | null; cpvCode: string | null; countryCode: string },
  today: Date = new Date(),
): Promise<TenderCompetition> {
  if (tender.cpvCode === null) return { incumbent: null, similarWinners: [] };
  const cpvClass = tender.cpvCode.slice(0, 4);
  const inClass = sql`${companyWins.cpvCode} between ${cpvClass.padEnd(8, '0')}::char(8) and ${cpvClass.padEnd(8, '9')}::char(8)`;
  const since = new Date(Date.UTC(today.getUTCFullYear() - similarYears, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const [incumbent, similarWinners] = await Promise.all([
    tender.buyerId === null
      ? Promise.resolve([])
      : db
          .select({
            companyId: companyWins.companyId,
            name: companyWins.winnerName,
            tenderId: companyWins.tenderId,
            winDate: companyWins.winDate,
          })
          .from(companyWins)
          .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
          .where(
            and(
              eq(tenders.buyerId, tender.buyerId),
              ne(companyWins.tenderId, tender.id),
              eq(companyWins.role, 'lead'),
              inClass,
            ),
          )
          .orderBy(desc(companyWins.winDate), desc(companyWins.id))
          .limit(1),
    db
      .select({
        companyId: companyWins.companyId,
        name: sql<string>`(select c.name from app.companies c where c.id = ${companyWins.companyId})`,
        wins: sql<number>`count(*)::int`,
      })
      .from(companyWins)
      .where(
        and(
          eq(companyWins.countryCode, tender.countryCode),
          inClass,
          sql`${companyWins.winDate} >= ${since}`,
          ne(companyWins.tenderId, tender.id),
        ),
      )
      .groupBy(companyWins.companyId)
      .orderBy(desc(sql`count(*)`), companyWins.companyId)
      .limit(5),
  ]);
  return {
    incumbent: incumbent[0] ?? null,
    similarWinners: similarWinners.map((w) => ({ ...w, wins: Number(w.wins) })),
  };
}
