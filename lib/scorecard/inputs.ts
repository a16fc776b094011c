// Gathers what a scorecard rests on for one user and tender: the profile, the compliance matrix's knock-outs and
// marks, the user's won and lost pipeline, and the market through lib/buyers and lib/companies. Reads only.
import 'server-only';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { readKnockOuts } from '@/lib/analysis';
import { buyerPath, cellLotsHref, cpvPrefixLabel, getBuyerHabits, getPriceLine } from '@/lib/buyers';
import { getTenderCompetition } from '@/lib/companies';
import { profiles, savedTenders, tenders, type Database } from '@/lib/db';
import type { TenderRow } from '@/lib/tenders';
import { resolveWeights, type ScorecardInputs } from './score';

export const scorecardLinks = (tenderId: string) => ({
  analysis: `/tenders/${tenderId}/analyze`,
  settings: '/settings#bid-decisions',
  tender: `/tenders/${tenderId}#key-facts-heading`,
  pipeline: '/dashboard',
});

export async function readProfileForScorecard(db: Database, userId: string) {
  const [row] = await db
    .select({
      companyName: profiles.companyName,
      cpvCodes: profiles.cpvCodes,
      regions: profiles.regions,
      preparationDays: profiles.preparationDays,
      scorecardWeights: profiles.scorecardWeights,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    companyName: row?.companyName ?? null,
    cpvCodes: row?.cpvCodes ?? [],
    regions: row?.regions ?? [],
    preparationDays: row?.preparationDays ?? null,
    weights: resolveWeights(row?.scorecardWeights),
  };
}

/** Award values (in euro: other currencies are not converted here, so not counted) of the user's won tenders. */
async function wonValuesOf(db: Database, userId: string, tenderId: string): Promise<number[]> {
  const rows = await db
    .select({ value: savedTenders.outcomeValue })
    .from(savedTenders)
    .where(
      and(
        eq(savedTenders.userId, userId),
        eq(savedTenders.stage, 'won'),
        eq(savedTenders.outcomeCurrency, 'EUR'),
        isNotNull(savedTenders.outcomeValue),
        ne(savedTenders.tenderId, tenderId),
      ),
    );
  return rows.map((row) => row.value).filter((value): value is number => value !== null && value > 0);
}

/** The user's won and lost saved tenders of the same buyer, this one left out. */
async function recordWithBuyer(db: Database, userId: string, buyerId: string, tenderId: string) {
  const rows = await db
    .select({ stage: savedTenders.stage })
    .from(savedTenders)
    .innerJoin(tenders, eq(tenders.id, savedTenders.tenderId))
    .where(
      and(
        eq(savedTenders.userId, userId),
        eq(tenders.buyerId, buyerId),
        inArray(savedTenders.stage, ['won', 'lost']),
        ne(savedTenders.tenderId, tenderId),
      ),
    );
  return {
    won: rows.filter((row) => row.stage === 'won').length,
    lost: rows.filter((row) => row.stage === 'lost').length,
  };
}

export async function loadScorecardInputs(
  db: Database,
  userId: string,
  tender: TenderRow,
  now: Date,
): Promise<ScorecardInputs> {
  const links = scorecardLinks(tender.id);
  const [profile, knockOuts, wonValues, cell, competition, buyer, record] = await Promise.all([
    readProfileForScorecard(db, userId),
    readKnockOuts(db, userId, tender.id),
    wonValuesOf(db, userId, tender.id),
    getPriceLine(tender),
    getTenderCompetition(tender),
    tender.buyerId === null ? Promise.resolve(null) : getBuyerHabits(tender.buyerId),
    tender.buyerId === null ? Promise.resolve(null) : recordWithBuyer(db, userId, tender.buyerId, tender.id),
  ]);
  const cpvCodes = [tender.cpvCode, ...tender.additionalCpvCodes].filter((code): code is string => code !== null);
  return {
    now,
    tender: {
      id: tender.id,
      cpvCodes: [...new Set(cpvCodes)],
      countryCode: tender.countryCode,
      nutsCodes: tender.nutsCodes,
      estimateEuroValue: tender.estimateEuroValue,
      deadline: tender.deadlineDate,
      buyerName: tender.contractingAuthorityName,
    },
    profile,
    compliance:
      knockOuts === null
        ? null
        : {
            href: links.analysis,
            knockOuts: knockOuts.map((item) => ({
              key: item.key,
              text: item.text,
              status: item.status,
              citation: item.citation
                ? {
                    fileName: item.citation.fileName,
                    page: item.citation.page,
                    quote: item.citation.quote,
                    href: item.citation.href,
                  }
                : null,
            })),
          },
    wonValues,
    market:
      cell === null
        ? null
        : {
            label: `${cpvPrefixLabel(cell.cpvPrefix)} in ${cell.countryCode}`,
            href: cellLotsHref(cell),
            year: cell.year,
            lotCount: cell.lotCount,
            pricedCount: cell.pricedCount,
            median: cell.median,
            p25: cell.p25,
            p75: cell.p75,
            bidsPerLot: cell.bidsPerLot === null ? null : Number(cell.bidsPerLot),
            bidsCount: cell.bidsCount,
          },
    buyer:
      buyer === null || tender.buyerId === null
        ? null
        : {
            name: buyer.name,
            href: buyerPath(tender.buyerId),
            lowestPriceShare: buyer.figures.lowestPriceShare,
            lotsWithCriteria: buyer.figures.lotsWithCriteria,
          },
    incumbent: competition.incumbent
      ? {
          name: competition.incumbent.name,
          href: `/companies/${competition.incumbent.companyId}`,
          winDate: competition.incumbent.winDate,
        }
      : null,
    ownRecord: record === null ? null : { ...record, href: links.pipeline },
    links,
  };
}
