// The choices of the tender form's pickers, from the reference data: the featured countries, their languages
// and currencies first, then everything else. Built on the server, so names come out the same in every browser.
import {
  featuredCountries,
  listCountries,
  featuredLanguageCodes,
  getLanguage,
  listLanguages,
  type Language,
} from '@/lib/reference';
import { currencyCodes } from './schema';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

export interface TenderFormOptions {
  countries: ChoiceGroup[];
  languages: ChoiceGroup[];
  currencies: ChoiceGroup[];
}

function languageChoice(language: Language): Choice {
  const label =
    language.nativeName && language.nativeName !== language.name
      ? `${language.name} (${language.nativeName})`
      : language.name;
  return { value: language.code, label };
}

function currencyChoice(code: string, names: Intl.DisplayNames): Choice {
  const name = names.of(code);
  return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
}

export function tenderFormOptions(): TenderFormOptions {
  const featured = featuredCountries();
  const names = new Intl.DisplayNames('en', { type: 'currency' });
  const commonCurrencies = [...new Set(['EUR', ...featured.flatMap((country) => country.currencies)])];
  return {
    countries: [
      {
        label: 'Featured countries',
        choices: featured.map((country) => ({ value: country.code, label: country.name })),
      },
      {
        label: 'All countries',
        choices: listCountries().map((country) => ({ value: country.code, label: country.name })),
      },
    ],
    languages: [
      {
        label: 'Languages of the featured countries',
        choices: featuredLanguageCodes.flatMap((code) => getLanguage(code) ?? []).map(languageChoice),
      },
      { label: 'All languages', choices: listLanguages().map(languageChoice) },
    ],
    currencies: [
      { label: 'Common currencies', choices: commonCurrencies.map((code) => currencyChoice(code, names)) },
      { label: 'All currencies', choices: currencyCodes.map((code) => currencyChoice(code, names)) },
    ],
  };
}
