// The public JSON form of a tender: the spec's stored-form field names (snake_case), then what the product
// adds, its notices (newest first) and awards.
import type { TenderDetail, TenderRow } from './queries';
import { effectiveStatus } from './status';

/** The columns a search result carries: the stored form and what a result card needs. */
export type TenderSummaryRow = Pick<
  TenderRow,
  | 'id'
  | 'url'
  | 'countryCode'
  | 'languageCode'
  | 'title'
  | 'description'
  | 'cpvCode'
  | 'publishDate'
  | 'deadlineDate'
  | 'deadlineLocal'
  | 'contractingAuthorityName'
  | 'contractingAuthorityAddress'
  | 'contractingAuthorityEmail'
  | 'subdivisionIntoLots'
  | 'lotsDetails'
  | 'estimateEuroValue'
  | 'estimateNativeValue'
  | 'estimateNativeValueCurrency'
  | 'summaryDescription'
  | 'noticeType'
  | 'procedureType'
  | 'contractNature'
  | 'status'
  | 'nutsCodes'
  | 'isSample'
>;

/** A tender as the search API lists it; the detail below adds the rest. */
export function tenderSummaryJson(tender: TenderSummaryRow, now = new Date()) {
  return {
    id: tender.id,
    // The stored form.
    url: tender.url,
    country_code: tender.countryCode,
    language_code: tender.languageCode,
    title: tender.title,
    description: tender.description,
    cpv_code: tender.cpvCode,
    publish_date: tender.publishDate,
    deadline_date: tender.deadlineDate?.toISOString() ?? null,
    contracting_authority_name: tender.contractingAuthorityName,
    contracting_authority_address: tender.contractingAuthorityAddress,
    contracting_authority_email: tender.contractingAuthorityEmail,
    subdivision_into_lots: tender.subdivisionIntoLots,
    lots_details: tender.lotsDetails,
    estimate_euro_value: tender.estimateEuroValue,
    estimate_native_value: tender.estimateNativeValue,
    estimate_native_value_currency: tender.estimateNativeValueCurrency,
    summary_description: tender.summaryDescription,
    // What the product adds.
    /** The deadline as the notice wrote it, with its own UTC offset. */
    deadline_local: tender.deadlineLocal,
    status: effectiveStatus(tender.status, tender.deadlineDate, now),
    notice_type: tender.noticeType,
    procedure_type: tender.procedureType,
    contract_nature: tender.contractNature,
    nuts_codes: tender.nutsCodes,
    is_sample: tender.isSample,
  };
}

export function tenderJson({ tender, notices, awards }: TenderDetail, now = new Date()) {
  return {
    ...tenderSummaryJson(tender, now),
    estimate_rate_date: tender.estimateRateDate,
    notice_subtype: tender.noticeSubtype,
    procedure_id: tender.procedureId,
    additional_cpv_codes: tender.additionalCpvCodes,
    buyer_nuts: tender.buyerNuts,
    documents_url: tender.documentsUrl,
    submission_url: tender.submissionUrl,
    titles: tender.titles,
    descriptions: tender.descriptions,
    source: tender.source,
    visibility: tender.visibility,
    created_at: tender.createdAt.toISOString(),
    updated_at: tender.updatedAt.toISOString(),
    notices: notices.map((notice) => ({
      publication_number: notice.publicationNumber,
      notice_id: notice.noticeId,
      notice_version: notice.noticeVersion,
      notice_type: notice.noticeType,
      notice_subtype: notice.noticeSubtype,
      form_type: notice.formType,
      publish_date: notice.publishDate,
      changes_notice_id: notice.changesNoticeId,
      url: notice.url,
    })),
    awards: awards.map((award) => ({
      lot_id: award.lotId,
      status: award.status,
      winner_name: award.winnerName,
      winner_country_code: award.winnerCountryCode,
      value: award.value,
      currency: award.currency,
      euro_value: award.euroValue,
      tenders_received: award.tendersReceived,
      group_members: award.groupMembers,
    })),
  };
}
