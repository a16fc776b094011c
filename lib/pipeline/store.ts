// The pipeline's reads and writes for a named user: stage moves (each written down as a pipeline event), a card's
// note and due date, acknowledging a tender's changes, and the list the board, the table and the CSV show.
import 'server-only';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ActionResult } from '@/lib/actions';
import { pipelineEvents, savedTenders, tenders, type Database } from '@/lib/db';
import { visibleTenders } from '@/lib/tenders/jobs';
import type { MoveStageInput, UpdateCardInput } from './schema';
import {
  outcomeStages,
  pipelineEventText,
  type PipelineEventView,
  type PipelineItem,
  type PipelineQuery,
  type PipelineStage,
} from './views';
import { queueDelivery, stageChangedPayload } from './webhooks';

export const notInPipelineMessage = 'This tender is not in your pipeline: save it first.';

/** How many pursued tenders the board and the table list at most. */
export const pipelineListLimit = 500;

/** The position that puts a card at `index` among the others of its column (ordered by position). */
function positionAt(others: readonly number[], index: number | undefined): number {
  if (others.length === 0) return 1;
  const at = index === undefined ? others.length : Math.min(index, others.length);
  if (at === 0) return others[0]! - 1;
  if (at === others.length) return others[others.length - 1]! + 1;
  return (others[at - 1]! + others[at]!) / 2;
}

/**
 * Moves a saved tender to a stage (or to another place in its column): one transaction, so the stage, the event
 * and the webhook delivery are written together or not at all. No bid keeps its reason; won and lost keep the award
 * value and winner given; other stages clear both.
 */
export async function moveStage(
  db: Database,
  userId: string,
  input: MoveStageInput,
  now = new Date(),
): Promise<ActionResult<{ stage: PipelineStage; moved: boolean }>> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stage: savedTenders.stage })
      .from(savedTenders)
      .where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, input.tenderId)))
      .for('update');
    if (!current) return { ok: false, error: notInPipelineMessage };
    const [tender] = await tx.select({ title: tenders.title }).from(tenders).where(eq(tenders.id, input.tenderId));
    const column = await tx
      .select({ position: savedTenders.position })
      .from(savedTenders)
      .where(
        and(
          eq(savedTenders.userId, userId),
          eq(savedTenders.stage, input.stage),
          ne(savedTenders.tenderId, input.tenderId),
        ),
      )
      .orderBy(asc(savedTenders.position), desc(savedTenders.createdAt));
    const position = positionAt(
      column.map((row) => row.position),
      input.index,
    );
    const moved = current.stage !== input.stage;
    const outcome = outcomeStages.includes(input.stage);
    await tx
      .update(savedTenders)
      .set({
        stage: input.stage,
        position,
        updatedAt: now,
        ...(moved
          ? {
              stageChangedAt: now,
              stageReason: input.stage === 'no_bid' ? input.reason : null,
              outcomeValue: outcome ? input.outcomeValue : null,
              outcomeCurrency: outcome && input.outcomeValue !== null ? input.outcomeCurrency : null,
              outcomeWinner: outcome ? input.outcomeWinner : null,
            }
          : {}),
      })
      .where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, input.tenderId)));
    if (moved) {
      const detail: Record<string, unknown> = {};
      if (input.stage === 'no_bid') detail.reason = input.reason;
      if (outcome) {
        detail.outcome = {
          value: input.outcomeValue,
          currency: input.outcomeValue !== null ? input.outcomeCurrency : null,
          winner: input.outcomeWinner,
        };
      }
      // The user's own move is no news to them: written seen.
      const [event] = await tx
        .insert(pipelineEvents)
        .values({
          userId,
          tenderId: input.tenderId,
          kind: 'stage',
          fromStage: current.stage,
          toStage: input.stage,
          detail,
          seen: true,
          createdAt: now,
        })
        .returning({ id: pipelineEvents.id });
      await queueDelivery(
        tx,
        userId,
        'pipeline.stage_changed',
        stageChangedPayload({
          eventId: event!.id,
          tenderId: input.tenderId,
          title: tender?.title ?? '',
          from: current.stage,
          to: input.stage,
          detail,
          at: now,
        }),
        now,
      );
    }
    return { ok: true, data: { stage: input.stage, moved } };
  });
}

export async function updateCard(
  db: Database,
  userId: string,
  input: UpdateCardInput,
  now = new Date(),
): Promise<ActionResult<{ note: string | null; nextDueOn: string | null }>> {
  const rows = await db
    .update(savedTenders)
    .set({ note: input.note, nextDueOn: input.nextDueOn, updatedAt: now })
    .where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, input.tenderId)))
    .returning({ note: savedTenders.note, nextDueOn: savedTenders.nextDueOn });
  const row = rows[0];
  if (!row) return { ok: false, error: notInPipelineMessage };
  return { ok: true, data: row };
}

/** The user has seen a tender's changes: its card stops showing them. */
export async function acknowledgeChanges(db: Database, userId: string, tenderId: string): Promise<number> {
  const rows = await db
    .update(pipelineEvents)
    .set({ seen: true })
    .where(
      and(eq(pipelineEvents.userId, userId), eq(pipelineEvents.tenderId, tenderId), eq(pipelineEvents.seen, false)),
    )
    .returning({ id: pipelineEvents.id });
  return rows.length;
}

