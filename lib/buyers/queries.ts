// A buyer's page data: the buyer, its open calls, past calls and awards (with their winners), and what it buys
// and how: CPV divisions, procedures, typical award value, bids per lot, repeat winners. Read over this buyer's
// tenders only (its index), through the tenders' visibility builder.
import { and, asc, count, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { buyers, companies, companyWins, tenderAwards, tenderNotices, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { anonymousViewer, visibleTenders } from '@/lib/tenders/jobs';

export type BuyerRow = typeof buyers.$inferSelect;

export interface BuyerTenderView {
  id: string;
  title: string;
  languageCode: string;
  publishDate: string;
  deadlineDate: Date | null;
  status: string;
  cpvCode: string | null;
  estimateEuroValue: number | null;
}

export interface BuyerAwardView {
  tenderId: string;
  tenderTitle: string;
  lotId: string | null;
  /** Publication date of the result notice. */
  awardDate: string;
  status: string | null;
  winnerName: string | null;
  /** The winner's company page (the lead's); null when none was made. */
  companyId: string | null;
  /** BT-720 of the winning tender, in the notice's currency, and in euro. */
  value: number | null;
  currency: string | null;
  euroValue: number | null;
  /** BT-759. */
  tendersReceived: number | null;
}

export interface BuyerTally {
  key: string;
  count: number;
}

export interface RepeatWinner {
  companyId: string;
  name: string;
  wins: number;
}

export interface BuyerFigures {
  /** Median euro value of its awards with a value; null without any. */
  typicalEuroValue: number | null;
  awardsWithValue: number;
  /** Mean BT-759 over its lots that report it. */
  averageBids: number | null;
  lotsWithBids: number;
}

export interface BuyerDetail {
  buyer: BuyerRow;
  openCalls: BuyerTenderView[];
  /** Newest first, at most `callLimit`. */
  pastCalls: BuyerTenderView[];
  /** Newest first, at most `awardLimit`. */
  awards: BuyerAwardView[];
  awardCount: number;
  divisions: BuyerTally[];
  procedures: BuyerTally[];
  figures: BuyerFigures;
  repeatWinners: RepeatWinner[];
}

export const callLimit = 50;
export const awardLimit = 100;

const ofBuyer = (id: string, ...conditions: (SQL | undefined)[]) =>
  visibleTenders(anonymousViewer, { includeSamples: false }, eq(tenders.buyerId, id), ...conditions);

const tenderView = {
  id: tenders.id,
  title: tenders.title,
  languageCode: tenders.languageCode,
  publishDate: tenders.publishDate,
  deadlineDate: tenders.deadlineDate,
  status: tenders.status,
  cpvCode: tenders.cpvCode,
  estimateEuroValue: tenders.estimateEuroValue,
};

export async function findBuyer(db: Database, id: string): Promise<BuyerRow | null> {
  const [row] = await db.select().from(buyers).where(eq(buyers.id, id));
  return row ?? null;
}

function openCondition(now: Date): SQL {
  return and(eq(tenders.status, 'open'), or(gt(tenders.deadlineDate, now), sql`${tenders.deadlineDate} is null`))!;
}

async function tally(db: Database, id: string, key: SQL<string | null>): Promise<BuyerTally[]> {
  const rows = await db
    .select({ key, count: count() })
    .from(tenders)
    .where(ofBuyer(id, sql`${key} is not null`))
    .groupBy(key)
    .orderBy(desc(count()), asc(key));
  return rows.map((row) => ({ key: row.key!, count: row.count }));
}

const awardDate = sql<string>`coalesce(${tenderNotices.publishDate}, ${tenders.publishDate})`;

const awardsOfBuyer = (db: Database, id: string) =>
  db
    .select({
      tenderId: tenderAwards.tenderId,
      tenderTitle: tenders.title,
      lotId: tenderAwards.lotId,
      awardDate,
      status: tenderAwards.status,
      winnerName: tenderAwards.winnerName,
      companyId: companyWins.companyId,
      value: tenderAwards.value,
      currency: tenderAwards.currency,
      euroValue: tenderAwards.euroValue,
      tendersReceived: tenderAwards.tendersReceived,
      position: tenderAwards.position,
    })
    .from(tenderAwards)
    .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
    .leftJoin(tenderNotices, eq(tenderNotices.noticeId, tenderAwards.noticeId))
    .leftJoin(
      companyWins,
      and(
        eq(companyWins.tenderId, tenderAwards.tenderId),
        eq(companyWins.awardPosition, tenderAwards.position),
        eq(companyWins.role, 'lead'),
      ),
    )
    .where(ofBuyer(id));

/** The median of sorted numbers; null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function figuresOf(db: Database, id: string): Promise<BuyerFigures> {
  const values = await db
    .select({ euroValue: tenderAwards.euroValue })
    .from(tenderAwards)
    .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
    .where(ofBuyer(id, isNotNull(tenderAwards.euroValue)))
    .orderBy(asc(tenderAwards.euroValue));
  // Bids are counted once per lot result (a lot with several winners repeats its BT-759 on each row).
  const [bids] = await db
    .select({
      lots: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(received)`,
    })
    .from(
      db
        .selectDistinct({
          tenderId: tenderAwards.tenderId,
          lotId: tenderAwards.lotId,
          received: sql<number>`${tenderAwards.tendersReceived}`.as('received'),
        })
        .from(tenderAwards)
        .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
        .where(ofBuyer(id, isNotNull(tenderAwards.tendersReceived)))
        .as('lots'),
    );
  const sorted = values.map((v) => v.euroValue!);
  return {
    typicalEuroValue: median(sorted),
    awardsWithValue: sorted.length,
    averageBids: bids?.average == null ? null : Number(bids.average),
    lotsWithBids: Number(bids?.lots ?? 0),
  };
}

export async function findBuyerDetail(db: Database, id: string, now: Date = new Date()): Promise<BuyerDetail | null> {
  const buyer = await findBuyer(db, id);
  if (!buyer) return null;
  const [openCalls, pastCalls, awardRows, [awardCount], divisions, procedures, figures, repeatWinners] =
    await Promise.all([
      db
        .select(tenderView)
        .from(tenders)
        .where(ofBuyer(id, openCondition(now)))
        .orderBy(asc(tenders.deadlineDate), asc(tenders.id)),
      db
        .select(tenderView)
        .from(tenders)
        .where(ofBuyer(id, sql`not (${openCondition(now)})`))
        .orderBy(desc(tenders.publishDate), asc(tenders.id))
        .limit(callLimit),
      awardsOfBuyer(db, id)
        .orderBy(desc(awardDate), asc(tenderAwards.tenderId), asc(tenderAwards.position))
        .limit(awardLimit),
      db
        .select({ count: count() })
        .from(tenderAwards)
        .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
        .where(ofBuyer(id)),
      tally(db, id, sql<string | null>`left(${tenders.cpvCode}, 2)`),
      tally(db, id, sql<string | null>`${tenders.procedureType}`),
      figuresOf(db, id),
      db
        .select({ companyId: companyWins.companyId, name: companies.name, wins: count() })
        .from(companyWins)
        .innerJoin(tenders, eq(tenders.id, companyWins.tenderId))
        .innerJoin(companies, eq(companies.id, companyWins.companyId))
        .where(ofBuyer(id))
        .groupBy(companyWins.companyId, companies.name)
        .having(sql`count(*) > 1`)
        .orderBy(desc(count()), asc(companyWins.companyId))
        .limit(10),
    ]);
  return {
    buyer,
    openCalls,
    pastCalls,
    awards: awardRows.map(({ position: _p, ...row }) => row),
    awardCount: awardCount?.count ?? 0,
    divisions,
    procedures,
    figures,
    repeatWinners,
  };
}
