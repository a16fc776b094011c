// AI analysis of a tender's documents, per user and tender: the unlock paid for with credits, the summary and
// compliance reports (claims with their citations), the user's own status of each requirement, and the chat.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
import { sqlList } from './columns';
import { tenderDocuments } from './documents';
import { profiles } from './profiles';
import { tenders } from './tenders';

/** The spec's document kinds of the two reports ({product}_summary_report, {product}_compliance_report). */
export const analysisReportKinds = ['tenderscope_summary_report', 'tenderscope_compliance_report'] as const;
export type AnalysisReportKind = (typeof analysisReportKinds)[number];

/** pending → generated, or failed (the spec's report status, plus the failure). */
export type AnalysisReportStatus = 'pending' | 'generated' | 'failed';
export type AnalysisMode = 'model' | 'extractive';
export type AnalysisClaimStatus = 'cited' | 'notice' | 'derived' | 'silent' | 'unverified';
export type ComplianceStatus = 'met' | 'not_met' | 'to_check';

export const analysisUnlocks = app
  .table(
    'analysis_unlocks',
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** 1 for the first unlock; one more each time the user unlocks again after a refund. */
      attempt: integer('attempt').notNull().default(1),
      /** active: unlocked; refunded: generation failed and the credits came back, so it is locked again. */
      status: text('status').$type<'active' | 'refunded'>().notNull().default('active'),
      /** The ledger reference this attempt was charged under (the tender id, then "<id>#2" …). */
      reference: text('reference').notNull(),
      refundReason: text('refund_reason'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.tenderId] }),
      check('analysis_unlocks_status', sql`${t.status} in ('active', 'refunded')`),
    ],
  )
  .enableRLS();

export const analysisReports = app
  .table(
    'analysis_reports',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      kind: text('kind').$type<AnalysisReportKind>().notNull(),
      status: text('status').$type<AnalysisReportStatus>().notNull().default('pending'),
      /** How the stored content was made; null before the first generation. */
      mode: text('mode').$type<AnalysisMode>(),
      modelName: text('model_name'),
      /** The document set (ids and contents) the stored content was made from: another set means regenerate. */
      fingerprint: text('fingerprint'),
      error: text('error'),
      /** Claims verified, corrected after one retry, and failed (model mode). */
      stats: jsonb('stats').$type<Record<string, number>>().notNull().default({}),
      generatedAt: timestamp('generated_at', { withTimezone: true }),
      /** How many times it was generated: only rises, so the calendar's SEQUENCE can rise with a re-read date. */
      generation: integer('generation').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('analysis_reports_user_tender_kind_idx').on(t.userId, t.tenderId, t.kind),
      check('analysis_reports_kind', sql`${t.kind} in (${sqlList(analysisReportKinds)})`),
      check('analysis_reports_status', sql`${t.status} in ('pending', 'generated', 'failed')`),
    ],
  )
  .enableRLS();

export const analysisChatMessages = app
  .table(
    'analysis_chat_messages',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The spec's message author role 'user', and the assistant's answers. */
      role: text('role').$type<'user' | 'assistant'>().notNull(),
      /** The spec's generated-content kind of an answer: chatbot_chat_response. */
      kind: text('kind'),
      status: text('status').$type<AnalysisReportStatus>().notNull().default('generated'),
      /** The question, or the answer's text with its [n] citation marks. */
      content: text('content').notNull(),
      mode: text('mode').$type<AnalysisMode>(),
      modelName: text('model_name'),
      error: text('error'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('analysis_chat_messages_user_tender_idx').on(t.userId, t.tenderId, t.createdAt),
      check('analysis_chat_messages_role', sql`${t.role} in ('user', 'assistant')`),
      check('analysis_chat_messages_status', sql`${t.status} in ('pending', 'generated', 'failed')`),
    ],
  )
  .enableRLS();

export const analysisClaims = app
  .table(
    'analysis_claims',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** The report, or the chat answer, the claim belongs to: one of the two. */
      reportId: uuid('report_id').references(() => analysisReports.id, { onDelete: 'cascade' }),
      messageId: uuid('message_id').references(() => analysisChatMessages.id, { onDelete: 'cascade' }),
      /** The report's section (glance, dates … requirements), or 'answer'. */
      section: text('section').notNull(),
      position: integer('position').notNull(),
      text: text('text').notNull(),
      status: text('status').$type<AnalysisClaimStatus>().notNull(),
      data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    },
    (t) => [
      index('analysis_claims_report_idx').on(t.reportId, t.section, t.position),
      index('analysis_claims_message_idx').on(t.messageId, t.position),
      check('analysis_claims_owner', sql`(${t.reportId} is null) <> (${t.messageId} is null)`),
      check('analysis_claims_status', sql`${t.status} in ('cited', 'notice', 'derived', 'silent', 'unverified')`),
    ],
  )
  .enableRLS();

export const analysisCitations = app
  .table(
    'analysis_citations',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      claimId: bigint('claim_id', { mode: 'number' })
        .notNull()
        .references(() => analysisClaims.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      documentId: uuid('document_id')
        .notNull()
        .references(() => tenderDocuments.id, { onDelete: 'cascade' }),
      page: integer('page').notNull(),
      /** Found on that page when stored (lib/ai verifyQuote). */
      quote: text('quote').notNull(),
    },
    (t) => [
      index('analysis_citations_claim_idx').on(t.claimId, t.position),
      // A document removed takes its citations with it (cascade), which needs this index to be quick.
      index('analysis_citations_document_idx').on(t.documentId),
    ],
  )
  .enableRLS();

/** The user's own status and note of a requirement, by its key, so they outlive a regenerated report. */
export const analysisComplianceMarks = app
  .table(
    'analysis_compliance_marks',
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      requirementKey: text('requirement_key').notNull(),
      status: text('status').$type<ComplianceStatus>().notNull().default('to_check'),
      note: text('note').notNull().default(''),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.tenderId, t.requirementKey] }),
      check('analysis_compliance_marks_status', sql`${t.status} in ('met', 'not_met', 'to_check')`),
    ],
  )
  .enableRLS();
