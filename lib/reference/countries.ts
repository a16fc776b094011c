// Country reference table (ISO 3166-1, from countries-list) and the countries Tenderscope features.
import {
  getCountryDataList,
  type ICountryData,
  type TContinentCode,
  type TCountryCode,
  type TCurrencyCode,
  type TLanguageCode,
} from 'countries-list';

export type CountryCode = TCountryCode;

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'AT'. */
  readonly code: CountryCode;
  /** ISO 3166-1 alpha-3, e.g. 'AUT' (eForms notices use these). */
  readonly iso3: string;
  readonly name: string;
  readonly nativeName: string;
  /** International calling codes with '+', e.g. ['+43']; a few countries have several. */
  readonly phonePrefixes: readonly string[];
  /** Main continent code; 'EU' here is Europe, not the European Union. */
  readonly continent: TContinentCode;
  readonly capital: string;
  /** ISO 4217 codes. */
  readonly currencies: readonly TCurrencyCode[];
  /** ISO 639-1 codes, in the order countries-list gives them. */
  readonly languages: readonly TLanguageCode[];
}

/** The countries Tenderscope covers first, in display order. */
export const featuredCountryCodes = ['SK', 'IE', 'CZ', 'RO', 'DE', 'AT'] as const satisfies readonly CountryCode[];

export type FeaturedCountryCode = (typeof featuredCountryCodes)[number];

/** Country filter value meaning "all countries"; not an ISO code (ISO reserves EU for the Union). */
export const allCountriesCode = 'EU';

export interface CountryOption {
  readonly code: FeaturedCountryCode | typeof allCountriesCode;
  readonly name: string;
}

function toCountry(data: ICountryData): Country {
  return Object.freeze({
    code: data.iso2,
    iso3: data.iso3,
    name: data.name,
    nativeName: data.native,
    phonePrefixes: data.phone.map((prefix) => `+${prefix}`),
    continent: data.continent,
    capital: data.capital,
    currencies: [...data.currency],
    languages: [...data.languages],
  });
}

// countries-list is already in memory once imported, so the table is built eagerly: 252 small records.
const countryData = getCountryDataList();
const countriesByCode: ReadonlyMap<string, Country> = new Map(countryData.map((data) => [data.iso2, toCountry(data)]));

/** Looks up by ISO alpha-2 code, case-insensitively; null when unknown. */
export function getCountry(code: string): Country | null {
  return countriesByCode.get(code.trim().toUpperCase()) ?? null;
}

function requireCountry(code: CountryCode): Country {
  const country = countriesByCode.get(code);
  if (!country) throw new Error(`countries-list has no country ${code}`);
  return country;
}

/** Every country, sorted by English name. */
export function listCountries(): Country[] {
  return [...countriesByCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The featured countries' records, in `featuredCountryCodes` order. */
export function featuredCountries(): Country[] {
  return featuredCountryCodes.map(requireCountry);
}

/** Country filter choices: the featured countries, then the "all countries" entry. */
export const countryOptions: readonly CountryOption[] = [
  ...featuredCountryCodes.map((code) => ({ code, name: requireCountry(code).name })),
  { code: allCountriesCode, name: 'European Union' },
];

function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

let codesByName: ReadonlyMap<string, CountryCode> | undefined;

// English names win over native names, and both over aliases, should two countries ever share a spelling.
function countryNameIndex(): ReadonlyMap<string, CountryCode> {
  if (!codesByName) {
    const index = new Map<string, CountryCode>();
    const add = (name: string, code: CountryCode) => {
      if (!index.has(nameKey(name))) index.set(nameKey(name), code);
    };
    for (const data of countryData) add(data.name, data.iso2);
    for (const data of countryData) add(data.native, data.iso2);
    for (const data of countryData) for (const alias of data.alias ?? []) add(alias, data.iso2);
    codesByName = index;
  }
  return codesByName;
}

/**
 * The alpha-2 code for an exact country name (English, native, or a countries-list alias such as
 * 'Czech Republic'), ignoring case and surrounding spaces: 'Österreich' → 'AT'. Null when none matches.
 */
export function countryCodeByName(name: string): CountryCode | null {
  return countryNameIndex().get(nameKey(name)) ?? null;
}
