// Parses one TED eForms notice (XML) into a typed, normalised ParsedNotice, or says why it cannot.
import { createHash } from 'node:crypto';
import { readAwards } from './awards.ts';
import { isBusinessRegistration, languageCodeFromEforms, noticeTypeOf } from './codes.ts';
import { indexOrganizations, type OrganizationIndex } from './organizations.ts';
import { earliest, readLots, readProject, sumOfLots, type ProjectFacts } from './project.ts';
import { isoDate, shortPublicationNumber, unique } from './values.ts';
import { allTexts, attributeOf, child, children, firstText, parseXmlDocument, textOf, type XmlElement } from './xml.ts';
import type { NoticeType, ParsedLot, ParsedOrganization, ParseFailureKind, ParseResult } from './types.ts';

export type { ParsedNotice, ParseResult } from './types.ts';

type Failure = { readonly ok: false; readonly reason: string; readonly kind: ParseFailureKind };

function failure(kind: ParseFailureKind, reason: string): Failure {
  return { ok: false, kind, reason };
}

function isFailure<T>(value: T | Failure): value is Failure {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

const noticeRoots = new Set(['ContractNotice', 'ContractAwardNotice', 'PriorInformationNotice']);

// The SDK forbids BT-04 in these subtypes (PIN-only, PIN for a buyer profile, PIN shortening time limits, E1, E2,
// T01), so a missing procedure id there is normal; everywhere else it is mandatory.
const subtypesWithoutProcedureId = /^([1-9]|E1|E2|T01)$/i;

function procedureIdRequired(subtype: string | null, formNoticeType: NoticeType | null): boolean {
  if (subtype !== null) return !subtypesWithoutProcedureId.test(subtype);
  return formNoticeType !== 'planning';
}

interface NoticeKind {
  subtype: string | null;
  formType: string | null;
  noticeTypeCode: string | null;
  noticeType: NoticeType;
  changesNoticeId: string | null;
}

function readNoticeKind(root: XmlElement, rootName: string, extension: XmlElement | undefined): NoticeKind | Failure {
  const subtype = firstText(extension, 'NoticeSubType', 'SubTypeCode');
  const typeCode = child(root, 'NoticeTypeCode');
  const formType = attributeOf(typeCode, 'listName');
  const noticeTypeCode = textOf(typeCode);
  if (isBusinessRegistration(subtype, formType, rootName)) {
    const form = subtype ?? noticeTypeCode ?? 'X01/X02';
    return failure('out-of-scope', `Business registration notice (form ${form}) is out of scope`);
  }
  if (!noticeRoots.has(rootName)) {
    return failure('out-of-scope', `Not an eForms procurement notice (root element ${rootName})`);
  }
  const changesNoticeId = firstText(extension, 'Changes', 'ChangedNoticeIdentifier');
  const noticeType = noticeTypeOf(formType, subtype, changesNoticeId !== null);
  if (noticeType === null) return failure('missing-field', 'Missing BT-03 form type and OPP-070 notice subtype');
  return { subtype, formType, noticeTypeCode, noticeType, changesNoticeId };
}

/** BT-701: the root cbc:ID with schemeName 'notice-id' (or the only root cbc:ID when unlabelled). */
function noticeIdOf(root: XmlElement): string | null {
  const ids = children(root, 'ID');
  const labelled = ids.find((id) => attributeOf(id, 'schemeName') === 'notice-id');
  return textOf(labelled) ?? (ids.length === 1 ? textOf(ids[0]) : null);
}

interface Language {
  /** ISO 639-1. */
  code: string;
  /** The eForms code as written (upper case), to pick texts by @languageID. */
  eforms: string;
}

function readLanguage(root: XmlElement): Language | Failure {
  const eforms = firstText(root, 'NoticeLanguageCode')?.toUpperCase() ?? null;
  if (eforms === null) return failure('missing-field', 'Missing BT-702(a) notice language');
  const code = languageCodeFromEforms(eforms);
  if (code === null) return failure('missing-field', `Unrecognised BT-702(a) notice language ${eforms}`);
  return { code, eforms };
}

function otherLanguagesOf(root: XmlElement, main: string): string[] {
  const codes = allTexts(root, 'AdditionalNoticeLanguage', 'ID').map(languageCodeFromEforms);
  return unique(codes.filter((code): code is string => code !== null && code !== main));
}

interface Buyers {
  buyer: ParsedOrganization & { countryCode: string };
  otherBuyers: ParsedOrganization[];
}

/** BT-514 as written, to tell a missing country from one countries-list does not know (e.g. CPT). */
function buyerCountryAsWritten(extension: XmlElement | undefined, buyerId: string): string | null {
  const company = children(extension, 'Organizations', 'Organization', 'Company').find(
    (candidate) => firstText(candidate, 'PartyIdentification', 'ID') === buyerId,
  );
  return firstText(company, 'PostalAddress', 'Country', 'IdentificationCode');
}

/** OPT-300 buyer references resolved to organisations; the first buyer must exist, with a name and a country. */
function readBuyers(
  root: XmlElement,
  extension: XmlElement | undefined,
  organizations: OrganizationIndex,
): Buyers | Failure {
  const ids = unique(allTexts(root, 'ContractingParty', 'Party', 'PartyIdentification', 'ID'));
  const [firstId, ...otherIds] = ids;
  if (firstId === undefined) return failure('missing-field', 'Missing OPT-300 buyer reference');
  const buyer = organizations.get(firstId);
  if (!buyer) return failure('missing-field', `Missing buyer organisation ${firstId} (OPT-300) in efac:Organizations`);
  if (buyer.name === null) return failure('missing-field', 'Missing BT-500 buyer name');
  const { countryCode } = buyer;
  if (countryCode === null) {
    const written = buyerCountryAsWritten(extension, firstId);
    const reason = written ? `Unrecognised BT-514 buyer country ${written}` : 'Missing BT-514 buyer country';
    return failure('missing-field', reason);
  }
  const otherBuyers = otherIds
    .map((id) => organizations.get(id))
    .filter((organization): organization is ParsedOrganization => organization !== undefined);
  return { buyer: { ...buyer, countryCode }, otherBuyers };
}

interface Publication {
  publicationNumber: string | null;
  ojsIssue: string | null;
  publishDate: string | null;
}

function readPublication(extension: XmlElement | undefined): Publication {
  const publication = child(extension, 'Publication');
  const ids = children(publication, 'NoticePublicationID');
  const ojsId = ids.find((id) => attributeOf(id, 'schemeName') === 'ojs-notice-id') ?? ids[0];
  return {
    publicationNumber: shortPublicationNumber(textOf(ojsId)),
    ojsIssue: firstText(publication, 'GazetteID'),
    publishDate: isoDate(firstText(publication, 'PublicationDate')),
  };
}

function additionalCpvCodesOf(project: ProjectFacts, lots: readonly ParsedLot[], mainCpv: string): string[] {
  const codes = [...project.additionalCpvCodes, ...lots.flatMap((lot) => [lot.cpvCode, ...lot.additionalCpvCodes])];
  return unique(codes.filter((code): code is string => code !== null && code !== mainCpv));
}

function firstOf<T>(values: readonly (T | null)[]): T | null {
  return values.find((value): value is T => value !== null) ?? null;
}

export function tedNoticeUrl(publicationNumber: string): string {
  return `https://ted.europa.eu/en/notice/-/detail/${publicationNumber}`;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The fields without which a notice cannot be stored; each missing one is named in the failure reason. */
interface MandatoryFields {
  noticeId: string;
  procedureId: string | null;
  language: Language;
  dispatchDate: string;
  project: ProjectFacts & { title: string };
  lots: ParsedLot[];
  cpvCode: string;
  organizations: OrganizationIndex;
  buyers: Buyers;
}

function readMandatoryFields(
  root: XmlElement,
  extension: XmlElement | undefined,
  kind: NoticeKind,
): MandatoryFields | Failure {
  const missing: string[] = [];
  const noticeId = noticeIdOf(root);
  if (noticeId === null) missing.push('Missing BT-701 notice identifier');
  const procedureId = firstText(root, 'ContractFolderID');
  if (procedureId === null && procedureIdRequired(kind.subtype, noticeTypeOf(kind.formType, kind.subtype, false))) {
    missing.push('Missing BT-04 procedure identifier');
  }
  const language = readLanguage(root);
  if (isFailure(language)) missing.push(language.reason);
  const noticeLanguage = isFailure(language) ? null : language.eforms;
  const dispatchDate = isoDate(firstText(root, 'IssueDate'));
  if (dispatchDate === null) missing.push('Missing BT-05(a) dispatch date');
  const project = readProject(child(root, 'ProcurementProject'), noticeLanguage);
  const { title } = project;
  if (title === null) missing.push('Missing BT-21-Procedure title');
  const lots = readLots(root, noticeLanguage);
  // BT-262-Procedure is mandatory; a lot's main CPV stands in should a notice carry it only there.
  const cpvCode = project.cpvCode ?? firstOf(lots.map((lot) => lot.cpvCode));
  if (cpvCode === null) missing.push('Missing BT-262-Procedure main CPV code');
  const organizations = indexOrganizations(extension, noticeLanguage);
  const buyers = readBuyers(root, extension, organizations);
  if (isFailure(buyers)) missing.push(buyers.reason);

  // The null checks repeat what `missing` records, for the type checker.
  const incomplete = noticeId === null || isFailure(language) || dispatchDate === null || title === null;
  if (missing.length > 0 || incomplete || cpvCode === null || isFailure(buyers)) {
    return failure('missing-field', missing.join('; '));
  }
  const complete = { ...project, title };
  return { noticeId, procedureId, language, dispatchDate, project: complete, lots, cpvCode, organizations, buyers };
}

/** BT-23-Lot, for notices that give the contract nature only per lot. */
function lotContractNatures(root: XmlElement): (string | null)[] {
  const lots = children(root, 'ProcurementProjectLot');
  return lots.map((lot) => firstText(lot, 'ProcurementProject', 'ProcurementTypeCode'));
}

function parseNotice(xml: string): ParseResult {
  const document = parseXmlDocument(xml);
  if (!document.ok) return failure('malformed', document.reason);
  const { root, rootName } = document;
  const extension = child(root, 'UBLExtensions', 'UBLExtension', 'ExtensionContent', 'EformsExtension');
  const kind = readNoticeKind(root, rootName, extension);
  if (isFailure(kind)) return kind;
  const fields = readMandatoryFields(root, extension, kind);
  if (isFailure(fields)) return fields;

  const { project, lots, cpvCode, language } = fields;
  const { buyer, otherBuyers } = fields.buyers;
  const publication = readPublication(extension);
  return {
    ok: true,
    notice: {
      noticeId: fields.noticeId,
      noticeVersion: firstText(root, 'VersionID'),
      procedureId: fields.procedureId,
      publicationNumber: publication.publicationNumber,
      ojsIssue: publication.ojsIssue,
      noticeSubtype: kind.subtype,
      noticeType: kind.noticeType,
      formType: kind.formType,
      noticeTypeCode: kind.noticeTypeCode,
      legalBasis: firstText(root, 'RegulatoryDomain'),
      changesNoticeId: kind.changesNoticeId,
      changeReasonCode: firstText(extension, 'Changes', 'ChangeReason', 'ReasonCode'),
      modifiesNoticeId: firstText(extension, 'ContractModification', 'ChangedNoticeIdentifier'),
      procedureType: firstText(root, 'TenderingProcess', 'ProcedureCode'),
      contractNature: project.contractNature ?? firstOf(lotContractNatures(root)),
      languageCode: language.code,
      otherLanguages: otherLanguagesOf(root, language.code),
      title: project.title,
      description: project.description,
      titles: project.titles,
      descriptions: project.descriptions,
      countryCode: buyer.countryCode,
      buyerNuts: buyer.nutsCode,
      cpvCode,
      additionalCpvCodes: additionalCpvCodesOf(project, lots, cpvCode),
      nutsCodes: unique([...project.nutsCodes, ...lots.flatMap((lot) => lot.nutsCodes)]),
      publishDate: publication.publishDate ?? fields.dispatchDate,
      dispatchDate: fields.dispatchDate,
      deadlineDate: earliest(lots.map((lot) => lot.deadline)) ?? earliest(lots.map((lot) => lot.participationDeadline)),
      buyer,
      otherBuyers,
      lots,
      estimate: project.estimate ?? sumOfLots(lots),
      documentsUrl: firstOf(lots.map((lot) => lot.documentsUrl)),
      submissionUrl: firstOf(lots.map((lot) => lot.submissionUrl)),
      awards: readAwards(extension, fields.organizations),
      url: publication.publicationNumber === null ? null : tedNoticeUrl(publication.publicationNumber),
      contentHash: sha256Hex(xml),
    },
  };
}

/** Never throws: malformed XML, out-of-scope forms and missing mandatory fields come back as failures. */
export function parseEformsNotice(xml: string): ParseResult {
  try {
    return parseNotice(xml);
  } catch (error) {
    // A bug or an input shape we never saw must not stop a batch import; the reason names the cause.
    return failure('malformed', `Unreadable notice: ${error instanceof Error ? error.message : String(error)}`);
  }
}
