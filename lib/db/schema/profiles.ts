// One profile per user, created with the user (lib/auth/profile.ts: the embedded server's sign-up, or the first
// sign-in or callback with hosted Supabase). Every user-owned row references it with ON DELETE CASCADE.
import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';

export const profiles = app
  .table('profiles', {
    /** The auth user's id (`sub` of the access token). */
    userId: uuid('user_id').primaryKey(),
    // user_name and company_name are required by the app (the profile banner asks for them), but
    // nullable here: the row is created with the user, before they filled anything in.
    userName: text('user_name'),
    companyName: text('company_name'),
    companyIndustry: text('company_industry'),
    /** What the company does, in its own words (CPV suggestions read it). */
    companyDescription: text('company_description'),
    /** The company's own CPV codes (8 digits), chosen or accepted from suggestions; private. */
    cpvCodes: text('cpv_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobTitle: text('job_title'),
    /** Where the company works: NUTS codes or country codes (the scorecard's fit by region). */
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Working days the company needs to prepare a bid (the scorecard's time line); unset until the user says. */
    preparationDays: integer('preparation_days'),
    /** The scorecard's weights per part (comply, fit, win, time), when the user changed them from the defaults. */
    scorecardWeights: jsonb('scorecard_weights').$type<Record<string, number>>(),
    /** SHA-256 of the calendar feed's secret token; null when no feed URL is active (revoked or never made). */
    calendarTokenHash: text('calendar_token_hash').unique(),
    /** Reminders on calendar events, in days before each date (VALARM). */
    calendarAlarmDays: integer('calendar_alarm_days')
      .array()
      .notNull()
      .default(sql`'{7,1}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();