function dayOffset(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function filters(query: PipelineQuery, now: Date): (SQL | undefined)[] {
  const today = now.toISOString().slice(0, 10);
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const buyer = query.buyer ? `%${query.buyer.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const due: Record<NonNullable<PipelineQuery['due']>, SQL | undefined> = {
    overdue: lt(savedTenders.nextDueOn, today),
    week: and(gte(savedTenders.nextDueOn, today), lte(savedTenders.nextDueOn, dayOffset(now, 7))),
    month: and(gte(savedTenders.nextDueOn, today), lte(savedTenders.nextDueOn, dayOffset(now, 31))),
    none: isNull(savedTenders.nextDueOn),
  };
  const deadline: Record<NonNullable<PipelineQuery['deadline']>, SQL | undefined> = {
    open: or(isNull(tenders.deadlineDate), gte(tenders.deadlineDate, now)),
    week: and(gte(tenders.deadlineDate, now), lte(tenders.deadlineDate, new Date(now.getTime() + 7 * 86_400_000))),
    closed: lt(tenders.deadlineDate, now),
  };
  return [
    query.stages.length > 0 ? inArray(savedTenders.stage, query.stages) : undefined,
    words ? or(ilike(tenders.title, words), ilike(tenders.contractingAuthorityName, words)) : undefined,
    buyer ? ilike(tenders.contractingAuthorityName, buyer) : undefined,
    query.due ? due[query.due] : undefined,
    query.deadline ? deadline[query.deadline] : undefined,
  ];
}

const stageRank = sql`array_position(array['watching','qualifying','bidding','submitted','won','lost','no_bid']::text[], ${savedTenders.stage})`;

function ordering(query: PipelineQuery): SQL[] {
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  // Rows without the sorted value go last either way: a tender without a deadline is not the most urgent.
  const by = (column: SQL | typeof tenders.title) => sql`${column} ${dir} nulls last`;
  switch (query.sort) {
    case 'deadline':
      return [by(sql`${tenders.deadlineDate}`)];
    case 'due':
      return [by(sql`${savedTenders.nextDueOn}`)];
    case 'stage':
      return [by(stageRank), sql`${savedTenders.position} asc`];
    case 'title':
      return [by(sql`lower(${tenders.title})`)];
    case 'buyer':
      return [by(sql`lower(${tenders.contractingAuthorityName})`)];
    case 'changed':
      return [by(sql`${savedTenders.stageChangedAt}`)];
  }
}

/** The user's pursued tenders they may still see, filtered and sorted as asked, each with its unseen changes. */
export async function listPipeline(
  db: Database,
  userId: string,
  query: PipelineQuery,
  now = new Date(),
): Promise<PipelineItem[]> {
  const rows = await db
    .select({
      tenderId: savedTenders.tenderId,
      title: tenders.title,
      buyer: tenders.contractingAuthorityName,
      countryCode: tenders.countryCode,
      deadline: tenders.deadlineDate,
      stage: savedTenders.stage,
      stageReason: savedTenders.stageReason,
      stageChangedAt: savedTenders.stageChangedAt,
      note: savedTenders.note,
      nextDueOn: savedTenders.nextDueOn,
      position: savedTenders.position,
      outcomeValue: savedTenders.outcomeValue,
      outcomeCurrency: savedTenders.outcomeCurrency,
      outcomeWinner: savedTenders.outcomeWinner,
      awardTenderId: savedTenders.awardTenderId,
      savedAt: savedTenders.createdAt,
    })
    .from(savedTenders)
    .innerJoin(tenders, eq(tenders.id, savedTenders.tenderId))
    .where(visibleTenders({ userId }, {}, eq(savedTenders.userId, userId), ...filters(query, now)))
    .orderBy(...ordering(query), desc(savedTenders.createdAt), asc(savedTenders.tenderId))
    .limit(pipelineListLimit);
  const changes = await unseenChanges(
    db,
    userId,
    rows.map((row) => row.tenderId),
  );
  return rows.map((row) => ({
    ...row,
    deadline: row.deadline?.toISOString() ?? null,
    stageChangedAt: row.stageChangedAt.toISOString(),
    savedAt: row.savedAt.toISOString(),
    changes: changes.get(row.tenderId) ?? [],
  }));
}

/** How many tenders the user pursues that they may still see, before any filter. */
export async function countPipeline(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedTenders)
    .innerJoin(tenders, eq(tenders.id, savedTenders.tenderId))
    .where(visibleTenders({ userId }, {}, eq(savedTenders.userId, userId)));
  return Number(row?.count ?? 0);
}

/** Changes of these tenders the user has not acknowledged, newest first, by tender. */
async function unseenChanges(
  db: Database,
  userId: string,
  tenderIds: readonly string[],
): Promise<Map<string, PipelineEventView[]>> {
  const byTender = new Map<string, PipelineEventView[]>();
  if (tenderIds.length === 0) return byTender;
  const rows = await db
    .select()
    .from(pipelineEvents)
    .where(
      and(
        eq(pipelineEvents.userId, userId),
        inArray(pipelineEvents.tenderId, [...tenderIds]),
        eq(pipelineEvents.seen, false),
      ),
    )
    .orderBy(desc(pipelineEvents.createdAt), desc(pipelineEvents.id));
  for (const row of rows) {
    const list = byTender.get(row.tenderId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      text: pipelineEventText(row),
      seen: row.seen,
      createdAt: row.createdAt.toISOString(),
    });
    byTender.set(row.tenderId, list);
  }
  return byTender;
}

/** A tender's pipeline events, newest first: its history for tests and the webhook's log. */
export async function listPipelineEvents(db: Database, userId: string, tenderId: string) {
  return db
    .select()
    .from(pipelineEvents)
    .where(and(eq(pipelineEvents.userId, userId), eq(pipelineEvents.tenderId, tenderId)))
    .orderBy(desc(pipelineEvents.createdAt), desc(pipelineEvents.id));
}
