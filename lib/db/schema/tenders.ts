// Tenders: one row per procurement procedure (eForms BT-04), with its notices and awards beside it.
// The stored form of the spec (url … estimate_native_value_currency) is kept column for column; the rest is
// what search, updates and visibility need. The search vector is written by a trigger (migration 0003), so
// every write path — importer, generator, user form — keeps it right.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  customType,
  date,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { money } from './columns';
import { buyers } from './buyers';
import { profiles } from './profiles';

const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** PGlite answers bytea as Uint8Array, postgres-js as Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * ted: published on TED; draft: an unpublished eForms notice (the SDK examples); sample: generated; user: added by a
 * user.
 */
export type TenderSource = 'ted' | 'draft' | 'sample' | 'user';
export type TenderNoticeType = 'planning' | 'competition' | 'result';
export type TenderStatus = 'open' | 'closed' | 'awarded' | 'cancelled';
export type TenderVisibility = 'public' | 'private';

/** One lot as the tender shows it (from the newest notice that carries the lot). */
export interface LotDetails {
  id: string;
  title: string | null;
  description: string | null;
  cpv_code: string | null;
  additional_cpv_codes: string[];
  estimate_native_value: number | null;
  estimate_native_value_currency: string | null;
  estimate_euro_value: number | null;
  deadline_date: string | null;
  nuts_codes: string[];
  duration: { value: number; unit: string } | null;
  documents_url: string | null;
  submission_url: string | null;
}

