// Alerts: saved searches that are matched against new tenders, the tenders each one found, the mails sent, and
// the changes to saved tenders their users are told about. The matcher (lib/alerts) reads the new notices from
// alert_inbox, which a trigger on tender_notices fills in the importer's own transaction (migration 0017).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { money, sqlList } from './columns';
import { profiles } from './profiles';
import { tenders } from './tenders';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
const regconfigArray = customType<{ data: string[] }>({ dataType: () => 'regconfig[]' });

/** instant: after every matching run; daily and weekly: collected and sent at their hour (lib/alerts/schedule). */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** How an alert's candidates are found among new tenders: by one of its filters' values, or every tender. */
export const alertKeyKinds = ['cpv', 'lexeme', 'nuts', 'country', 'all'] as const;
export type AlertKeyKind = (typeof alertKeyKinds)[number];

/** A mail about one alert's new matches, or about changes to a user's saved tenders. */
export const alertMailKinds = ['alert', 'watch'] as const;
export type AlertMailKind = (typeof alertMailKinds)[number];

export const alerts = app
  .table(
    'alerts',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      name: text('name').notNull(),
      frequency: text('frequency').$type<AlertFrequency>().notNull(),
      /** A tender matches on any lot's CPV codes too, not only on its main CPV code. */
      matchLots: boolean('match_lots').notNull().default(true),
      /** The search as its URL carries it, page and sort left out (`q=school&country=AT`). */
      searchParams: text('search_params').notNull(),
      // The search's filters, resolved by the search parser, as columns the matcher joins against.
      query: text('query'),
      countries: text('countries')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      cpv: text('cpv')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      nuts: text('nuts')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      noticeType: text('notice_type').notNull(),
      openOnly: boolean('open_only').notNull(),
      procedureTypes: text('procedure_types')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      natures: text('natures')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      publishedFrom: date('published_from'),
      publishedTo: date('published_to'),
      deadlineFrom: date('deadline_from'),
      deadlineTo: date('deadline_to'),
      valueMin: money('value_min'),
      valueMax: money('value_max'),
      includeUnknownValue: boolean('include_unknown_value').notNull(),
      /** The buyer filter as a LIKE pattern (its %, _ and \ escaped), accent-folded by the matcher. */
      buyerPattern: text('buyer_pattern'),
      /** The buyer entity filter (search's buyer_id); no foreign key, so a rebuilt buyer never drops the alert. */
      buyerId: text('buyer_id'),
      includeSamples: boolean('include_samples').notNull(),
      /** Set while paused: a paused alert matches nothing, and tenders that arrive meanwhile are not kept. */
      pausedAt: timestamp('paused_at', { withTimezone: true }),
      /** Off after an unsubscribe: the alert still collects matches in the app, but mails nothing. */
      emailsEnabled: boolean('emails_enabled').notNull().default(true),
      /** Matches after this are "new" on the alerts page. */
      seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('alerts_user_created_idx').on(t.userId, t.createdAt),
      check('alerts_frequency_check', sql`${sql.identifier(t.frequency.name)} in (${sqlList(alertFrequencies)})`),
      check(
        'alerts_notice_type_check',
        sql`${sql.identifier(t.noticeType.name)} in ('competition', 'planning', 'result', 'all')`,
      ),
    ],
  )
  .enableRLS();

/**
 * An alert's words as text search queries, as the search reads them: one query over every configuration's
 * reading (configs null), or, when the words exclude something, one per group of configurations.
 */
export const alertQueries = app
  .table(
    'alert_queries',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      alertId: uuid('alert_id')
        .notNull()
        .references(() => alerts.id, { onDelete: 'cascade' }),
      configs: regconfigArray('configs'),
      query: tsquery('query').notNull(),
    },
    (t) => [index('alert_queries_alert_id_idx').on(t.alertId)],
  )
  .enableRLS();

