// The term base's rows, made from data the product ships: the glossary, every CPV code's label in the 24 EU
// languages and the eForms country code list's labels.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { glossaryConcepts } from './glossary';
import type { TermRow } from './term-base';

interface CpvLabels {
  code: string;
  [language: string]: string;
}

interface CountryLabels {
  code: string;
  en: string;
  de: string;
}

/**
 * The shipped data, read from the checkout at run time (the server runs there): 9 MB of labels are no part of a
 * bundle, and a bundler's asset URL for a file picked by name resolved to another file of the folder.
 */
function readJson<T>(name: 'cpv-labels.json' | 'country-labels.json'): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'lib', 'terms', 'data', name), 'utf8')) as T;
}

/** Every term of the term base, glossary first. */
export function termRowsFromSources(): TermRow[] {
  const rows: TermRow[] = [];
  for (const concept of glossaryConcepts()) {
    for (const [language, terms] of Object.entries(concept.terms)) {
      for (const term of new Set(terms)) rows.push({ concept: `g:${concept.id}`, source: 'glossary', language, term });
    }
  }
  for (const entry of readJson<CpvLabels[]>('cpv-labels.json')) {
    for (const [language, label] of Object.entries(entry)) {
      if (language === 'code' || !label) continue;
      // Irish labels are the English ones where no translation exists: kept once, under English.
      if (language === 'ga' && label === entry.en) continue;
      rows.push({ concept: `cpv:${entry.code}`, source: 'cpv', language, term: label });
    }
  }
  for (const country of readJson<CountryLabels[]>('country-labels.json')) {
    rows.push({ concept: `country:${country.code}`, source: 'country', language: 'en', term: country.en });
    if (country.de !== country.en) {
      rows.push({ concept: `country:${country.code}`, source: 'country', language: 'de', term: country.de });
    }
  }
  return rows;
}

/** Changes whenever a row does: the stored term base is replaced when its version differs. */
export function termRowsVersion(rows: readonly TermRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${row.concept}\t${row.language}\t${row.term}\n`);
  return hash.digest('hex').slice(0, 16);
}
