// Tenders a user saved from the tender page: one row per user and tender, newest first on the dashboard.
import { index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';
import { profiles } from './profiles';
import { tenders } from './tenders';

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
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.tenderId] }),
      // The dashboard lists a user's saved tenders newest first.
      index('saved_tenders_user_created_idx').on(t.userId, t.createdAt.desc()),
    ],
  )
  .enableRLS();
