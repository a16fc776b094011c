// Companies from the winners of result notices, written with the awards they come from: a tender's wins are
// replaced whenever its awards are, in the same transaction, so companies never disagree with the awards.
// Only public, real (TED) tenders make companies. A winner is its company by its identifier (BT-501) where the
// notice gives one; a win that names none joins the company of its name when exactly one identifier is known
// for that name in its country, else a company of the name alone. Each of these rules depends only on the wins
// stored, so the result is the same whatever order notices arrive in.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  companyIdFor,
  companyKey,
  companyNameKey,
  companyWebsite,
  displayCompanyName,
  normalizeIdentifier,
  type CompanyIdentity,
} from '@/lib/companies/jobs';
import { companies, companyWins, tenders, type CompanyWinRole } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { nutsLineage } from '@/lib/reference';
import type { AwardWinners } from '@/lib/ingest/tenders/record';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A tender whose awards were just written, with who won them. */
export interface TenderWinners {
  tenderId: string;
  winners: readonly AwardWinners[];
}

type WinRow = typeof companyWins.$inferInsert;

interface Group {
  countryCode: string | null;
  nameKey: string;
}

const groupKeyOf = (g: Group) => `${g.countryCode ?? ''}\u0000${g.nameKey}`;

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/** The company a win belongs to, given the identifiers known for its name in its country. */
function companyOf(
  win: Pick<WinRow, 'identifier' | 'nameKey' | 'winnerCountryCode'>,
  known: ReadonlySet<string>,
): { id: string; key: string; identifier: string | null } {
  const identifier = win.identifier ?? (known.size === 1 ? [...known][0]! : null);
  const identity: CompanyIdentity =
    identifier === null ? { kind: 'name', value: win.nameKey } : { kind: 'identifier', value: identifier };
  const key = companyKey(identity, win.winnerCountryCode ?? null);
  return { id: companyIdFor(key), key, identifier };
}

type TenderFacts = Pick<
  typeof tenders.$inferSelect,
  | 'id'
  | 'source'
  | 'visibility'
  | 'isSample'
  | 'countryCode'
  | 'cpvCode'
  | 'lotsDetails'
  | 'nutsCodes'
  | 'buyerNuts'
  | 'contractingAuthorityName'
>;

/** The wins of one tender, without their company (assigned once every group's identifiers are known). */
function winRowsOf(tender: TenderFacts, winners: readonly AwardWinners[]): Omit<WinRow, 'companyId'>[] {
  // Private, user-added and sample tenders never make companies.
  if (tender.source !== 'ted' || tender.visibility !== 'public' || tender.isSample || tender.cpvCode === null)
    return [];
  const rows: Omit<WinRow, 'companyId'>[] = [];
  for (const award of winners) {
    const lot = award.lotId === null ? undefined : tender.lotsDetails.find((l) => l.id === award.lotId);
    const places =
      lot && lot.nuts_codes.length > 0
        ? lot.nuts_codes
        : tender.nutsCodes.length > 0
          ? tender.nutsCodes
          : tender.buyerNuts
            ? [tender.buyerNuts]
            : [];
    for (const party of award.parties) {
      const countryCode = party.countryCode?.toUpperCase() ?? null;
      const nameKey = companyNameKey(party.name, countryCode);
      if (nameKey === '') continue;
      rows.push({
        tenderId: tender.id,
        awardPosition: award.position,
        noticeId: award.noticeId,
        lotId: award.lotId,
        role: party.role satisfies CompanyWinRole,
        winnerName: displayCompanyName(party.name),
        nameKey,
        identifier: normalizeIdentifier(party.identifier),
        winnerCountryCode: countryCode,
        website: companyWebsite(party.website),
        winDate: award.noticeDate,
        euroValue: award.euroValue,
        cpvCode: lot?.cpv_code ?? tender.cpvCode,
        countryCode: tender.countryCode,
        nutsTree: sortedUnique(places.flatMap(nutsLineage)),
        buyerName: tender.contractingAuthorityName,
      });
    }
  }
  return rows;
}

/** Every identifier stored or about to be stored for each group's name, by group. */
async function knownIdentifiers(
  tx: Transaction,
  groups: readonly Group[],
  incoming: readonly Omit<WinRow, 'companyId'>[],
): Promise<Map<string, Set<string>>> {
  const known = new Map<string, Set<string>>(groups.map((g) => [groupKeyOf(g), new Set<string>()]));
  const add = (g: Group, identifier: string | null | undefined) => {
    if (identifier) known.get(groupKeyOf(g))?.add(identifier);
  };
  if (groups.length > 0) {
    const stored = await tx
      .selectDistinct({
        countryCode: companyWins.winnerCountryCode,
        nameKey: companyWins.nameKey,
        identifier: companyWins.identifier,
      })
      .from(companyWins)
      .where(
        and(
          inArray(companyWins.nameKey, sortedUnique(groups.map((g) => g.nameKey))),
          sql`${companyWins.identifier} is not null`,
        ),
      );
    for (const row of stored) add(row, row.identifier);
  }
  for (const row of incoming) add({ countryCode: row.winnerCountryCode ?? null, nameKey: row.nameKey }, row.identifier);
  return known;
}

