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

/** 'Contract notice (eForms subtype 16)'. */
export function noticeKindLabel(notice: Pick<NoticeSummary, 'noticeType' | 'formType' | 'noticeSubtype'>): string {
  const name =
    (notice.formType && resultFormNames[notice.formType]) ?? noticeNames[notice.noticeType] ?? notice.noticeType;
  return notice.noticeSubtype ? `${name} (eForms subtype ${notice.noticeSubtype})` : name;
}
