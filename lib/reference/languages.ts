// Language reference table (ISO 639-1, from countries-list) and the languages of the featured countries.
import { languages, type ILanguage, type TLanguageCode } from 'countries-list';
import { featuredCountries } from './countries.ts';

export type LanguageCode = TLanguageCode;

export interface Language {
  /** ISO 639-1, e.g. 'de'. */
  readonly code: LanguageCode;
  readonly name: string;
  readonly nativeName: string;
  /** Written right to left (Arabic, Hebrew, …). */
  readonly rtl: boolean;
}

function toLanguage(code: LanguageCode, data: ILanguage): Language {
  return Object.freeze({ code, name: data.name, nativeName: data.native, rtl: Boolean(data.rtl) });
}

const languagesByCode: ReadonlyMap<string, Language> = new Map(
  (Object.entries(languages) as [LanguageCode, ILanguage][]).map(([code, data]) => [code, toLanguage(code, data)]),
);

/** Looks up by ISO 639-1 code, case-insensitively; null when unknown. */
export function getLanguage(code: string): Language | null {
  return languagesByCode.get(code.trim().toLowerCase()) ?? null;
}

/** Every language, sorted by English name. */
export function listLanguages(): Language[] {
  return [...languagesByCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Languages spoken in the featured countries, first appearance first: country order, then countries-list order. */
export const featuredLanguageCodes: readonly LanguageCode[] = [
  ...new Set(featuredCountries().flatMap((country) => country.languages)),
];