/** Recomputes the totals, name and website of these companies from their wins; drops those left without any. */
export async function refreshCompanies(tx: Transaction, companyIds: readonly string[]): Promise<void> {
  const ids = sortedUnique(companyIds);
  if (ids.length === 0) return;
  const ofCompany = sql`from ${companyWins} w where w.company_id = "companies"."id"`;
  await tx
    .update(companies)
    .set({
      winCount: sql`(select count(*) ${ofCompany})`,
      totalEuroValue: sql`(select sum(w.euro_value) ${ofCompany})`,
      firstWinDate: sql`(select min(w.win_date) ${ofCompany})`,
      lastWinDate: sql`(select max(w.win_date) ${ofCompany})`,
      // The spelling most wins use; among equals, the latest.
      name: sql`coalesce((select w.winner_name ${ofCompany} group by w.winner_name
        order by count(*) desc, max(w.win_date) desc, w.winner_name limit 1), "companies"."name")`,
      website: sql`(select w.website ${ofCompany} and w.website is not null order by w.win_date desc, w.id desc limit 1)`,
      updatedAt: sql`now()`,
    })
    .where(inArray(companies.id, ids));
  await tx.delete(companies).where(and(inArray(companies.id, ids), eq(companies.winCount, 0)));
}

/**
 * Replaces the company wins of these tenders with those of `winners`, creates the companies they need, moves
 * name-only wins whose company changed (an identifier turned up or became ambiguous), and refreshes or drops the
 * companies concerned. Call it in the transaction that wrote the tenders' awards, with the tenders locked.
 */
export async function syncCompanyWins(tx: Transaction, entries: readonly TenderWinners[]): Promise<void> {
  const tenderIds = sortedUnique(entries.map((e) => e.tenderId));
  if (tenderIds.length === 0) return;
  const facts = await tx
    .select({
      id: tenders.id,
      source: tenders.source,
      visibility: tenders.visibility,
      isSample: tenders.isSample,
      countryCode: tenders.countryCode,
      cpvCode: tenders.cpvCode,
      lotsDetails: tenders.lotsDetails,
      nutsCodes: tenders.nutsCodes,
      buyerNuts: tenders.buyerNuts,
      contractingAuthorityName: tenders.contractingAuthorityName,
    })
    .from(tenders)
    .where(inArray(tenders.id, tenderIds));
  const factsById = new Map(facts.map((f) => [f.id, f]));

  const previous = await tx.delete(companyWins).where(inArray(companyWins.tenderId, tenderIds)).returning({
    companyId: companyWins.companyId,
    countryCode: companyWins.winnerCountryCode,
    nameKey: companyWins.nameKey,
  });
  const incoming = entries.flatMap(({ tenderId, winners }) => {
    const tender = factsById.get(tenderId);
    return tender ? winRowsOf(tender, winners) : [];
  });

  const groups = new Map<string, Group>();
  for (const g of [
    ...previous,
    ...incoming.map((r) => ({ countryCode: r.winnerCountryCode ?? null, nameKey: r.nameKey })),
  ]) {
    groups.set(groupKeyOf(g), { countryCode: g.countryCode, nameKey: g.nameKey });
  }
  const known = await knownIdentifiers(tx, [...groups.values()], incoming);
  const knownFor = (g: Group) => known.get(groupKeyOf(g)) ?? new Set<string>();

  const newCompanies = new Map<string, typeof companies.$inferInsert>();
  const companyFor = (win: Pick<WinRow, 'identifier' | 'nameKey' | 'winnerCountryCode' | 'winnerName'>) => {
    const group = { countryCode: win.winnerCountryCode ?? null, nameKey: win.nameKey };
    const company = companyOf(win, knownFor(group));
    if (!newCompanies.has(company.id)) {
      newCompanies.set(company.id, {
        id: company.id,
        key: company.key,
        name: win.winnerName,
        nameKey: win.nameKey,
        countryCode: group.countryCode,
        identifier: company.identifier,
      });
    }
    return company.id;
  };
  const rows: WinRow[] = incoming.map((row) => ({ ...row, companyId: companyFor(row) }));

  // Name-only wins of other tenders follow their group's identifiers too: an identifier that turned up (or a
  // second one, which makes the name ambiguous) moves them.
  const affected = new Set<string>([...previous.map((p) => p.companyId), ...rows.map((r) => r.companyId)]);
  const moves = new Map<string, number[]>();
  if (groups.size > 0) {
    const nameOnly = await tx
      .select({
        id: companyWins.id,
        companyId: companyWins.companyId,
        winnerCountryCode: companyWins.winnerCountryCode,
        nameKey: companyWins.nameKey,
        winnerName: companyWins.winnerName,
      })
      .from(companyWins)
      .where(
        and(
          inArray(companyWins.nameKey, sortedUnique([...groups.values()].map((g) => g.nameKey))),
          isNull(companyWins.identifier),
        ),
      );
    for (const win of nameOnly) {
      if (!groups.has(groupKeyOf({ countryCode: win.winnerCountryCode, nameKey: win.nameKey }))) continue;
      const target = companyFor({ ...win, identifier: null });
      if (target === win.companyId) continue;
      affected.add(win.companyId).add(target);
      moves.set(target, [...(moves.get(target) ?? []), win.id]);
    }
  }

  if (newCompanies.size > 0)
    await tx
      .insert(companies)
      .values([...newCompanies.values()])
      .onConflictDoNothing();
  if (rows.length > 0) await tx.insert(companyWins).values(rows);
  for (const [target, ids] of moves) {
    await tx.update(companyWins).set({ companyId: target }).where(inArray(companyWins.id, ids));
  }
  await refreshCompanies(tx, [...affected]);
}
