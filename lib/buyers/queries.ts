// A buyer's page data: the buyer, its open calls, past calls and awards (with their winners), and what it buys
// and how: CPV divisions, procedures, typical award value, bids per lot, repeat winners. Read over this buyer's
// tenders only (its index), through the tenders' visibility builder.
import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { awardLots, buyers, companies, companyWins, tenderAwards, tenderNotices, tenders } from '@/lib/db/schema';
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
  /** The result notice (BT-701) the award comes from. */
  noticeId: string;
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
  /** Median euro price of its lots with one winning tender; null without any. */
  typicalEuroValue: number | null;
  /** Lots priced. */
  awardsWithValue: number;
  /** Share of its lots (with award criteria given) awarded on price alone; null without any. */
  lowestPriceShare: number | null;
  lotsWithCriteria: number;
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
  /** Its most frequent CPV classes (4 digits), for the market prices of lots like its own. */
  classes: string[];
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
      noticeId: tenderAwards.noticeId,
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

/**
 * Its figures over its lot results (app.award_lots): the median price of the lots with one winning tender (BT-720,
 * never a framework's ceiling), the share of awarded lots decided on price alone, and the mean tenders received.
 */
export async function figuresOf(db: Database, id: string): Promise<BuyerFigures> {
  const [row] = await db
    .select({
      priced: sql<number>`count(${awardLots.euroValue})::int`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${awardLots.euroValue})`,
      withCriteria: sql<number>`count(${awardLots.priceOnly})::int`,
      priceOnly: sql<number>`count(*) filter (where ${awardLots.priceOnly})::int`,
      bidsLots: sql<number>`count(${awardLots.tendersReceived})::int`,
      bids: sql<string | null>`avg(${awardLots.tendersReceived})`,
    })
    .from(awardLots)
    .innerJoin(tenders, eq(tenders.id, awardLots.tenderId))
    .where(ofBuyer(id));
  const number = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  const withCriteria = Number(row?.withCriteria ?? 0);
  return {
    typicalEuroValue: number(row?.median) === null ? null : Math.round(number(row?.median)! * 100) / 100,
    awardsWithValue: Number(row?.priced ?? 0),
    lowestPriceShare: withCriteria === 0 ? null : Number(row?.priceOnly ?? 0) / withCriteria,
    lotsWithCriteria: withCriteria,
    averageBids: number(row?.bids),
    lotsWithBids: Number(row?.bidsLots ?? 0),
  };
}

export async function findBuyerDetail(db: Database, id: string, now: Date = new Date()): Promise<BuyerDetail | null> {
  const buyer = await findBuyer(db, id);
  if (!buyer) return null;
  const [openCalls, pastCalls, awardRows, [awardCount], divisions, procedures, classes, figures, repeatWinners] =
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
      tally(db, id, sql<string | null>`left(${tenders.cpvCode}, 4)`),
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
    classes: classes.slice(0, 3).map((c) => c.key),
    figures,
    repeatWinners,
  };
}
