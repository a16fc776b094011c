// Buyers from the tenders that name them, written with the tenders in the same transaction. Only public, real
// (TED) tenders make buyers. A tender's buyer is its registration number (BT-501) where the newest notice gives one;
// a tender naming none joins the buyer of its name, country and town when exactly one number is known for them,
// else a buyer of the name in that town. The rules depend only on the tenders stored, so the result is the same
// whatever order notices arrive in.
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  buyerIdFor,
  buyerKey,
  buyerNameKey,
  buyerTownKey,
  displayBuyerName,
  normalizeBuyerIdentifier,
  type BuyerIdentity,
} from '@/lib/buyers/jobs';
import { buyers, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Member {
  id: string;
  countryCode: string;
  nameKey: string;
  townKey: string;
  identifier: string | null;
  name: string;
  town: string | null;
  currentBuyerId: string | null;
  currentNameKey: string | null;
}

const groupKeyOf = (m: Pick<Member, 'countryCode' | 'nameKey' | 'townKey'>) =>
  `${m.countryCode}\u0000${m.nameKey}\u0000${m.townKey}`;

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

const memberColumns = {
  id: tenders.id,
  source: tenders.source,
  visibility: tenders.visibility,
  isSample: tenders.isSample,
  countryCode: tenders.countryCode,
  name: tenders.contractingAuthorityName,
  town: tenders.buyerTown,
  identifier: tenders.buyerIdentifier,
  buyerId: tenders.buyerId,
  buyerNameKey: tenders.buyerNameKey,
};

function selectMembers(tx: Transaction, where: SQL | undefined) {
  return tx.select(memberColumns).from(tenders).where(where);
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** A tender as a member of its buyer's group; null when it makes no buyer (draft, sample, private, user, no name). */
function memberOf(row: MemberRow): Member | null {
  if (row.source !== 'ted' || row.visibility !== 'public' || row.isSample || !row.name) return null;
  const nameKey = buyerNameKey(row.name, row.countryCode);
  if (nameKey === '') return null;
  return {
    id: row.id,
    countryCode: row.countryCode,
    nameKey,
    townKey: buyerTownKey(row.town),
    identifier: normalizeBuyerIdentifier(row.identifier),
    name: displayBuyerName(row.name),
    town: row.town,
    currentBuyerId: row.buyerId,
    currentNameKey: row.buyerNameKey,
  };
}

/** Recomputes the name, place and totals of these buyers from their tenders; drops those left without any. */
export async function refreshBuyers(tx: Transaction, buyerIds: readonly string[]): Promise<void> {
  const ids = sortedUnique(buyerIds);
  if (ids.length === 0) return;
  const of = sql`from ${tenders} t where t.buyer_id = "buyers"."id"`;
  await tx
    .update(buyers)
    .set({
      tenderCount: sql`(select count(*) ${of})`,
      firstPublishDate: sql`(select min(t.publish_date) ${of})`,
      lastPublishDate: sql`(select max(t.publish_date) ${of})`,
      // The spelling most tenders use; among equals, the latest.
      name: sql`coalesce((select t.contracting_authority_name ${of} and t.contracting_authority_name is not null
        group by t.contracting_authority_name order by count(*) desc, max(t.publish_date) desc,
        t.contracting_authority_name limit 1), "buyers"."name")`,
      town: sql`(select t.buyer_town ${of} and t.buyer_town is not null group by t.buyer_town
        order by count(*) desc, max(t.publish_date) desc, t.buyer_town limit 1)`,
      address: sql`(select t.contracting_authority_address ${of} and t.contracting_authority_address is not null
        order by t.publish_date desc, t.id limit 1)`,
      email: sql`(select t.contracting_authority_email ${of} and t.contracting_authority_email is not null
        order by t.publish_date desc, t.id limit 1)`,
      updatedAt: sql`now()`,
    })
    .where(inArray(buyers.id, ids));
  await tx.delete(buyers).where(and(inArray(buyers.id, ids), eq(buyers.tenderCount, 0)));
}

/**
 * Points these tenders (just written) at their buyers, creating the buyers they need, moves the tenders of the
 * same names whose buyer changed (a registration number turned up or became ambiguous), and refreshes or drops
 * the buyers concerned. Call it in the transaction that wrote the tenders, with the tenders locked.
 */
export async function syncBuyers(tx: Transaction, tenderIds: readonly string[]): Promise<void> {
  const ids = sortedUnique(tenderIds);
  if (ids.length === 0) return;
  const rows = await selectMembers(tx, inArray(tenders.id, ids));
  const incoming = rows.map((row) => ({ row, member: memberOf(row) }));

  // Every tender of the names concerned, before and after: a group is decided by all its members.
  const nameKeys = sortedUnique(
    incoming.flatMap(({ row, member }) => [
      ...(member ? [member.nameKey] : []),
      ...(row.buyerNameKey ? [row.buyerNameKey] : []),
    ]),
  );
  const others =
    nameKeys.length === 0
      ? []
      : await selectMembers(tx, and(inArray(tenders.buyerNameKey, nameKeys), notInArray(tenders.id, ids)));
  const members = [
    ...incoming.flatMap(({ member }) => (member ? [member] : [])),
    ...others.flatMap((row) => {
      const member = memberOf(row);
      return member ? [member] : [];
    }),
  ];

  const known = new Map<string, Set<string>>();
  for (const m of members) {
    if (m.identifier === null) continue;
    const group = groupKeyOf(m);
    known.set(group, (known.get(group) ?? new Set<string>()).add(m.identifier));
  }

  const newBuyers = new Map<string, typeof buyers.$inferInsert>();
  const moves = new Map<string, string[]>();
  const affected = new Set<string>();
  const incomingIds = new Set(ids);
  for (const m of members) {
    const numbers = known.get(groupKeyOf(m));
    const identifier = m.identifier ?? (numbers?.size === 1 ? [...numbers][0]! : null);
    const identity: BuyerIdentity =
      identifier === null
        ? { kind: 'name', nameKey: m.nameKey, townKey: m.townKey }
        : { kind: 'identifier', value: identifier };
    const key = buyerKey(identity, m.countryCode);
    const id = buyerIdFor(key);
    if (!newBuyers.has(id)) {
      newBuyers.set(id, {
        id,
        key,
        name: m.name,
        nameKey: m.nameKey,
        countryCode: m.countryCode,
        town: m.town,
        identifier,
      });
    }
    // A rewritten tender may change its buyer's name, dates or address even when it stays with it.
    if (incomingIds.has(m.id)) affected.add(id);
    if (m.currentBuyerId === id && m.currentNameKey === m.nameKey) continue;
    if (m.currentBuyerId) affected.add(m.currentBuyerId);
    affected.add(id);
    const move = `${id}\u0000${m.nameKey}`;
    moves.set(move, [...(moves.get(move) ?? []), m.id]);
  }
  // Tenders that make no buyer any more (made private, say) leave theirs.
  const leaving = incoming.filter(({ row, member }) => member === null && (row.buyerId || row.buyerNameKey));
  for (const { row } of leaving) if (row.buyerId) affected.add(row.buyerId);

  if (newBuyers.size > 0) {
    await tx
      .insert(buyers)
      .values([...newBuyers.values()].sort((a, b) => a.id.localeCompare(b.id)))
      .onConflictDoNothing();
  }
  for (const [move, tenderIdsMoved] of moves) {
    const [buyerId, nameKey] = move.split('\u0000') as [string, string];
    await tx.update(tenders).set({ buyerId, buyerNameKey: nameKey }).where(inArray(tenders.id, tenderIdsMoved));
  }
  if (leaving.length > 0) {
    await tx
      .update(tenders)
      .set({ buyerId: null, buyerNameKey: null })
      .where(
        inArray(
          tenders.id,
          leaving.map(({ row }) => row.id),
        ),
      );
  }
  await refreshBuyers(tx, [...affected]);
}
