// Result notices for tests of companies, made from a real one (TED 00043489-2024: a German award of one lot to
// one tenderer): each gets its own procedure, publication, date, CPV code, place, winner and value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const template = readFileSync(join('lib/ingest/samples/ted-real-notices', '00043489-2024.xml'), 'utf8');

export interface AwardNotice {
  /** A distinct number per notice: it makes the publication number, the notice id and the procedure id. */
  n: number;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  cpv: string;
  /** The buyer's and the place of performance's country, ISO alpha-3 as eForms writes it (DEU, AUT …). */
  country?: string;
  /** Place of performance and the buyer's NUTS code. */
  nuts?: string;
  winner: string;
  /** BT-501 of the winner; none when null. */
  identifier?: string | null;
  winnerCountry?: string;
  /** The winning tender's value in euro; none when absent. */
  value?: number;
  title?: string;
  /** The procedure's estimated value in euro (BT-27); the real notice's 89,000 when absent. */
  estimate?: number;
  /** Tenders received (BT-759); the real notice's 4 when absent. */
  bids?: number;
  /** The contract's conclusion date (BT-145), YYYY-MM-DD; the publication date when absent. */
  contractDate?: string;
  /** The buyer (ORG-7001): its name, town and BT-501; the real notice's when absent, none when null. */
  buyer?: string;
  buyerTown?: string;
  buyerIdentifier?: string | null;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** The eForms XML of a result notice with these facts; publication number `{9xxxxxxx}-{year}`. */
export function awardNoticeXml(notice: AwardNotice): string {
  const { n, date, cpv, country = 'DEU', nuts = 'DE300', winner, identifier = null, winnerCountry = country } = notice;
  const title = notice.title ?? `Award ${n}: works under CPV ${cpv}`;
  const year = date.slice(0, 4);
  let xml = template
    .replace('00043489-2024', `${String(90_000_000 + n)}-${year}`)
    .replace('b8407703-ba31-4e89-9d6e-c480388966ec', `b8407703-ba31-4e89-9d6e-${hex(n, 12)}`)
    .replace('5ce49e8a-80e8-474a-acf7-cbee9904f38c', `5ce49e8a-80e8-474a-acf7-${hex(n, 12)}`)
    .replace('2024-01-22Z', `${date}Z`)
    .replaceAll('2024-01-19+01:00', `${date}+01:00`)
    .replaceAll('>90000000<', `>${cpv}<`)
    .replaceAll('Entsorgungsleistungen Schwarzabdichtung Bauvorhaben Senefelder Platz', title)
    .replaceAll('listName="country">DEU<', `listName="country">${country}<`)
    .replaceAll('>DE300<', `>${nuts}<`)
    .replace(
      '<cbc:IssueDate>2024-01-15+01:00</cbc:IssueDate>',
      `<cbc:IssueDate>${notice.contractDate ?? date}+01:00</cbc:IssueDate>`,
    )
    .replace(
      '>89000.00</cbc:EstimatedOverallContractAmount>',
      `>${notice.estimate ?? '89000.00'}</cbc:EstimatedOverallContractAmount>`,
    )
    .replace(
      '<efbc:StatisticsNumeric>4</efbc:StatisticsNumeric>',
      `<efbc:StatisticsNumeric>${notice.bids ?? 4}</efbc:StatisticsNumeric>`,
    );
  // The winner: ORG-0001's name, its registration number and its own country.
  const at = xml.indexOf('Dunkel Baustoff-Recycling-Zentrum oHG');
  const end = xml.indexOf('</efac:Company>', at);
  let company = xml
    .slice(at, end)
    .replace('Dunkel Baustoff-Recycling-Zentrum oHG', winner.replaceAll('&', '&amp;'))
    .replace(`listName="country">${country}<`, `listName="country">${winnerCountry}<`);
  company =
    identifier === null
      ? company.replace(/<cac:PartyLegalEntity>[\s\S]*?<\/cac:PartyLegalEntity>/, '')
      : company.replace('DE176071460', identifier);
  xml = xml.slice(0, at) + company + xml.slice(end);
  xml = withBuyer(xml, notice);
  if (notice.value !== undefined) {
    xml = xml.replace(
      '<efac:SubcontractingTerm>',
      `<cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="EUR">${notice.value}</cbc:PayableAmount></cac:LegalMonetaryTotal><efac:SubcontractingTerm>`,
    );
  }
  return xml;
}

/** The buyer's organisation (ORG-7001) with the notice's name, town and registration number. */
function withBuyer(xml: string, notice: AwardNotice): string {
  if (notice.buyer === undefined && notice.buyerTown === undefined && notice.buyerIdentifier === undefined) return xml;
  const at = xml.indexOf('<cbc:ID schemeName="organization">ORG-7001</cbc:ID>');
  const end = xml.indexOf('</efac:Company>', at);
  let company = xml.slice(at, end);
  if (notice.buyer !== undefined)
    company = company.replace(
      /<cbc:Name languageID="DEU">[\s\S]*?<\/cbc:Name>/,
      `<cbc:Name languageID="DEU">${notice.buyer.replaceAll('&', '&amp;')}</cbc:Name>`,
    );
  if (notice.buyerTown !== undefined)
    company = company.replace(
      '<cbc:CityName>Berlin</cbc:CityName>',
      `<cbc:CityName>${notice.buyerTown}</cbc:CityName>`,
    );
  if (notice.buyerIdentifier === null)
    company = company.replace(/<cac:PartyLegalEntity>[\s\S]*?<\/cac:PartyLegalEntity>/, '');
  else if (notice.buyerIdentifier !== undefined)
    company = company.replace('0204:11-2000016000-38', notice.buyerIdentifier);
  return xml.slice(0, at) + company + xml.slice(end);
}

/** The TED publication number of a notice made by awardNoticeXml, in TED's short form. */
export function awardPublicationNumber(notice: Pick<AwardNotice, 'n' | 'date'>): string {
  return `${90_000_000 + notice.n}-${notice.date.slice(0, 4)}`;
}
