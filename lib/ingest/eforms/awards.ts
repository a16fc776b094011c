// Lot results of a result notice (efac:NoticeResult): outcome, tenders received and the winning tenderers.
import { awardStatusFromCode } from './codes.ts';
import { isoDate, monetaryAmount, parseCount, unique } from './values.ts';
import { child, children, firstText, textOf, type XmlElement } from './xml.ts';
import type { OrganizationIndex } from './organizations.ts';
import type { LotAwardStatus, ParsedAward, ParsedWinner } from './types.ts';

interface Tenderer {
  organizationId: string;
  lead: boolean;
}

/** OPT-210 tendering party → its tenderers (OPT-300), group leader first. */
function indexTenderingParties(noticeResult: XmlElement | undefined): ReadonlyMap<string, Tenderer[]> {
  const index = new Map<string, Tenderer[]>();
  for (const party of children(noticeResult, 'TenderingParty')) {
    const id = firstText(party, 'ID');
    if (id === null) continue;
    const tenderers = children(party, 'Tenderer').flatMap((tenderer) => {
      const organizationId = firstText(tenderer, 'ID');
      const lead = firstText(tenderer, 'GroupLeadIndicator') === 'true';
      return organizationId === null ? [] : [{ organizationId, lead }];
    });
    index.set(
      id,
      tenderers.sort((a, b) => Number(b.lead) - Number(a.lead)),
    );
  }
  return index;
}

function indexById(elements: readonly XmlElement[]): ReadonlyMap<string, XmlElement> {
  const index = new Map<string, XmlElement>();
  for (const element of elements) {
    const id = firstText(element, 'ID');
    if (id !== null && !index.has(id)) index.set(id, element);
  }
  return index;
}

interface AwardContext {
  tenders: ReadonlyMap<string, XmlElement>;
  contracts: ReadonlyMap<string, XmlElement>;
  parties: ReadonlyMap<string, Tenderer[]>;
  organizations: OrganizationIndex;
}

function toWinner(tenderId: string, context: AwardContext): ParsedWinner {
  const tender = context.tenders.get(tenderId);
  const partyId = firstText(tender, 'TenderingParty', 'ID');
  const tenderers = (partyId === null ? undefined : context.parties.get(partyId)) ?? [];
  const members = tenderers.map(({ organizationId }) => {
    const organization = context.organizations.get(organizationId);
    return {
      organizationId,
      name: organization?.name ?? null,
      countryCode: organization?.countryCode ?? null,
      identifier: organization?.identifier ?? null,
      website: organization?.website ?? null,
    };
  });
  const lead = members[0];
  return {
    tenderId,
    organizationId: lead?.organizationId ?? null,
    name: lead?.name ?? null,
    countryCode: lead?.countryCode ?? null,
    identifier: lead?.identifier ?? null,
    website: lead?.website ?? null,
    value: monetaryAmount(child(tender, 'LegalMonetaryTotal', 'PayableAmount')),
    groupMembers: members.length > 1 ? members.map(({ organizationId: _id, ...member }) => member) : [],
  };
}

/** BT-759 for the statistic whose BT-760 type is 'tenders' (other types count requests, e-mails …). */
function tendersReceived(lotResult: XmlElement): number | null {
  const statistic = children(lotResult, 'ReceivedSubmissionsStatistics').find(
    (entry) => firstText(entry, 'StatisticsCode') === 'tenders',
  );
  return parseCount(firstText(statistic, 'StatisticsNumeric'));
}

function idsAt(element: XmlElement | undefined, ...path: readonly string[]): string[] {
  return unique(
    children(element, ...path)
      .map(textOf)
      .filter((id): id is string => id !== null),
  );
}

/**
 * The winning tenders of a lot result: those it refers to (OPT-320), else those of its settled contracts (a VEAT
 * may name only the contract). A result without a winner (BT-142 clos-nw/open-nw) can still refer to the tenders
 * it rejected, so it has none.
 */
function winningTenderIds(lotResult: XmlElement, status: LotAwardStatus | null, context: AwardContext): string[] {
  if (status === 'not-awarded' || status === 'open') return [];
  const referenced = idsAt(lotResult, 'LotTender', 'ID');
  if (referenced.length > 0) return referenced;
  const contracts = idsAt(lotResult, 'SettledContract', 'ID');
  return unique(contracts.flatMap((id) => idsAt(context.contracts.get(id), 'LotTender', 'ID')));
}

/** BT-145: the earliest conclusion date of the result's settled contracts. */
function contractDateOf(lotResult: XmlElement, context: AwardContext): string | null {
  const dates = idsAt(lotResult, 'SettledContract', 'ID')
    .map((id) => isoDate(firstText(context.contracts.get(id), 'IssueDate')))
    .filter((date): date is string => date !== null)
    .sort();
  return dates[0] ?? null;
}

function toAward(lotResult: XmlElement, context: AwardContext): ParsedAward {
  const status = awardStatusFromCode(firstText(lotResult, 'TenderResultCode'));
  return {
    lotId: firstText(lotResult, 'TenderLot', 'ID'),
    resultId: firstText(lotResult, 'ID'),
    status,
    tendersReceived: tendersReceived(lotResult),
    winners: winningTenderIds(lotResult, status, context).map((tenderId) => toWinner(tenderId, context)),
    frameworkMaximum: monetaryAmount(child(lotResult, 'FrameworkAgreementValues', 'MaximumValueAmount')),
    contractDate: contractDateOf(lotResult, context),
  };
}

function compareIds(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });
}

/** One award per lot result of the notice, in lot order; empty for notices without results. */
export function readAwards(extension: XmlElement | undefined, organizations: OrganizationIndex): ParsedAward[] {
  const noticeResult = child(extension, 'NoticeResult');
  const context: AwardContext = {
    tenders: indexById(children(noticeResult, 'LotTender')),
    contracts: indexById(children(noticeResult, 'SettledContract')),
    parties: indexTenderingParties(noticeResult),
    organizations,
  };
  const awards = children(noticeResult, 'LotResult').map((lotResult) => toAward(lotResult, context));
  // Real notices list results out of lot order (00468788-2024 starts with LOT-0003).
  return awards.sort((a, b) => compareIds(a.lotId, b.lotId) || compareIds(a.resultId, b.resultId));
}
