// The optional public face of a user (subcontractor discovery): its own set of fields, off until the
// user turns it on. Goes with the profile (ON DELETE CASCADE).
import { sql } from 'drizzle-orm';
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
    /** The opt-in "open to subcontracting": listed on the subcontractors page of matching tenders. */
    listedAsSubcontractor: boolean('listed_as_subcontractor').notNull().default(false),
    /** CPV codes (8 digits) the user offers work in as a subcontractor. */
    subcontractorCpvCodes: text('subcontractor_cpv_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** NUTS codes (a country is level 0) where the user works; empty means anywhere. */
    subcontractorRegions: text('subcontractor_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
