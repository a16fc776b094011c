// The search shapes the bench times, each a URL query built from words drawn at random on every run, so no
// two runs in a row ask the same thing and no cache (ours or Postgres's result of a repeated plan) helps.
import { sampleLanguages, sampleSubjects } from '@/lib/ingest/jobs';
import { parseSearchParams, type TenderSearch } from '@/lib/tenders/jobs';

export type ShapeName =
  | 'selective phrase'
  | 'broad word'
  | 'broad + country + open'
  | 'filters, by deadline'
  | 'value range, by value'
  | 'page 200 of broad'
  | 'facets of broad';

export interface Shape {
  name: ShapeName;
  /** Which part of the search it times: the page of results with its capped total, or the facets. */
  part: 'results' | 'facets';
  /** A fresh URL query for one run. */
  params: (pick: Picker) => string;
}

export type Picker = <T>(items: readonly T[]) => T;

// A subject title in a language only its own tenders are written in (English and German also appear in
// every tender's CPV labels): a phrase that matches a few hundred tenders in a million.
export const selectivePhrases = sampleSubjects.flatMap((subject) =>
  sampleLanguages
    .filter((language) => language !== 'en' && language !== 'de')
    .map((language) => subject.text[language].title),
);
// Words of the English CPV labels, which every tender's search document carries: tens of thousands of matches.
export const broadWords = [
  'services',
  'construction',
  'works',
  'supply',
  'maintenance',
  'repair',
  'school',
  'buildings',
  'equipment',
  'road',
  'cleaning',
  'transport',
  'design',
  'software',
  'hospital',
];
export const countries = ['DE', 'AT', 'SK', 'CZ', 'RO', 'IE', 'FR', 'PL'];
const divisions = [...new Set(sampleSubjects.map((subject) => `${subject.cpv.slice(0, 2)}000000`))];
const valueFloors = [50_000, 100_000, 250_000, 500_000, 1_000_000];
const valueSpans = [4, 10, 20];

export const shapes: readonly Shape[] = [
  { name: 'selective phrase', part: 'results', params: (pick) => `q="${pick(selectivePhrases)}"` },
  { name: 'broad word', part: 'results', params: (pick) => `q=${pick(broadWords)}` },
  {
    name: 'broad + country + open',
    part: 'results',
    params: (pick) => `q=${pick(broadWords)}&country=${pick(countries)}&open=true`,
  },
  {
    name: 'filters, by deadline',
    part: 'results',
    params: (pick) => `country=${pick(countries)}&cpv=${pick(divisions)}&sort=deadline`,
  },
  {
    name: 'value range, by value',
    part: 'results',
    params: (pick) => {
      const floor = pick(valueFloors);
      return `value_min=${floor}&value_max=${floor * pick(valueSpans)}&sort=value`;
    },
  },
  { name: 'page 200 of broad', part: 'results', params: (pick) => `q=${pick(broadWords)}&page=200` },
  { name: 'facets of broad', part: 'facets', params: (pick) => `q=${pick(broadWords)}` },
];

/** The resolved search of a URL query, through the same parser the page and the API use. */
export function searchOf(params: string): TenderSearch {
  const parsed = parseSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(`bench query ${params}: ${parsed.parameter}: ${parsed.message}`);
  return parsed.search;
}
