// What an analysis is made from besides the documents: the notice's facts about the tender, and the user's
// company profile (industry, CPV codes) that the bid/no-bid signals are judged against.
import 'server-only';
import { getProfile } from '@/lib/account';
import type { CompanyProfile, TenderFacts } from '@/lib/ai';
import { getCompanyCpvCodes } from '@/lib/companies/jobs';
import { formatMoney, procedureTypeLabel, type TenderRow } from '@/lib/tenders/jobs';

export function tenderFacts(tender: TenderRow): TenderFacts {
  const value =
    tender.estimateNativeValue !== null && tender.estimateNativeValueCurrency
      ? formatMoney(tender.estimateNativeValue, tender.estimateNativeValueCurrency)
      : tender.estimateEuroValue !== null
        ? formatMoney(tender.estimateEuroValue, 'EUR')
        : null;
  return {
    title: tender.title,
    buyer: tender.contractingAuthorityName,
    procedure: tender.procedureType ? procedureTypeLabel(tender.procedureType) : null,
    lots: tender.lotsDetails.map((lot) => (lot.title ? `Lot ${lot.id}: ${lot.title}` : `Lot ${lot.id}`)),
    value,
    deadline: tender.deadlineDate,
    cpvCodes: [tender.cpvCode, ...tender.additionalCpvCodes].filter((code): code is string => !!code),
  };
}

/** The profile the dashboard shows: the company's name and industry, and its CPV codes from settings. */
export async function companyProfile(userId: string): Promise<CompanyProfile> {
  const [profile, cpvCodes] = await Promise.all([getProfile(userId), getCompanyCpvCodes(userId)]);
  return {
    companyName: profile.companyName || null,
    industry: profile.companyIndustry || null,
    cpvCodes,
  };
}
