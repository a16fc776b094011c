// From every notice of one procedure to the tender it shows: the newest notice's data, lots and awards
// merged. Pure, and independent of the order the notices arrived in, so importing out of order, or again,
// always gives the same row.
import type { ParsedAward, ParsedLot, ParsedNotice, ParsedWinner } from '@/lib/ingest/eforms';
import { cpvLineage, nutsLineage } from '@/lib/reference';
import { toEuro } from '@/lib/reference/rates';
import { deadlineInstant, compareNewestFirst } from '@/lib/tenders/jobs';
import type { LotDetails, TenderNoticeType, TenderStatus } from '@/lib/db/schema';
// The notice history orders by the same comparison, so the tender and its history agree on the newest notice.

/** The tender's own columns, as the importer writes them (ids, visibility and timestamps are the store's). */
export interface TenderRecord {
  procedureId: string | null;
  url: string | null;
  countryCode: string;
  languageCode: string;
  title: string;
  description: string | null;
  cpvCode: string;
  publishDate: string;
  deadlineDate: Date | null;
  deadlineLocal: string | null;
  contractingAuthorityName: string | null;
  contractingAuthorityAddress: string | null;
  contractingAuthorityEmail: string | null;
  subdivisionIntoLots: boolean;
  lotsDetails: LotDetails[];
  estimateEuroValue: number | null;
  estimateNativeValue: number | null;
  estimateNativeValueCurrency: string | null;
  estimateRateDate: string | null;
  noticeType: TenderNoticeType;
  noticeSubtype: string | null;
  procedureType: string | null;
  contractNature: string | null;
  status: Exclude<TenderStatus, 'closed'>;
  additionalCpvCodes: string[];
  cpvTree: string[];
  nutsCodes: string[];
  nutsTree: string[];
  buyerNuts: string | null;
  buyerTown: string | null;
  buyerIdentifier: string | null;
  documentsUrl: string | null;
  submissionUrl: string | null;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  latestNoticeId: string;
}

export interface AwardRecord {
  noticeId: string;
  lotId: string | null;
  status: string | null;
  winnerName: string | null;
  winnerCountryCode: string | null;
  value: number | null;
  currency: string | null;
  euroValue: number | null;
  tendersReceived: number | null;
  groupMembers: { name: string | null; country_code: string | null }[];
  position: number;
}

/**
 * One lot result as the price statistics count it (app.award_lots): the awarded value is the winning tender's
 * BT-720, only when the lot has exactly one winning tender; the framework maximum (BT-709) and the estimate (BT-27)
 * are kept beside it and never taken for a price.
 */
export interface AwardLotRecord {
  noticeId: string;
  lotId: string | null;
  status: string | null;
  /** The result notice's publication date: what the award is dated, counted by year and converted at. */
  awardDate: string;
  /** BT-145, the contract's conclusion, when the notice gives a plausible one. */
  contractDate: string | null;
  winnerCount: number;
  value: number | null;
  currency: string | null;
  /** At the ECB rate of the award date (or the last quote before it). */
  euroValue: number | null;
  rateDate: string | null;
  frameworkMaximum: number | null;
  frameworkMaximumCurrency: string | null;
  frameworkMaximumEuro: number | null;
  estimateValue: number | null;
  estimateCurrency: string | null;
  estimateEuroValue: number | null;
  tendersReceived: number | null;
  /** The lot's main CPV code, else the tender's. */
  cpvCode: string;
  /** Every award criterion is price (BT-539); null when the notices give no criteria. */
  priceOnly: boolean | null;
  frameworkAgreement: boolean;
}

/** A winning organisation of an award (the tenderer, or a member of a winning consortium). */
export interface AwardParty {
  name: string;
  /** BT-501 as the notice gives it. */
  identifier: string | null;
  countryCode: string | null;
  website: string | null;
  /** 'lead': the tenderer or the consortium's leader; 'member': another member of the consortium. */
  role: 'lead' | 'member';
}

/** The winners of the award at `position`, with the result notice that names them and its publication date. */
export interface AwardWinners {
  position: number;
  noticeId: string;
  noticeDate: string;
  lotId: string | null;
  euroValue: number | null;
  parties: AwardParty[];
}

/** The key that groups notices into one tender: BT-04, else (planning notices without one) the notice itself. */
export function procedureKeyOf(notice: ParsedNotice): string {
  return notice.procedureId ?? `notice:${notice.noticeId}`;
}

