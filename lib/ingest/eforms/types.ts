// The typed, normalised record that one eForms notice parses into, ready for the database step.

/** Broad stage of the procedure, from the form type (BT-03); 'change' for notices that amend another notice. */
export type NoticeType = 'planning' | 'competition' | 'result' | 'change';

/** Outcome of a lot (BT-142): winner chosen, closed without winner, or still open without winner. */
export type LotAwardStatus = 'awarded' | 'not-awarded' | 'open';

export interface MonetaryAmount {
  readonly value: number;
  /** ISO 4217, as the notice gives it in @currencyID (e.g. 'EUR'). */
  readonly currency: string;
}

export interface Duration {
  readonly value: number;
  /** eForms duration unit (BT-36 @unitCode): 'DAY', 'WEEK', 'MONTH' or 'YEAR'. */
  readonly unit: string;
}

/** Text of a multilingual field keyed by ISO 639-1 language code (lower-case 3-letter code when unmapped). */
export type TextByLanguage = Readonly<Record<string, string>>;

export interface ParsedOrganization {
  /** OPT-200 id inside the notice, e.g. 'ORG-0001'; only meaningful within this notice. */
  readonly id: string;
  /** BT-500 in the notice language (or the first language given). */
  readonly name: string | null;
  /** "street, postcode town, country name" from BT-510/512/513/514; null when no part is given. */
  readonly address: string | null;
  /** BT-513 town, one line; null when not given. */
  readonly town: string | null;
  readonly email: string | null;
  /** BT-507 NUTS code of the organisation's address. */
  readonly nutsCode: string | null;
  /** ISO 3166-1 alpha-2 from BT-514 (alpha-3 in the notice). */
  readonly countryCode: string | null;
  /** BT-501, the organisation's registration or VAT number as the notice gives it; null when none. */
  readonly identifier: string | null;
  /** BT-505 internet address, as given. */
  readonly website: string | null;
}

export interface ParsedLot {
  /** BT-137, e.g. 'LOT-0001' (or 'PAR-0001' for the parts of a PIN-only notice). */
  readonly id: string;
  /** 'Lot' for lots, 'Part' for the parts of PIN-only notices (subtypes 4-6). */
  readonly scheme: 'Lot' | 'Part';
  readonly title: string | null;
  readonly description: string | null;
  readonly cpvCode: string | null;
  readonly additionalCpvCodes: readonly string[];
  /** BT-27-Lot. */
  readonly estimatedValue: number | null;
  readonly currency: string | null;
  /** BT-131, ISO 8601 (`2024-03-01T12:00:00+01:00`; date only when the notice gives no time). */
  readonly deadline: string | null;
  /** BT-1311, same format. */
  readonly participationDeadline: string | null;
  readonly nutsCodes: readonly string[];
  readonly duration: Duration | null;
  /** BT-15 (non-restricted procurement documents). */
  readonly documentsUrl: string | null;
  /** BT-18 (where tenders are submitted). */
  readonly submissionUrl: string | null;
  /** BT-539 award criterion types ('price', 'cost', 'quality'), as given; empty when the notice gives none. */
  readonly awardCriterionTypes: readonly string[];
  /** BT-765: the lot is a framework agreement (any code but 'none'). */
  readonly frameworkAgreement: boolean;
}

export interface ParsedWinner {
  /** OPT-321, e.g. 'TEN-0001'. */
  readonly tenderId: string;
  /** The tenderer (the group leader for a consortium); null when the notice names none. */
  readonly organizationId: string | null;
  readonly name: string | null;
  readonly countryCode: string | null;
  /** BT-501 of the tenderer. */
  readonly identifier: string | null;
  /** BT-505 of the tenderer. */
  readonly website: string | null;
  /** BT-720 tender value. */
  readonly value: MonetaryAmount | null;
  /** All organisations of a consortium, leader first; empty for a single tenderer. */
  readonly groupMembers: readonly ParsedGroupMember[];
}

export interface ParsedGroupMember {
  readonly name: string | null;
  readonly countryCode: string | null;
  readonly identifier: string | null;
  readonly website: string | null;
}