/** The values a new tender must share with an alert to be checked against it at all (see lib/alerts/keys). */
export const alertKeys = app
  .table(
    'alert_keys',
    {
      alertId: uuid('alert_id')
        .notNull()
        .references(() => alerts.id, { onDelete: 'cascade' }),
      kind: text('kind').$type<AlertKeyKind>().notNull(),
      key: text('key').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.kind, t.key, t.alertId] }),
      index('alert_keys_alert_id_idx').on(t.alertId),
      check('alert_keys_kind_check', sql`${sql.identifier(t.kind.name)} in (${sqlList(alertKeyKinds)})`),
    ],
  )
  .enableRLS();

/** One mail: an alert's digest, or a user's saved tenders' changes. Rows stay as the record of what was sent. */
export const alertMails = app
  .table(
    'alert_mails',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
      kind: text('kind').$type<AlertMailKind>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
      /** While a sender holds the mail; a claim older than the sender's lease may be taken over. */
      claimedAt: timestamp('claimed_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      error: text('error'),
    },
    (t) => [
      index('alert_mails_unsent_idx')
        .on(t.createdAt)
        .where(sql`sent_at is null`),
      index('alert_mails_user_idx').on(t.userId),
      check('alert_mails_kind_check', sql`${sql.identifier(t.kind.name)} in (${sqlList(alertMailKinds)})`),
    ],
  )
  .enableRLS();

/** The tenders an alert found, once each: the primary key is what makes sending a tender twice impossible. */
export const alertMatches = app
  .table(
    'alert_matches',
    {
      alertId: uuid('alert_id')
        .notNull()
        .references(() => alerts.id, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The lot that matched (BT-137) and its title, when the alert counts lots and one did. */
      lotId: text('lot_id'),
      lotTitle: text('lot_title'),
      matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
      /** Whether the match still waits for a mail (false when the alert's mails were off when it was found). */
      notify: boolean('notify').notNull().default(true),
      mailId: bigint('mail_id', { mode: 'number' }).references(() => alertMails.id, { onDelete: 'set null' }),
    },
    // Few indexes: the matcher writes tens of thousands of rows a run, and each index is written for each.
    (t) => [
      primaryKey({ columns: [t.alertId, t.tenderId] }),
      index('alert_matches_pending_idx')
        .on(t.alertId)
        .where(sql`notify and mail_id is null`),
      index('alert_matches_tender_idx').on(t.tenderId),
    ],
  )
  .enableRLS();

/** Notices imported since the last matching run (filled by a trigger on tender_notices, emptied by the matcher). */
export const alertInbox = app
  .table('alert_inbox', {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** tender_notices.id; no foreign key, since a corrected notice replaces its row. */
    noticeRowId: bigint('notice_row_id', { mode: 'number' }).notNull(),
    tenderId: text('tender_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

/** What a new notice changed in a tender a user saved, once per user and notice. */
export const watchEvents = app
  .table(
    'watch_events',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The notice's id and version (BT-701/BT-757): a corrected copy of the same notice is no new event. */
      noticeKey: text('notice_key').notNull(),
      publicationNumber: text('publication_number'),
      noticeType: text('notice_type').notNull(),
      noticePublishDate: date('notice_publish_date').notNull(),
      changeReasonCode: text('change_reason_code'),
      /** The notice's stored changes (NoticeChange[] of lib/tenders/notice-changes). */
      changes: jsonb('changes').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      /** Set when the user has seen the change in the app; until then the saved tender shows "Changed". */
      seenAt: timestamp('seen_at', { withTimezone: true }),
      notify: boolean('notify').notNull().default(true),
      mailId: bigint('mail_id', { mode: 'number' }).references(() => alertMails.id, { onDelete: 'set null' }),
    },
    (t) => [
      uniqueIndex('watch_events_user_notice_idx').on(t.userId, t.tenderId, t.noticeKey),
      index('watch_events_user_created_idx').on(t.userId, t.createdAt.desc()),
      index('watch_events_pending_idx')
        .on(t.userId)
        .where(sql`notify and mail_id is null`),
    ],
  )
  .enableRLS();

/** A user's choices about alert mail that are not one alert's: whether saved tenders' changes are mailed. */
export const alertPreferences = app
  .table('alert_preferences', {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    watchEmails: boolean('watch_emails').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

export type AlertRow = typeof alerts.$inferSelect;
