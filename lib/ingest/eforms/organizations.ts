// The organisations of an eForms notice (efac:Organizations), resolved by their OPT-200 ids.
import { countryCodeFromEforms, countryName } from './codes.ts';
import { singleLine, textInLanguage } from './values.ts';
import { child, children, firstText, textOf, type XmlElement } from './xml.ts';
import type { ParsedOrganization } from './types.ts';

export type OrganizationIndex = ReadonlyMap<string, ParsedOrganization>;

function streetOf(address: XmlElement | undefined): string | null {
  const parts = [
    firstText(address, 'StreetName'),
    firstText(address, 'AdditionalStreetName'),
    ...children(address, 'AddressLine', 'Line').map(textOf),
  ]
    .map(singleLine)
    .filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "street, postcode town, country name", leaving out what the notice does not give. */
function formatAddress(address: XmlElement | undefined, countryCode: string | null): string | null {
  const postcodeTown = [firstText(address, 'PostalZone'), firstText(address, 'CityName')]
    .map(singleLine)
    .filter((part): part is string => part !== null)
    .join(' ');
  const country = countryCode === null ? null : countryName(countryCode);
  const parts = [streetOf(address), postcodeTown || null, country].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

function toOrganization(company: XmlElement, id: string, language: string | null): ParsedOrganization {
  const address = child(company, 'PostalAddress');
  const alpha3 = firstText(address, 'Country', 'IdentificationCode');
  const countryCode = alpha3 === null ? null : countryCodeFromEforms(alpha3);
  return {
    id,
    name: singleLine(textInLanguage(children(company, 'PartyName', 'Name'), language)),
    address: formatAddress(address, countryCode),
    town: singleLine(firstText(address, 'CityName')),
    email: firstText(company, 'Contact', 'ElectronicMail'),
    nutsCode: firstText(address, 'CountrySubentityCode')?.toUpperCase() ?? null,
    countryCode,
    identifier: singleLine(firstText(company, 'PartyLegalEntity', 'CompanyID')),
    website: singleLine(firstText(company, 'WebsiteURI')),
  };
}

/** Every efac:Company under efac:Organizations by its OPT-200 id; names are taken in `language` when given. */
export function indexOrganizations(extension: XmlElement | undefined, language: string | null): OrganizationIndex {
  const index = new Map<string, ParsedOrganization>();
  for (const company of children(extension, 'Organizations', 'Organization', 'Company')) {
    const id = firstText(company, 'PartyIdentification', 'ID');
    if (id !== null && !index.has(id)) index.set(id, toOrganization(company, id, language));
  }
  return index;
}