export interface ParsedAward {
  /** BT-13713 lot the result is for; null when the result names no lot. */
  readonly lotId: string | null;
  /** Result id inside the notice, e.g. 'RES-0001'. */
  readonly resultId: string | null;
  /** BT-142; null when not given. */
  readonly status: LotAwardStatus | null;
  /** BT-759 where BT-760 is 'tenders'. */
  readonly tendersReceived: number | null;
  readonly winners: readonly ParsedWinner[];
  /** BT-709, the framework agreement's maximum value for the lot: a ceiling, never a price. */
  readonly frameworkMaximum: MonetaryAmount | null;
  /** BT-145, the earliest conclusion date of the lot's settled contracts ('YYYY-MM-DD'); null when none is given. */
  readonly contractDate: string | null;
}

export interface ParsedNotice {
  // Identity
  /** BT-701, a UUID. */
  readonly noticeId: string;
  /** BT-757, e.g. '01'. */
  readonly noticeVersion: string | null;
  /** BT-04; null only in planning forms where the SDK forbids it (subtypes 1-9, E1, E2, T01). */
  readonly procedureId: string | null;
  /** OPP-010 in TED's short form, '612681-2024'; null for notices TED has not published. */
  readonly publicationNumber: string | null;
  /** OPP-011, e.g. '198/2024'. */
  readonly ojsIssue: string | null;
  /** OPP-070, e.g. '16', 'E3', 'T02'. */
  readonly noticeSubtype: string | null;
  readonly noticeType: NoticeType;
  /** BT-03 as given (planning, competition, result, dir-awa-pre, cont-modif, change, …). */
  readonly formType: string | null;
  /** BT-02, e.g. 'cn-standard'. */
  readonly noticeTypeCode: string | null;
  /** BT-01, e.g. '32014L0024'. */
  readonly legalBasis: string | null;
  /** BT-758, the notice this one changes (efac:Changes). */
  readonly changesNoticeId: string | null;
  /** BT-140 change reason code, e.g. 'cancel'. */
  readonly changeReasonCode: string | null;
  /** BT-1501(n), the notice whose contract a contract-modification notice modifies. */
  readonly modifiesNoticeId: string | null;
  /** BT-105, e.g. 'open'. */
  readonly procedureType: string | null;
  /** BT-23, e.g. 'works', 'supplies', 'services'. */
  readonly contractNature: string | null;
  /** BT-702(a) as ISO 639-1, e.g. 'nl'. */
  readonly languageCode: string;
  /** BT-702(b) as ISO 639-1. */
  readonly otherLanguages: readonly string[];

  // Content
  readonly title: string;
  readonly description: string | null;
  readonly titles: TextByLanguage;
  readonly descriptions: TextByLanguage;
  readonly countryCode: string;
  readonly buyerNuts: string | null;
  readonly cpvCode: string;
  readonly additionalCpvCodes: readonly string[];
  readonly nutsCodes: readonly string[];

  // Dates
  /** OPP-012, else the dispatch date: 'YYYY-MM-DD'. */
  readonly publishDate: string;
  /** BT-05(a): 'YYYY-MM-DD'. */
  readonly dispatchDate: string;
  /** Earliest BT-131 over the lots, else earliest BT-1311; ISO 8601. */
  readonly deadlineDate: string | null;

  // Parties, lots, money
  readonly buyer: ParsedOrganization;
  /** Further buyers of a joint procurement (OPT-300 after the first). */
  readonly otherBuyers: readonly ParsedOrganization[];
  readonly lots: readonly ParsedLot[];
  readonly estimate: MonetaryAmount | null;
  readonly documentsUrl: string | null;
  readonly submissionUrl: string | null;
  readonly awards: readonly ParsedAward[];

  readonly url: string | null;
  /** sha256 hex of the raw XML. */
  readonly contentHash: string;
}

export type ParseFailureKind = 'malformed' | 'out-of-scope' | 'missing-field';

export type ParseResult =
  | { readonly ok: true; readonly notice: ParsedNotice }
  | { readonly ok: false; readonly reason: string; readonly kind: ParseFailureKind };