const stageTypes = new Set<string>(['planning', 'competition', 'result']);
const stageOrder: Record<TenderNoticeType, number> = { planning: 0, competition: 1, result: 2 };

/** A change notice repeats the form it changes; its BT-03 says which stage that is. */
function stageOfNotice(notice: ParsedNotice): TenderNoticeType | null {
  if (notice.noticeType !== 'change') return notice.noticeType;
  return notice.formType !== null && stageTypes.has(notice.formType) ? (notice.formType as TenderNoticeType) : null;
}

/**
 * The furthest stage any notice reached: a procedure with a result notice is a result, even when a later
 * change notice corrects its call for competition.
 */
function stageOf(notices: readonly ParsedNotice[]): TenderNoticeType {
  let stage: TenderNoticeType | null = null;
  for (const notice of notices) {
    const own = stageOfNotice(notice);
    if (own !== null && (stage === null || stageOrder[own] > stageOrder[stage])) stage = own;
  }
  return stage ?? 'competition';
}

/** The first non-null value over the notices, newest first: a result notice rarely repeats the deadline. */
function newestValue<T>(notices: readonly ParsedNotice[], pick: (notice: ParsedNotice) => T | null): T | null {
  for (const notice of notices) {
    const value = pick(notice);
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

function toLotDetails(lot: ParsedLot, euroDate: string): LotDetails {
  const euro =
    lot.estimatedValue !== null && lot.currency !== null ? toEuro(lot.estimatedValue, lot.currency, euroDate) : null;
  return {
    id: lot.id,
    title: lot.title,
    description: lot.description,
    cpv_code: lot.cpvCode,
    additional_cpv_codes: [...lot.additionalCpvCodes],
    estimate_native_value: lot.estimatedValue,
    estimate_native_value_currency: lot.currency,
    estimate_euro_value: euro?.value ?? null,
    deadline_date: lot.deadline ?? lot.participationDeadline,
    nuts_codes: [...lot.nutsCodes],
    duration: lot.duration ? { value: lot.duration.value, unit: lot.duration.unit } : null,
    documents_url: lot.documentsUrl,
    submission_url: lot.submissionUrl,
  };
}

/** Lots by id, each from the newest notice that carries it; a PIN's parts give way to real lots. */
function mergeLots(newestFirst: readonly ParsedNotice[]): LotDetails[] {
  const hasRealLots = newestFirst.some((n) => n.lots.some((lot) => lot.scheme === 'Lot'));
  const lots = new Map<string, LotDetails>();
  for (const notice of newestFirst) {
    for (const lot of notice.lots) {
      if (hasRealLots && lot.scheme === 'Part') continue;
      if (!lots.has(lot.id)) lots.set(lot.id, toLotDetails(lot, notice.publishDate));
    }
  }
  return [...lots.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

function partiesOf(winner: ParsedWinner | null): AwardParty[] {
  if (winner === null || winner.name === null) return [];
  const lead: AwardParty = {
    name: winner.name,
    identifier: winner.identifier,
    countryCode: winner.countryCode,
    website: winner.website,
    role: 'lead',
  };
  // groupMembers lists the leader first.
  const members = winner.groupMembers
    .slice(1)
    .flatMap((member): AwardParty[] =>
      member.name === null ? [] : [{ ...member, name: member.name, role: 'member' }],
    );
  return [lead, ...members];
}

/**
 * The date an award is dated and converted at: the publication of its result notice, which every result notice has.
 * The contract's conclusion date (BT-145) is kept beside it where plausible; real notices often leave it out or carry
 * placeholders (2000-01-01).
 */
function awardDateOf(notice: ParsedNotice): string {
  return notice.publishDate;
}

function contractDateOf(notice: ParsedNotice, award: ParsedAward): string | null {
  const date = award.contractDate;
  return date !== null && date > '2000-01-01' && date <= notice.publishDate ? date : null;
}

type ChosenAward = { notice: ParsedNotice; award: ParsedAward };

/** For each lot, the results of the newest result notice that reports on it. */
function mergeAwards(newestFirst: readonly ParsedNotice[]): {
  records: AwardRecord[];
  winners: AwardWinners[];
  chosen: ChosenAward[];
} {
  const seenLots = new Set<string>();
  const chosen: ChosenAward[] = [];
  for (const notice of newestFirst) {
    const lotsHere = new Set(notice.awards.map((award) => award.lotId ?? ''));
    for (const award of notice.awards) {
      if (!seenLots.has(award.lotId ?? '')) chosen.push({ notice, award });
    }
    for (const lot of lotsHere) seenLots.add(lot);
  }
  const records: AwardRecord[] = [];
  const winnersOf: AwardWinners[] = [];
  chosen.sort((a, b) => (a.award.lotId ?? '').localeCompare(b.award.lotId ?? '', 'en', { numeric: true }));
  for (const { notice, award } of chosen) {
    const winners = award.winners.length > 0 ? award.winners : [null];
    const awardDate = awardDateOf(notice);
    for (const winner of winners) {
      const euro = winner?.value ? toEuro(winner.value.value, winner.value.currency, awardDate) : null;
      const parties = partiesOf(winner);
      if (parties.length > 0) {
        winnersOf.push({
          position: records.length,
          noticeId: notice.noticeId,
          noticeDate: notice.publishDate,
          lotId: award.lotId,
          euroValue: euro?.value ?? null,
          parties,
        });
      }
      records.push({
        noticeId: notice.noticeId,
        lotId: award.lotId,
        status: award.status,
        winnerName: winner?.name ?? null,
        winnerCountryCode: winner?.countryCode ?? null,
        value: winner?.value?.value ?? null,
        currency: winner?.value?.currency ?? null,
        euroValue: euro?.value ?? null,
        tendersReceived: award.tendersReceived,
        groupMembers: (winner?.groupMembers ?? []).map((m) => ({ name: m.name, country_code: m.countryCode })),
        position: records.length,
      });
    }
  }
  return { records, winners: winnersOf, chosen };
}

interface LotTerms {
  criteria: readonly string[];
  framework: boolean;
}

/** Each lot's award criteria and framework flag, from the newest notice that gives criteria for it. */
function lotTermsOf(newestFirst: readonly ParsedNotice[]): Map<string, LotTerms> {
  const terms = new Map<string, LotTerms>();
  for (const notice of newestFirst) {
    for (const lot of notice.lots) {
      const known = terms.get(lot.id);
      if (known && known.criteria.length > 0) continue;
      terms.set(lot.id, {
        criteria: lot.awardCriterionTypes,
        framework: (known?.framework ?? false) || lot.frameworkAgreement,
      });
    }
  }
  return terms;
}

function euroAt(amount: { value: number; currency: string } | null, date: string) {
  return amount === null ? null : toEuro(amount.value, amount.currency, date);
}

/** One record per lot result, with the lot's CPV code and estimate; see AwardLotRecord. */
function awardLots(
  chosen: readonly ChosenAward[],
  newestFirst: readonly ParsedNotice[],
  lots: readonly LotDetails[],
  tenderCpv: string,
  tenderEstimate: { value: number; currency: string } | null,
): AwardLotRecord[] {
  const terms = lotTermsOf(newestFirst);
  return chosen.map(({ notice, award }) => {
    const lot = award.lotId === null ? undefined : lots.find((l) => l.id === award.lotId);
    const lotTerms = award.lotId === null ? undefined : terms.get(award.lotId);
    const awardDate = awardDateOf(notice);
    const single = award.winners.length === 1 ? (award.winners[0]!.value ?? null) : null;
    const price = euroAt(single, awardDate);
    const lotEstimate =
      lot?.estimate_native_value != null && lot.estimate_native_value_currency
        ? { value: lot.estimate_native_value, currency: lot.estimate_native_value_currency }
        : null;
    // The procedure's estimate stands for the lot's only when the procedure has one lot.
    const estimate = lotEstimate ?? (lots.length <= 1 ? tenderEstimate : null);
    const ceiling = award.frameworkMaximum;
    const criteria = lotTerms?.criteria ?? [];
    return {
      noticeId: notice.noticeId,
      lotId: award.lotId,
      status: award.status,
      awardDate,
      contractDate: contractDateOf(notice, award),
      winnerCount: award.winners.length,
      value: single?.value ?? null,
      currency: single?.currency ?? null,
      euroValue: price?.value ?? null,
      rateDate: price?.rateDate ?? null,
      frameworkMaximum: ceiling?.value ?? null,
      frameworkMaximumCurrency: ceiling?.currency ?? null,
      frameworkMaximumEuro: euroAt(ceiling, awardDate)?.value ?? null,
      estimateValue: estimate?.value ?? null,
      estimateCurrency: estimate?.currency ?? null,
      estimateEuroValue: euroAt(estimate, awardDate)?.value ?? null,
      tendersReceived: award.tendersReceived,
      cpvCode: lot?.cpv_code ?? tenderCpv,
      priceOnly: criteria.length === 0 ? null : criteria.every((type) => type === 'price'),
      frameworkAgreement: lotTerms?.framework ?? false,
    };
  });
}

function statusOf(newest: ParsedNotice, awards: readonly AwardRecord[]): TenderRecord['status'] {
  if (newest.noticeType === 'change' && newest.changeReasonCode === 'cancel') return 'cancelled';
  if (awards.some((award) => award.winnerName !== null || award.status === 'awarded')) return 'awarded';
  if (awards.length > 0 && awards.every((award) => award.status === 'not-awarded')) return 'cancelled';
  return 'open';
}

export interface BuiltTender {
  tender: TenderRecord;
  awards: AwardRecord[];
  /** Who won each award, for the companies built from them (lib/ingest/companies). */
  winners: AwardWinners[];
  /** One per lot result, for the price statistics (lib/ingest/awards). */
  lots: AwardLotRecord[];
}

/** The tender of a procedure from all its notices (at least one). */
export function buildTenderRecord(notices: readonly ParsedNotice[]): BuiltTender {
  if (notices.length === 0) throw new Error('buildTenderRecord needs at least one notice');
  const newestFirst = [...notices].sort(compareNewestFirst);
  const newest = newestFirst[0]!;

  const lotsDetails = mergeLots(newestFirst);
  const { records: awards, winners, chosen } = mergeAwards(newestFirst);

  const estimateNotice = newestFirst.find((n) => n.estimate !== null) ?? null;
  const estimate = estimateNotice?.estimate ?? null;
  const euro =
    estimate && estimateNotice ? toEuro(estimate.value, estimate.currency, estimateNotice.publishDate) : null;

  const deadlineLocal = newestValue(newestFirst, (n) => n.deadlineDate);
  const lotCpvs = lotsDetails
    .flatMap((lot) => [lot.cpv_code, ...lot.additional_cpv_codes])
    .filter((c): c is string => c !== null);
  const additionalCpvCodes = sortedUnique(
    [...newest.additionalCpvCodes, ...lotCpvs].filter((code) => code !== newest.cpvCode),
  );
  const nutsCodes = sortedUnique([...newest.nutsCodes, ...lotsDetails.flatMap((lot) => lot.nuts_codes)]);
  const buyerNuts = newest.buyer.nutsCode;

  const tender: TenderRecord = {
    procedureId: newest.procedureId,
    url: newestValue(newestFirst, (n) => n.url),
    countryCode: newest.countryCode,
    languageCode: newest.languageCode,
    title: newest.title,
    description: newestValue(newestFirst, (n) => n.description),
    cpvCode: newest.cpvCode,
    publishDate: newest.publishDate,
    deadlineDate: deadlineInstant(deadlineLocal),
    deadlineLocal,
    contractingAuthorityName: newestValue(newestFirst, (n) => n.buyer.name),
    contractingAuthorityAddress: newestValue(newestFirst, (n) => n.buyer.address),
    contractingAuthorityEmail: newestValue(newestFirst, (n) => n.buyer.email),
    subdivisionIntoLots: lotsDetails.length > 1,
    lotsDetails,
    estimateEuroValue: euro?.value ?? null,
    estimateNativeValue: estimate?.value ?? null,
    estimateNativeValueCurrency: estimate?.currency ?? null,
    estimateRateDate: euro?.rateDate ?? null,
    noticeType: stageOf(newestFirst),
    noticeSubtype: newest.noticeSubtype,
    procedureType: newestValue(newestFirst, (n) => n.procedureType),
    contractNature: newestValue(newestFirst, (n) => n.contractNature),
    status: statusOf(newest, awards),
    additionalCpvCodes,
    cpvTree: sortedUnique([newest.cpvCode, ...additionalCpvCodes].flatMap(cpvLineage)),
    nutsCodes,
    nutsTree: sortedUnique([...nutsCodes, ...(buyerNuts ? [buyerNuts] : [])].flatMap(nutsLineage)),
    buyerNuts,
    // The buyer's identity comes from one notice, the newest, so its parts never mix two organisations.
    buyerTown: newest.buyer.town,
    buyerIdentifier: newest.buyer.identifier,
    documentsUrl: newestValue(newestFirst, (n) => n.documentsUrl),
    submissionUrl: newestValue(newestFirst, (n) => n.submissionUrl),
    titles: { ...newest.titles },
    descriptions: { ...newest.descriptions },
    latestNoticeId: newest.noticeId,
  };
  return { tender, awards, winners, lots: awardLots(chosen, newestFirst, lotsDetails, newest.cpvCode, estimate) };
}
