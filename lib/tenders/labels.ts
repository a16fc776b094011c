// Words for the eForms codes a tender page shows (procedure types, notice kinds, change reasons …); an unknown
// code is shown as it is rather than hidden.
import type { TenderStatus } from '@/lib/tenders/types';
import type { NoticeSummary } from '@/lib/tenders/queries';

// eForms code list procurement-procedure-type (BT-105).
const procedureTypes: Readonly<Record<string, string>> = {
  open: 'Open procedure',
  restricted: 'Restricted procedure',
  'neg-w-call': 'Negotiated procedure with prior call for competition',
  'neg-wo-call': 'Negotiated procedure without prior call for competition',
  'comp-dial': 'Competitive dialogue',
  innovation: 'Innovation partnership',
  'comp-tend': 'Competitive tendering',
  'oth-single': 'Other single-stage procedure',
  'oth-mult': 'Other multiple-stage procedure',
  'exp-int-rail': 'Expression of interest (rail)',
};

// eForms code list change-corrig-justification (BT-140).
const changeReasons: Readonly<Record<string, string>> = {
  'add-info': 'additional information',
  'alt-purc': 'alternative purchase',
  cancel: 'notice cancelled',
  'cancel-intent': 'intention to cancel',
  'cor-buy': 'correction by the buyer',
  'cor-esen': 'correction by the eSender',
  'cor-pub': 'correction by the Publications Office',
  'info-release': 'release of withheld information',
  other: 'other reason',
  'update-add': 'information updated or added',
};

// BT-03 form types that are not plain planning, competition or result notices.
const resultFormNames: Readonly<Record<string, string>> = {
  'dir-awa-pre': 'Voluntary ex-ante transparency notice',
  'cont-modif': 'Contract modification notice',
  completion: 'Contract completion notice',
};

const noticeNames: Readonly<Record<string, string>> = {
  planning: 'Prior information notice',
  competition: 'Contract notice',
  result: 'Contract award notice',
  change: 'Change notice',
};

// The plain names of the eForms notice subtypes (OPP-070), from the descriptions of the eForms SDK's
// notice-types.json (CC BY 4.0, Publications Office of the EU) without their directive and regime.
const PIN_CFC = 'Prior information notice used as a call for competition';
const PERIODIC_CFC = 'Periodic indicative notice used as a call for competition';
const subtypeNames: Readonly<Record<string, string>> = {
  '1': 'Prior information notice on a buyer profile',
  '2': 'Periodic indicative notice on a buyer profile',
  '3': 'Prior information notice on a buyer profile',
  '4': 'Prior information notice used only for information',
  '5': 'Periodic indicative notice used only for information',
  '6': 'Prior information notice used only for information',
  '7': 'Prior information notice that shortens the time to tender',
  '8': 'Periodic indicative notice that shortens the time to tender',
  '9': 'Prior information notice that shortens the time to tender',
  '10': PIN_CFC,
  '11': PERIODIC_CFC,
  '12': PIN_CFC,
  '13': PERIODIC_CFC,
  '14': PIN_CFC,
  '15': 'Notice of a qualification system',
  '16': 'Contract notice',
  '17': 'Contract notice',
  '18': 'Contract notice',
  '19': 'Concession notice',
  '20': 'Contract notice',
  '21': 'Contract notice',
  '22': 'Subcontract notice',
  '23': 'Design contest notice',
  '24': 'Design contest notice',
  '25': 'Voluntary ex-ante transparency notice',
  '26': 'Voluntary ex-ante transparency notice',
  '27': 'Voluntary ex-ante transparency notice',
  '28': 'Voluntary ex-ante transparency notice',
  '29': 'Contract award notice',
  '30': 'Contract award notice',
  '31': 'Contract award notice',
  '32': 'Concession award notice',
  '33': 'Contract award notice',
  '34': 'Contract award notice',
  '35': 'Concession award notice',
  '36': 'Design contest result notice',
  '37': 'Design contest result notice',
  '38': 'Contract modification notice',
  '39': 'Contract modification notice',
  '40': 'Contract modification notice',
  CEI: 'Call for expressions of interest',
  E1: 'Voluntary pre-market consultation notice',
  E2: 'Voluntary prior information notice',
  E3: 'Voluntary contract notice',
  E4: 'Voluntary award notice',
  E5: 'Voluntary completion notice',
  E6: 'Voluntary contract modification notice',
  T01: 'Planning notice for public passenger transport',
  T02: 'Result notice for public passenger transport',
};

export const statusLabels: Readonly<Record<TenderStatus, string>> = {
  open: 'Open',
  closed: 'Closed',
  awarded: 'Awarded',
  cancelled: 'Cancelled',
};

export const awardStatusLabels: Readonly<Record<string, string>> = {
  awarded: 'Awarded',
  'not-awarded': 'Closed without award',
  open: 'Still open',
};

export function procedureTypeLabel(code: string): string {
  return procedureTypes[code] ?? code;
}

export function changeReasonLabel(code: string): string {
  return changeReasons[code] ?? code;
}

export function contractNatureLabel(code: string): string {
  return code.charAt(0).toUpperCase() + code.slice(1);
}

/**
 * What a notice is, in plain words: its subtype's name and, where the notice gives one, its procedure
 * ('Contract notice — open procedure'). A change notice keeps the subtype of the notice it changes, so it is
 * named for what it is.
 */
export function noticeKindLabel(
  notice: Pick<NoticeSummary, 'noticeType' | 'formType' | 'noticeSubtype'>,
  procedureType: string | null = null,
): string {
  const name =
    notice.noticeType === 'change'
      ? noticeNames.change!
      : ((notice.noticeSubtype && subtypeNames[notice.noticeSubtype]) ??
        (notice.formType && resultFormNames[notice.formType]) ??
        noticeNames[notice.noticeType] ??
        notice.noticeType);
  if (notice.noticeType === 'change' || !procedureType) return name;
  const procedure = procedureTypes[procedureType];
  return `${name} — ${procedure ? procedure.charAt(0).toLowerCase() + procedure.slice(1) : procedureType}`;
}
