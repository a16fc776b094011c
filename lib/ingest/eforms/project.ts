// What a cac:ProcurementProject says, for the procedure and for each lot: texts, CPV, places, value, lots.
import { normalizeCpvCode, normalizeNutsCode } from '@/lib/reference';
import { languageKey } from './codes.ts';
import {
  absoluteUrl,
  duration,
  instantOf,
  isoDateTime,
  monetaryAmount,
  paragraphs,
  singleLine,
  textInLanguage,
  unique,
} from './values.ts';
import { allTexts, attributeOf, child, children, firstText, textOf, type XmlElement } from './xml.ts';
import type { MonetaryAmount, ParsedLot, TextByLanguage } from './types.ts';

export interface ProjectFacts {
  title: string | null;
  titles: TextByLanguage;
  description: string | null;
  descriptions: TextByLanguage;
  cpvCode: string | null;
  additionalCpvCodes: string[];
  nutsCodes: string[];
  estimate: MonetaryAmount | null;
  contractNature: string | null;
}

type TextCleaner = (text: string | null) => string | null;

/** Each language's copy of a multilingual text; copies without @languageID count as the notice language. */
function textsByLanguage(
  elements: readonly XmlElement[],
  noticeLanguage: string | null,
  clean: TextCleaner,
): TextByLanguage {
  const texts: Record<string, string> = {};
  for (const element of elements) {
    const text = clean(textOf(element));
    const language = attributeOf(element, 'languageID') ?? noticeLanguage;
    if (text === null || language === null) continue;
    texts[languageKey(language)] ??= text;
  }
  return texts;
}

// BT-26 says which classification a code belongs to; only CPV (or an unlabelled code) is kept.
function cpvCodes(classifications: readonly XmlElement[]): string[] {
  const codes = classifications
    .flatMap((classification) => children(classification, 'ItemClassificationCode'))
    .filter((code) => (attributeOf(code, 'listName') ?? 'cpv').toLowerCase() === 'cpv')
    .map((code) => normalizeCpvCode(textOf(code) ?? ''));
  return unique(codes.filter((code): code is string => code !== null));
}

export function readProject(project: XmlElement | undefined, noticeLanguage: string | null): ProjectFacts {
  const names = children(project, 'Name');
  const descriptionElements = children(project, 'Description');
  const nuts = children(project, 'RealizedLocation', 'Address', 'CountrySubentityCode').map((code) =>
    normalizeNutsCode(textOf(code) ?? ''),
  );
  return {
    title: singleLine(textInLanguage(names, noticeLanguage)),
    titles: textsByLanguage(names, noticeLanguage, singleLine),
    description: paragraphs(textInLanguage(descriptionElements, noticeLanguage)),
    descriptions: textsByLanguage(descriptionElements, noticeLanguage, paragraphs),
    cpvCode: cpvCodes(children(project, 'MainCommodityClassification'))[0] ?? null,
    additionalCpvCodes: cpvCodes(children(project, 'AdditionalCommodityClassification')),
    nutsCodes: unique(nuts.filter((code): code is string => code !== null)),
    estimate: monetaryAmount(child(project, 'RequestedTenderTotal', 'EstimatedOverallContractAmount')),
    contractNature: firstText(project, 'ProcurementTypeCode'),
  };
}

function deadlineOf(period: XmlElement | undefined): string | null {
  return isoDateTime(firstText(period, 'EndDate'), firstText(period, 'EndTime'));
}

/** BT-15: the URL of the documents reference whose type is 'non-restricted-document'. */
function documentsUrlOf(tenderingTerms: XmlElement | undefined): string | null {
  const references = children(tenderingTerms, 'CallForTendersDocumentReference').filter(
    (reference) => firstText(reference, 'DocumentType') === 'non-restricted-document',
  );
  const urls = references.map((reference) =>
    absoluteUrl(firstText(reference, 'Attachment', 'ExternalReference', 'URI')),
  );
  return urls.find((url) => url !== null) ?? null;
}

function lotScheme(lot: XmlElement): 'Lot' | 'Part' | null {
  const scheme = attributeOf(child(lot, 'ID'), 'schemeName');
  return scheme === 'Lot' || scheme === 'Part' ? scheme : null;
}

function readLot(lot: XmlElement, scheme: 'Lot' | 'Part', id: string, noticeLanguage: string | null): ParsedLot {
  const project = readProject(child(lot, 'ProcurementProject'), noticeLanguage);
  const tenderingProcess = child(lot, 'TenderingProcess');
  const tenderingTerms = child(lot, 'TenderingTerms');
  return {
    id,
    scheme,
    title: project.title,
    description: project.description,
    cpvCode: project.cpvCode,
    additionalCpvCodes: project.additionalCpvCodes.filter((code) => code !== project.cpvCode),
    estimatedValue: project.estimate?.value ?? null,
    currency: project.estimate?.currency ?? null,
    deadline: deadlineOf(child(tenderingProcess, 'TenderSubmissionDeadlinePeriod')),
    participationDeadline: deadlineOf(child(tenderingProcess, 'ParticipationRequestReceptionPeriod')),
    nutsCodes: project.nutsCodes,
    duration: duration(child(lot, 'ProcurementProject', 'PlannedPeriod', 'DurationMeasure')),
    documentsUrl: documentsUrlOf(tenderingTerms),
    submissionUrl: absoluteUrl(firstText(tenderingTerms, 'TenderRecipientParty', 'EndpointID')),
    awardCriterionTypes: allTexts(
      tenderingTerms,
      'AwardingTerms',
      'AwardingCriterion',
      'SubordinateAwardingCriterion',
      'AwardingCriterionTypeCode',
    ),
    frameworkAgreement: children(tenderingProcess, 'ContractingSystem').some((system) => {
      const code = child(system, 'ContractingSystemTypeCode');
      return (
        attributeOf(code, 'listName') === 'framework-agreement' && textOf(code) !== null && textOf(code) !== 'none'
      );
    }),
  };
}

/**
 * The lots (schemeName 'Lot') and PIN-only parts ('Part'), sorted by id because real notices list them out of
 * order. Groups of lots ('LotsGroup') are left out: their values overlap the lots'.
 */
export function readLots(root: XmlElement, noticeLanguage: string | null): ParsedLot[] {
  const lots: ParsedLot[] = [];
  for (const lot of children(root, 'ProcurementProjectLot')) {
    const scheme = lotScheme(lot);
    const id = firstText(lot, 'ID');
    if (scheme !== null && id !== null) lots.push(readLot(lot, scheme, id, noticeLanguage));
  }
  return lots.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** The earliest of the timestamps; null when none. */
export function earliest(timestamps: readonly (string | null)[]): string | null {
  let best: string | null = null;
  for (const timestamp of timestamps) {
    if (timestamp !== null && (best === null || instantOf(timestamp) < instantOf(best))) best = timestamp;
  }
  return best;
}

/** The lots' total when every lot that has a value uses the same currency; null otherwise. */
export function sumOfLots(lots: readonly ParsedLot[]): MonetaryAmount | null {
  const valued = lots.filter((lot) => lot.estimatedValue !== null && lot.currency !== null);
  const currencies = unique(valued.map((lot) => lot.currency));
  const currency = currencies[0];
  if (valued.length === 0 || currencies.length !== 1 || !currency) return null;
  // Round to cents: summing binary floats can leave a stray 0.0000001.
  const total = valued.reduce((sum, lot) => sum + (lot.estimatedValue ?? 0), 0);
  return { value: Math.round(total * 100) / 100, currency };
}
