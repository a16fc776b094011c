// Background jobs (lib/jobs): one row per unit of work, claimed by workers with FOR UPDATE SKIP LOCKED.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';
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
] as const;
export type JobKind = (typeof jobKinds)[number];

/** pending → running → generated | failed; a failed attempt below the limit goes back to pending. */
export const jobStatuses = ['pending', 'running', 'generated', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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
      ownerId: uuid('owner_id').references(() => profiles.userId, { onDelete: 'cascade' }),
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
      // Claiming reads unfinished jobs in run_after order; finished ones (the bulk, over time) stay out of it.
      index('jobs_claim_idx')
        .on(t.status, t.runAfter)
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
