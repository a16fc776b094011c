// The optional public face of a user (subcontractor discovery): its own set of fields, off until the
// user turns it on. Goes with the profile (ON DELETE CASCADE).
import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';
import { profiles } from './profiles';

export const publicProfiles = app
  .table('public_profiles', {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    /** Whether the public profile is shown at all; off by default. */
    enabled: boolean('enabled').notNull().default(false),
    /** The visible opt-in "list me as a potential subcontractor". */
    listedAsSubcontractor: boolean('listed_as_subcontractor').notNull().default(false),
    publicName: text('public_name'),
    publicEmail: text('public_email'),
    publicPhoneNumber: text('public_phone_number'),
    publicAddress: text('public_address'),
    publicCompanyName: text('public_company_name'),
    publicCompanyIndustry: text('public_company_industry'),
    publicWebsite: text('public_website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();
