// A user's tender form ↔ the tender row: the stored-form columns, the CPV and region indexes search filters
// on, and the euro estimate, derived the way the importer derives them; and back to the form for editing.
import type { LotDetails, tenders } from '@/lib/db/schema';
import { toEuro } from '@/lib/reference/rates';
import { cpvLineage, nutsLineage, getNuts } from '@/lib/reference';
import { deadlineInstant } from '../deadline';
import type { TenderRow } from '../queries';
import type { LotInput, TenderFormFields, TenderFormValues } from './schema';

/** The columns the form decides; id, owner, source and visibility are set once, when the tender is created. */
export type UserTenderColumns = Required<
  Pick<
    typeof tenders.$inferInsert,
    | 'url'
    | 'countryCode'
    | 'languageCode'
    | 'title'
    | 'description'
    | 'cpvCode'
    | 'additionalCpvCodes'
    | 'cpvTree'
    | 'nutsTree'
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
    | 'estimateRateDate'
    | 'titles'
    | 'descriptions'
  >
>;

/**
 * The row for validated form values. `today` ('YYYY-MM-DD') stands in for a publication date left empty:
 * the column is required, and the day the user added the tender is when it was published to them.
 */
export function userTenderColumns(values: TenderFormValues, today: string): UserTenderColumns {
  // The first code chosen is the main one; a tender without codes is unclassified (the CPV filter skips it).
  const [cpvCode = null, ...additionalCpvCodes] = values.cpvCodes;
  const publishDate = values.publishDate ?? today;
  const estimate =
    values.estimateValue !== undefined && values.estimateValueCurrency !== undefined
      ? { value: values.estimateValue, currency: values.estimateValueCurrency }
      : null;
  const euro = estimate ? toEuro(estimate.value, estimate.currency, publishDate) : null;
  const lotsDetails = values.lots.map((lot, index) =>
    lotDetails(lot, index, values.estimateValueCurrency ?? null, publishDate),
  );
  const codes = [...values.cpvCodes, ...lotsDetails.flatMap((lot) => (lot.cpv_code ? [lot.cpv_code] : []))];
  return {
    url: values.url ?? null,
    countryCode: values.country,
    languageCode: values.language,
    title: values.title,
    description: values.description ?? null,
    cpvCode,
    additionalCpvCodes,
    // The lots' codes too, so the CPV filter finds a tender by any of its lots.
    cpvTree: [...new Set(codes.flatMap(cpvLineage))].sort(),
    // The buyer's country is the tender's region at NUTS level 0, so the region filter finds it too.
    nutsTree: getNuts(values.country) ? nutsLineage(values.country) : [],
    publishDate,
    deadlineDate: deadlineInstant(values.deadlineDate ?? null),
    deadlineLocal: values.deadlineDate ?? null,
    contractingAuthorityName: values.authorityName ?? null,
    contractingAuthorityAddress: values.authorityAddress ?? null,
    contractingAuthorityEmail: values.authorityEmail ?? null,
    subdivisionIntoLots: values.isSubdividedIntoLots,
    lotsDetails,
    estimateNativeValue: estimate?.value ?? null,
    estimateNativeValueCurrency: estimate?.currency ?? null,
    // Null when the ECB quotes no rate for the currency on that day: no euro figure rather than a wrong one.
    estimateEuroValue: euro?.value ?? null,
    estimateRateDate: euro?.rateDate ?? null,
    titles: { [values.language]: values.title },
    descriptions: values.description ? { [values.language]: values.description } : {},
  };
}

/** A lot of the form as the tender stores lots (the importer's shape): numbered LOT-0001, LOT-0002 … */
function lotDetails(lot: LotInput, index: number, currency: string | null, publishDate: string): LotDetails {
  const euro = lot.value !== null && currency ? toEuro(lot.value, currency, publishDate) : null;
  return {
    id: `LOT-${String(index + 1).padStart(4, '0')}`,
    title: lot.title,
    description: null,
    cpv_code: lot.cpvCode,
    additional_cpv_codes: [],
    estimate_native_value: lot.value,
    estimate_native_value_currency: lot.value !== null ? currency : null,
    estimate_euro_value: euro?.value ?? null,
    deadline_date: null,
    nuts_codes: [],
    duration: null,
    documents_url: null,
    submission_url: null,
  };
}

/** The form, filled in with a stored tender, for editing it. */
export function tenderFormFields(tender: TenderRow): TenderFormFields {
  return {
    url: tender.url ?? '',
    country: tender.countryCode,
    language: tender.languageCode,
    title: tender.title,
    description: tender.description ?? '',
    cpvCodes: tender.cpvCode ? [tender.cpvCode, ...tender.additionalCpvCodes] : tender.additionalCpvCodes,
    publishDate: tender.publishDate,
    deadlineDate: tender.deadlineLocal?.slice(0, 10) ?? '',
    authorityName: tender.contractingAuthorityName ?? '',
    authorityAddress: tender.contractingAuthorityAddress ?? '',
    authorityEmail: tender.contractingAuthorityEmail ?? '',
    estimateValue: tender.estimateNativeValue?.toString() ?? '',
    estimateValueCurrency: tender.estimateNativeValueCurrency ?? '',
    isSubdividedIntoLots: tender.subdivisionIntoLots,
    lotTitle: tender.lotsDetails.map((lot) => lot.title ?? ''),
    lotCpv: tender.lotsDetails.map((lot) => lot.cpv_code ?? ''),
    lotValue: tender.lotsDetails.map((lot) => lot.estimate_native_value?.toString() ?? ''),
  };
}