export const tenders = app
  .table(
    'tenders',
    {
      /** Stable public id: 16 hex digits derived from the source and procedure, never a publication number. */
      id: text('id').primaryKey(),
      source: text('source').$type<TenderSource>().notNull(),
      /** BT-04 for TED procedures; the notice id for planning notices that carry none; a generator key for samples. */
      procedureKey: text('procedure_key').notNull(),
      procedureId: text('procedure_id'),

      // The spec's stored form.
      url: text('url'),
      countryCode: char('country_code', { length: 2 }).notNull(),
      languageCode: text('language_code').notNull(),
      title: text('title').notNull(),
      description: text('description'),
      // Null only for a user-added tender whose author gave no CPV code (the spec's form makes them optional).
      cpvCode: char('cpv_code', { length: 8 }),
      publishDate: date('publish_date').notNull(),
      deadlineDate: timestamp('deadline_date', { withTimezone: true }),
      contractingAuthorityName: text('contracting_authority_name'),
      contractingAuthorityAddress: text('contracting_authority_address'),
      contractingAuthorityEmail: text('contracting_authority_email'),
      subdivisionIntoLots: boolean('subdivision_into_lots').notNull().default(false),
      lotsDetails: jsonb('lots_details').$type<LotDetails[]>().notNull().default([]),
      estimateEuroValue: money('estimate_euro_value'),
      estimateNativeValue: money('estimate_native_value'),
      estimateNativeValueCurrency: char('estimate_native_value_currency', { length: 3 }),
      /** The product's own plain-language description (written by the AI summary feature). */
      summaryDescription: text('summary_description'),

      // What search, display and updates need.
      /** The deadline as the notice wrote it (`2024-03-01T12:00:00+01:00`, or a date alone), for its time zone. */
      deadlineLocal: text('deadline_local'),
      /** ECB reference date used for estimate_euro_value, so a rate update can find what to recompute. */
      estimateRateDate: date('estimate_rate_date'),
      noticeType: text('notice_type').$type<TenderNoticeType>().notNull(),
      noticeSubtype: text('notice_subtype'),
      procedureType: text('procedure_type'),
      contractNature: text('contract_nature'),
      /** Stage reached: 'open' becomes 'closed' on read once the deadline has passed (see lib/tenders/status). */
      status: text('status').$type<TenderStatus>().notNull(),
      /** Procedure and lot CPV codes besides cpv_code, 8 digits each. */
      additionalCpvCodes: text('additional_cpv_codes')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      /** Every CPV code of the tender (main, additional, lots) and all their ancestors: the CPV filter's index. */
      cpvTree: text('cpv_tree')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      /** Place-of-performance NUTS codes (procedure and lots). */
      nutsCodes: text('nuts_codes')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      /** Every NUTS code of the tender (performance and buyer) and their ancestors: the region filter's index. */
      nutsTree: text('nuts_tree')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      buyerNuts: text('buyer_nuts'),
      /** BT-513 of the buyer (the newest notice's), as written. */
      buyerTown: text('buyer_town'),
      /** BT-501 of the buyer as the newest notice gives it. */
      buyerIdentifier: text('buyer_identifier'),
      /** The buyer entity (lib/ingest/buyers); null for tenders that make no buyer (drafts, samples, private). */
      buyerId: text('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
      /** The buyer's normalised name, which groups its spellings (set with buyer_id). */
      buyerNameKey: text('buyer_name_key'),
      documentsUrl: text('documents_url'),
      submissionUrl: text('submission_url'),
      /** Titles and descriptions in every language of the newest notice, keyed by ISO 639-1. */
      titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
      descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
      isSample: boolean('is_sample').notNull().default(false),
      visibility: text('visibility').$type<TenderVisibility>().notNull().default('public'),
      ownerId: uuid('owner_id').references(() => profiles.userId, { onDelete: 'cascade' }),
      /** Newest notice the tender shows (publication date, then version). */
      latestNoticeId: text('latest_notice_id'),
      searchConfig: regconfig('search_config')
        .notNull()
        .default(sql`'simple'::regconfig`),
      searchVector: tsvector('search_vector'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('tenders_source_procedure_key_idx').on(t.source, t.procedureKey),
      index('tenders_search_vector_idx').using('gin', t.searchVector),
      index('tenders_cpv_tree_idx').using('gin', t.cpvTree),
      index('tenders_nuts_tree_idx').using('gin', t.nutsTree),
      index('tenders_publish_date_idx').on(t.publishDate.desc(), t.id),
      index('tenders_deadline_date_idx').on(t.deadlineDate, t.id),
      index('tenders_country_publish_date_idx').on(t.countryCode, t.publishDate.desc()),
      index('tenders_estimate_euro_value_idx').on(t.estimateEuroValue),
      index('tenders_buyer_id_idx')
        .on(t.buyerId, t.publishDate.desc())
        .where(sql`${t.buyerId} is not null`),
      index('tenders_buyer_name_key_idx')
        .on(t.buyerNameKey)
        .where(sql`${t.buyerNameKey} is not null`),
      index('tenders_owner_id_idx')
        .on(t.ownerId)
        .where(sql`${t.ownerId} is not null`),
    ],
  )
  .enableRLS();

export const tenderNotices = app
  .table(
    'tender_notices',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** OPP-010 in TED's short form (`612681-2024`); null for notices TED has not published. */
      publicationNumber: text('publication_number'),
      /** BT-701 and BT-757. */
      noticeId: text('notice_id').notNull(),
      noticeVersion: text('notice_version').notNull().default(''),
      noticeType: text('notice_type').notNull(),
      noticeSubtype: text('notice_subtype'),
      formType: text('form_type'),
      publishDate: date('publish_date').notNull(),
      /** BT-758: the notice a change notice changes. */
      changesNoticeId: text('changes_notice_id'),
      url: text('url'),
      /** Where the notice came from: a file path, a TED API URL, or the generator. */
      origin: text('origin'),
      /**
       * The raw eForms XML, gzipped by the importer (cheaper than Postgres compressing it, and a fifth of the
       * size). Kept so a tender can be rebuilt from all its notices, in any import order, and re-mapped later.
       */
      xmlGzip: bytea('xml_gzip').notNull(),
      contentHash: text('content_hash').notNull(),
      /** BT-140 of a change notice ('cancel', 'cor-buy' …). */
      changeReasonCode: text('change_reason_code'),
      /** The facts the next notice is compared with (NoticeFacts of lib/tenders/notice-changes); null until read. */
      facts: jsonb('facts'),
      /** What this notice changed against the one published before it (NoticeChanges); null for the first. */
      changes: jsonb('changes'),
      importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('tender_notices_publication_number_idx').on(t.publicationNumber),
      uniqueIndex('tender_notices_notice_id_version_idx').on(t.noticeId, t.noticeVersion),
      index('tender_notices_tender_id_idx').on(t.tenderId),
      index('tender_notices_content_hash_idx').on(t.contentHash),
      // The back-fill's work list: notices stored before facts were, found without reading the whole table.
      index('tender_notices_facts_missing_idx')
        .on(t.tenderId)
        .where(sql`${t.facts} is null`),
    ],
  )
  .enableRLS();

export const tenderAwards = app
  .table(
    'tender_awards',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The result notice this award comes from (BT-701). */
      noticeId: text('notice_id').notNull(),
      lotId: text('lot_id'),
      /** BT-142: awarded, not-awarded or open. */
      status: text('status'),
      winnerName: text('winner_name'),
      winnerCountryCode: char('winner_country_code', { length: 2 }),
      value: money('value'),
      currency: char('currency', { length: 3 }),
      euroValue: money('euro_value'),
      tendersReceived: integer('tenders_received'),
      /** Consortium members besides the leader. */
      groupMembers: jsonb('group_members')
        .$type<{ name: string | null; country_code: string | null }[]>()
        .notNull()
        .default([]),
      position: integer('position').notNull().default(0),
    },
    (t) => [
      index('tender_awards_tender_id_idx').on(t.tenderId, t.position),
      index('tender_awards_winner_name_idx').on(t.winnerName),
    ],
  )
  .enableRLS();
