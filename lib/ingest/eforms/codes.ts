// eForms code lists translated to what Tenderscope stores: languages, countries, notice types, award outcomes.
import { getCountry, getLanguage, listCountries } from '@/lib/reference';
import type { LotAwardStatus, NoticeType } from './types.ts';

// eForms writes languages as upper-case ISO 639-2/T-style codes from the EU's language authority table
// (ENG, DEU, SPA …). countries-list only knows ISO 639-1, so the 3-letter codes of the 24 EU languages (plus
// the 639-2/B variants and a few languages of neighbouring countries) are listed here.
const iso639Alpha3ToAlpha1: Readonly<Record<string, string>> = {
  BUL: 'bg',
  CES: 'cs',
  CZE: 'cs',
  DAN: 'da',
  DEU: 'de',
  GER: 'de',
  ELL: 'el',
  GRE: 'el',
  ENG: 'en',
  EST: 'et',
  FIN: 'fi',
  FRA: 'fr',
  FRE: 'fr',
  GLE: 'ga',
  HRV: 'hr',
  HUN: 'hu',
  ITA: 'it',
  LAV: 'lv',
  LIT: 'lt',
  MLT: 'mt',
  NLD: 'nl',
  DUT: 'nl',
  POL: 'pl',
  POR: 'pt',
  RON: 'ro',
  RUM: 'ro',
  SLK: 'sk',
  SLO: 'sk',
  SLV: 'sl',
  SPA: 'es',
  SWE: 'sv',
  // Languages of EEA and candidate countries that appear in TED notices.
  NOR: 'no',
  NOB: 'nb',
  NNO: 'nn',
  ISL: 'is',
  ICE: 'is',
  SQI: 'sq',
  ALB: 'sq',
  MKD: 'mk',
  MAC: 'mk',
  SRP: 'sr',
  BOS: 'bs',
  TUR: 'tr',
  UKR: 'uk',
  CAT: 'ca',
  EUS: 'eu',
  BAQ: 'eu',
  GLG: 'gl',
  LTZ: 'lb',
};

/** ISO 639-1 for an eForms language code ('NLD' → 'nl'); null when unknown. Two-letter input passes through. */
export function languageCodeFromEforms(code: string): string | null {
  const upper = code.trim().toUpperCase();
  const alpha1 = upper.length === 2 ? upper.toLowerCase() : iso639Alpha3ToAlpha1[upper];
  return alpha1 !== undefined && getLanguage(alpha1) !== null ? alpha1 : null;
}

/** Key for a text in a language map: ISO 639-1 when known, else the code lower-cased, so no text is lost. */
export function languageKey(code: string): string {
  return languageCodeFromEforms(code) ?? code.trim().toLowerCase();
}

let alpha2ByAlpha3: ReadonlyMap<string, string> | undefined;

/** ISO 3166-1 alpha-2 for the alpha-3 code eForms uses ('AUT' → 'AT'); null when unknown. */
export function countryCodeFromEforms(code: string): string | null {
  alpha2ByAlpha3 ??= new Map(listCountries().map((country) => [country.iso3, country.code]));
  return alpha2ByAlpha3.get(code.trim().toUpperCase()) ?? null;
}

export function countryName(alpha2: string): string | null {
  return getCountry(alpha2)?.name ?? null;
}

/** Business registration forms (X01 EEIG, X02 European company) are not procurement. */
export function isBusinessRegistration(subtype: string | null, formType: string | null, rootName: string): boolean {
  return (
    rootName === 'BusinessRegistrationInformationNotice' ||
    formType === 'bri' ||
    (subtype !== null && /^X\d+$/i.test(subtype))
  );
}

// BT-03 form types. A VEAT (dir-awa-pre), a contract modification (cont-modif) and a completion notice all
// report an awarded contract, so they count as results; a pre-market consultation (E1) is planning.
const noticeTypeByFormType: Readonly<Record<string, NoticeType>> = {
  planning: 'planning',
  consultation: 'planning',
  competition: 'competition',
  result: 'result',
  'dir-awa-pre': 'result',
  'cont-modif': 'result',
  completion: 'result',
  change: 'change',
};

// Fallback when BT-03 is missing: the SDK's subtype ranges.
function noticeTypeFromSubtype(subtype: string): NoticeType | null {
  if (/^(E1|E2|T01)$/i.test(subtype)) return 'planning';
  if (/^(E3|CEI)$/i.test(subtype)) return 'competition';
  if (/^(E4|E5|E6|T02)$/i.test(subtype)) return 'result';
  const number = /^\d+$/.test(subtype) ? Number(subtype) : Number.NaN;
  if (number >= 1 && number <= 9) return 'planning';
  if (number >= 10 && number <= 24) return 'competition';
  if (number >= 25 && number <= 40) return 'result';
  return null;
}

/**
 * The broad notice type. A notice that names the notice it changes (BT-758) is a change notice whatever its
 * form: in eForms a change of a contract notice keeps the form type 'competition'.
 */
export function noticeTypeOf(
  formType: string | null,
  subtype: string | null,
  changesNotice: boolean,
): NoticeType | null {
  if (changesNotice) return 'change';
  const byForm = formType === null ? undefined : noticeTypeByFormType[formType];
  if (byForm !== undefined) return byForm;
  return subtype === null ? null : noticeTypeFromSubtype(subtype);
}

// BT-142 winner-selection-status.
const awardStatusByCode: Readonly<Record<string, LotAwardStatus>> = {
  'selec-w': 'awarded',
  'clos-nw': 'not-awarded',
  'open-nw': 'open',
};

export function awardStatusFromCode(code: string | null): LotAwardStatus | null {
  return code === null ? null : (awardStatusByCode[code] ?? null);
}
