// Tenders a user saved from the tender page, and what the user is doing about each: one row per user and tender.
// A saved tender is in the user's bid pipeline (lib/pipeline): its stage, an owner's note, the next due date, and, once
// decided, the outcome. Stage changes and changes of the tender itself are kept as pipeline events, which the board
// shows on a card and the account's outgoing webhook delivers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { money, sqlList } from './columns';
import { profiles } from './profiles';
import { tenders } from './tenders';

/** The stages of a pursued tender, in the board's order. `no_bid` carries a reason. */
export const pipelineStages = ['watching', 'qualifying', 'bidding', 'submitted', 'won', 'lost', 'no_bid'] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** What a pipeline event records: a move between stages, or a change of the tender seen by the importer. */
export const pipelineEventKinds = ['stage', 'deadline', 'documents', 'corrigendum', 'award'] as const;
export type PipelineEventKind = (typeof pipelineEventKinds)[number];

/** Where a webhook delivery stands: waiting for its (next) attempt, delivered, or given up after the last one. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'given_up'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const savedTenders = app
  .table(
    'saved_tenders',
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      stage: text('stage').$type<PipelineStage>().notNull().default('watching'),
      /** Why the user decided not to bid (stage no_bid). */
      stageReason: text('stage_reason'),
      stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
      /** The owner's note on this tender. */
      note: text('note'),
      /** The next date the user set themselves for this tender (not the notice's deadline). */
      nextDueOn: date('next_due_on'),
      /** Order within the stage's column on the board (smaller first). */
      position: doublePrecision('position').notNull().default(0),
      /** When won or lost: the award value and the winner, as far as the user knows them. */
      outcomeValue: money('outcome_value'),
      outcomeCurrency: text('outcome_currency'),
      outcomeWinner: text('outcome_winner'),
      /** The award notice imported later for this procedure, once found. */
      awardTenderId: text('award_tender_id').references(() => tenders.id, { onDelete: 'set null' }),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.tenderId] }),
      // The dashboard lists a user's saved tenders newest first.
      index('saved_tenders_user_created_idx').on(t.userId, t.createdAt.desc()),
      // The board reads a user's tenders by stage, in column order.
      index('saved_tenders_user_stage_idx').on(t.userId, t.stage, t.position),
      check('saved_tenders_stage', sql`${t.stage} in (${sqlList(pipelineStages)})`),
      check('saved_tenders_outcome_currency', sql`${t.outcomeCurrency} is null or ${t.outcomeCurrency} ~ '^[A-Z]{3}$'`),
    ],
  )
  .enableRLS();

/** What happened to a pursued tender: the user's stage moves and the changes the importer saw, newest first. */
export const pipelineEvents = app
  .table(
    'pipeline_events',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      kind: text('kind').$type<PipelineEventKind>().notNull(),
      fromStage: text('from_stage').$type<PipelineStage>(),
      toStage: text('to_stage').$type<PipelineStage>(),
      /** What changed, for the card and the webhook's payload (e.g. { from, to } of a deadline). */
      detail: jsonb('detail')
        .$type<Record<string, unknown>>()
        .notNull()
        .default(sql`'{}'::jsonb`),
      /** The user has seen it on the card (the card shows unseen changes). */
      seen: boolean('seen').notNull().default(false),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('pipeline_events_user_created_idx').on(t.userId, t.createdAt.desc()),
      index('pipeline_events_user_tender_idx').on(t.userId, t.tenderId, t.createdAt.desc()),
      check('pipeline_events_kind', sql`${t.kind} in (${sqlList(pipelineEventKinds)})`),
    ],
  )
  .enableRLS();

/** An account's outgoing webhook: stage and deadline changes are POSTed to its URL, signed with its secret. */
export const webhooks = app
  .table('webhooks', {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The signing secret (HMAC-SHA256); shown to the user once when created or rotated. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

/** Each event sent (or to be sent) to an account's webhook, with its attempts: the delivery log in settings. */
export const webhookDeliveries = app
  .table(
    'webhook_deliveries',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      /** The event delivered: pipeline.stage_changed, pipeline.deadline_changed, … */
      event: text('event').notNull(),
      payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
      url: text('url').notNull(),
      status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
      lastStatusCode: integer('last_status_code'),
      lastError: text('last_error'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    },
    (t) => [
      index('webhook_deliveries_user_created_idx').on(t.userId, t.createdAt.desc()),
      check('webhook_deliveries_status', sql`${t.status} in (${sqlList(webhookDeliveryStatuses)})`),
    ],
  )
  .enableRLS();
