// CPV codes suggested for a user's company by the `cpv_codes` job, each with its reason, until the user accepts
// or drops it. A code the user dropped is not suggested again.
import { sql } from 'drizzle-orm';
import { bigserial, char, check, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';
import { profiles } from './profiles';

/** model: an AI model chose the code; extractive: the profile's words matched the code's label. */
export type CpvSuggestionMode = 'model' | 'extractive';
export type CpvSuggestionStatus = 'suggested' | 'accepted' | 'dropped';

export const cpvSuggestions = app
  .table(
    'cpv_suggestions',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      code: char('code', { length: 8 }).notNull(),
      reason: text('reason').notNull(),
      mode: text('mode').$type<CpvSuggestionMode>().notNull(),
      /** The model that chose it (model mode). */
      model: text('model'),
      status: text('status').$type<CpvSuggestionStatus>().notNull().default('suggested'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      decidedAt: timestamp('decided_at', { withTimezone: true }),
    },
    (t) => [
      check('cpv_suggestions_mode_check', sql`${sql.identifier(t.mode.name)} in ('model', 'extractive')`),
      check(
        'cpv_suggestions_status_check',
        sql`${sql.identifier(t.status.name)} in ('suggested', 'accepted', 'dropped')`,
      ),
      uniqueIndex('cpv_suggestions_user_code_idx').on(t.userId, t.code),
      index('cpv_suggestions_user_status_idx').on(t.userId, t.status),
    ],
  )
  .enableRLS();
