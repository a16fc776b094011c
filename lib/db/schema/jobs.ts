// Background jobs (lib/jobs): one row per unit of work, claimed by workers with FOR UPDATE SKIP LOCKED.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { sqlList } from './columns';
import { profiles } from './profiles';
import { tenders } from './tenders';

/** The spec's job kinds, then ours. Adding one changes the table's check constraint (a new migration). */
export const jobKinds = [
  'platform_need_full_discovery',
  'currency_exchange_rate',
  'cpv_codes',
  'compliance_report',
  'summary_report',
  'chatbot_chat_response',
  'tender_files_processed',
  'tender_documents_fetch',
  'document_ocr',
  'billing_payment_failed_mail',
  'alerts_match',
  'credits_monthly_grant',
  'webhook_delivery',
] as const;
export type JobKind = (typeof jobKinds)[number];

/** pending → running → generated | failed; a failed attempt below the limit goes back to pending. */
export const jobStatuses = ['pending', 'running', 'generated', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Which work goes first, lowest first: what a person is waiting for on screen (`interactive`), upkeep
 * (`normal`), then work that may take a while (`bulk`: fetching and reading documents, OCR).
 */
export const jobPriorities = { interactive: 0, normal: 1, bulk: 2 } as const;
export type JobPriority = keyof typeof jobPriorities;

export const jobs = app
  .table(
    'jobs',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      kind: text('kind').$type<JobKind>().notNull(),
      payload: jsonb('payload').notNull().default({}),
      status: text('status').$type<JobStatus>().notNull().default('pending'),
      attempts: integer('attempts').notNull().default(0),
      maxAttempts: integer('max_attempts').notNull().default(5),
      runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
      /** The lease: the worker holding a running job, and until when; an expired lease is claimed again. */
      lockedUntil: timestamp('locked_until', { withTimezone: true }),
      lockedBy: text('locked_by'),
      progress: integer('progress').notNull().default(0),
      progressMessage: text('progress_message'),
      error: text('error'),
      dedupeKey: text('dedupe_key'),
      /** The user whose action queued the job; null for the system's own (rates, alert matching, upkeep). */
      ownerId: uuid('owner_id').references(() => profiles.userId, { onDelete: 'cascade' }),
      /** A `jobPriorities` value: claiming takes the lowest first. */
      priority: smallint('priority').notNull().default(jobPriorities.normal),
      /**
       * When the job's turn comes among the jobs of its priority, in the units of `cost`: owners take turns, so one
       * owner's hundred jobs wait behind another owner's first. Set at enqueue (see lib/jobs/store.ts).
       */
      turn: bigint('turn', { mode: 'number' }).notNull().default(0),
      /**
       * About how long the job keeps a worker busy, in tenths of a second: an owner's next turn comes that much later.
       */
      cost: integer('cost').notNull().default(1),
      /** Pages of document work the job holds (reading, OCR): its owner's queued pages are capped. */
      pages: integer('pages').notNull().default(0),
      tenderId: text('tender_id').references(() => tenders.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
      finishedAt: timestamp('finished_at', { withTimezone: true }),
    },
    (t) => [
      check('jobs_kind_check', sql`${sql.identifier(t.kind.name)} in (${sqlList(jobKinds)})`),
      check('jobs_status_check', sql`${sql.identifier(t.status.name)} in (${sqlList(jobStatuses)})`),
      check('jobs_progress_check', sql`${sql.identifier(t.progress.name)} between 0 and 100`),
      check('jobs_max_attempts_check', sql`${sql.identifier(t.maxAttempts.name)} >= 1`),
      check('jobs_priority_check', sql`${sql.identifier(t.priority.name)} between 0 and 2`),
      check('jobs_pages_check', sql`${sql.identifier(t.pages.name)} >= 0`),
      check('jobs_cost_check', sql`${sql.identifier(t.cost.name)} >= 1`),
      // Claiming reads unfinished jobs in the order it takes them, and stops at the first it may claim; finished
      // ones (the bulk, over time) stay out of it. The head of a priority (its least pending turn) for a new job, too.
      index('jobs_claim_idx')
        .on(t.priority, t.turn, t.runAfter, t.createdAt)
        .where(sql`status in ('pending', 'running')`),
      // Expired leases, looked for before every claim.
      index('jobs_lease_idx')
        .on(t.lockedUntil)
        .where(sql`status = 'running'`),
      // An owner's unfinished jobs: the last turn they hold in a priority, and their queued pages.
      index('jobs_owner_live_idx')
        .on(t.ownerId, t.priority, t.turn)
        .where(sql`status in ('pending', 'running')`),
      // One live job per kind and key: enqueueing the same work again returns the job already queued.
      uniqueIndex('jobs_dedupe_idx')
        .on(t.kind, t.dedupeKey)
        .where(sql`status in ('pending', 'running') and dedupe_key is not null`),
      index('jobs_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
      index('jobs_tender_created_idx').on(t.tenderId, t.createdAt.desc()),
    ],
  )
  .enableRLS();

export type JobRow = typeof jobs.$inferSelect;
