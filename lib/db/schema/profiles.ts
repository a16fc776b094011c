// One profile per user, created on the user's first request (works with hosted Supabase Auth and the
// embedded auth server alike). Every user-owned row references it with ON DELETE CASCADE.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';

export const profiles = app
  .table('profiles', {
    /** The auth user's id (`sub` of the access token). */
    userId: uuid('user_id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();
