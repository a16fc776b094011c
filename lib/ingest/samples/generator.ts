// A deterministic generator of realistic sample tenders: real CPV codes and NUTS regions, the featured
// countries weighted, titles and descriptions in the country's language, buyers, lots, values in the local
// currency, deadlines spread around the given day. The same seed and day always give the same tenders.
// Every row is marked is_sample, so the product labels it wherever it appears.
import { listCountries, cpvLineage, nutsLineage } from '@/lib/reference';
import { eurRate, toEuro } from '@/lib/reference/rates';
import type { LotDetails, tenders } from '@/lib/db/schema';
import { tenderIdFor } from '@/lib/tenders/jobs';
import { sampleFrames, sampleSubjects, type SampleLanguage, type SampleSubject } from './phrases';

export type GeneratedTender = typeof tenders.$inferInsert;

export interface GeneratedAward {
  tenderId: string;
  noticeId: string;
  lotId: string | null;
  status: string;
  winnerName: string;
  winnerCountryCode: string;
  value: number;
  currency: string;
  euroValue: number;
  tendersReceived: number;
  position: number;
}

export interface GeneratedSample {
  tender: GeneratedTender;
  awards: GeneratedAward[];
}

export interface GeneratorOptions {
  /** How many tenders. */
  count: number;
  /** Different seeds give different, non-overlapping sets (their ids differ). */
  seed?: number;
  /** The day deadlines and publication dates are spread around, 'YYYY-MM-DD'. */
  today: string;
  /** Index of the first tender (to generate a large set in resumable chunks). */
  start?: number;
}

/** mulberry32: small, fast and good enough to make sample data; one stream per tender keeps tenders independent. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function pickWeighted<T>(rand: () => number, items: readonly T[], weight: (item: T) => number, total: number): T {
  let point = rand() * total;
  for (const item of items) {
    point -= weight(item);
    if (point < 0) return item;
  }
  return items[items.length - 1]!;
}

interface CountryProfile {
  code: string;
  weight: number;
  languages: readonly SampleLanguage[];
  /** Winter UTC offset of the country's local time, for deadlines. */
  offset: string;
}

// The featured countries of the home page carry most of the weight, as the product's users do.
const countryProfiles: readonly CountryProfile[] = [
  { code: 'DE', weight: 14, languages: ['de'], offset: '+01:00' },
  { code: 'AT', weight: 12, languages: ['de'], offset: '+01:00' },
  { code: 'SK', weight: 10, languages: ['sk'], offset: '+01:00' },
  { code: 'CZ', weight: 10, languages: ['cs'], offset: '+01:00' },
  { code: 'RO', weight: 10, languages: ['ro'], offset: '+02:00' },
  { code: 'IE', weight: 10, languages: ['en'], offset: '+00:00' },
  { code: 'FR', weight: 4, languages: ['fr'], offset: '+01:00' },
  { code: 'IT', weight: 3, languages: ['it'], offset: '+01:00' },
  { code: 'ES', weight: 3, languages: ['es'], offset: '+01:00' },
  { code: 'PL', weight: 4, languages: ['pl'], offset: '+01:00' },
  { code: 'NL', weight: 2, languages: ['nl'], offset: '+01:00' },
  { code: 'BE', weight: 2, languages: ['nl', 'fr'], offset: '+01:00' },
  { code: 'PT', weight: 2, languages: ['pt'], offset: '+00:00' },
  { code: 'SE', weight: 2, languages: ['sv'], offset: '+01:00' },
  { code: 'LU', weight: 1, languages: ['fr', 'de'], offset: '+01:00' },
  { code: 'MT', weight: 1, languages: ['en'], offset: '+01:00' },
];
const countryWeightTotal = countryProfiles.reduce((sum, c) => sum + c.weight, 0);
const subjectWeightTotal = sampleSubjects.reduce((sum, s) => sum + s.weight, 0);

const currencyOf: Readonly<Record<string, string>> = { CZ: 'CZK', RO: 'RON', PL: 'PLN', SE: 'SEK' };

// Fictional, and obviously so: sample tenders must never name a real company as a winner.
const legalForms: Readonly<Record<string, string>> = {
  DE: 'GmbH',
  AT: 'GmbH',
  SK: 's.r.o.',
  CZ: 's.r.o.',
  RO: 'S.R.L.',
  IE: 'Ltd',
  FR: 'SAS',
  IT: 'S.r.l.',
  ES: 'S.L.',
  PL: 'Sp. z o.o.',
  NL: 'B.V.',
  BE: 'BV',
  PT: 'Lda.',
  SE: 'AB',
  LU: 'S.à r.l.',
  MT: 'Ltd',
};

const procedureTypes = [
  ['open', 70],
  ['restricted', 14],
  ['neg-w-call', 10],
  ['comp-dial', 4],
  ['innovation', 2],
] as const;

interface Town {
  /** The NUTS 3 region the town lies in (NUTS 2024, as the bundled list). */
  nuts: string;
  name: string;
  /** For bilingual countries: the language the town is named and written about in. */
  language?: SampleLanguage;
}

// Real towns, so buyer names read like real ones ("Stadt Graz", "Mesto Žilina"); each one's NUTS 3 region is
// its place of performance. Checked against the bundled NUTS list by the generator's tests.
const towns: Readonly<Record<string, readonly Town[]>> = {
  DE: [
    { nuts: 'DE300', name: 'Berlin' },
    { nuts: 'DE600', name: 'Hamburg' },
    { nuts: 'DE212', name: 'München' },
    { nuts: 'DEA23', name: 'Köln' },
    { nuts: 'DE712', name: 'Frankfurt am Main' },
    { nuts: 'DE111', name: 'Stuttgart' },
    { nuts: 'DEA11', name: 'Düsseldorf' },
    { nuts: 'DED51', name: 'Leipzig' },
    { nuts: 'DED21', name: 'Dresden' },
    { nuts: 'DE929', name: 'Hannover' },
    { nuts: 'DE254', name: 'Nürnberg' },
    { nuts: 'DE501', name: 'Bremen' },
    { nuts: 'DEA22', name: 'Bonn' },
    { nuts: 'DE125', name: 'Heidelberg' },
    { nuts: 'DE711', name: 'Darmstadt' },
    { nuts: 'DEB35', name: 'Mainz' },
  ],
  AT: [
    { nuts: 'AT130', name: 'Wien' },
    { nuts: 'AT221', name: 'Graz' },
    { nuts: 'AT312', name: 'Linz' },
    { nuts: 'AT323', name: 'Salzburg' },
    { nuts: 'AT332', name: 'Innsbruck' },
    { nuts: 'AT211', name: 'Klagenfurt' },
    { nuts: 'AT123', name: 'St. Pölten' },
    { nuts: 'AT342', name: 'Bregenz' },
    { nuts: 'AT112', name: 'Eisenstadt' },
    { nuts: 'AT124', name: 'Krems' },
  ],
  SK: [
    { nuts: 'SK010', name: 'Bratislava' },
    { nuts: 'SK021', name: 'Trnava' },
    { nuts: 'SK023', name: 'Nitra' },
    { nuts: 'SK022', name: 'Trenčín' },
    { nuts: 'SK031', name: 'Žilina' },
    { nuts: 'SK032', name: 'Banská Bystrica' },
    { nuts: 'SK041', name: 'Prešov' },
    { nuts: 'SK042', name: 'Košice' },
  ],
  CZ: [
    { nuts: 'CZ010', name: 'Praha' },
    { nuts: 'CZ064', name: 'Brno' },
    { nuts: 'CZ080', name: 'Ostrava' },
    { nuts: 'CZ032', name: 'Plzeň' },
    { nuts: 'CZ051', name: 'Liberec' },
    { nuts: 'CZ071', name: 'Olomouc' },
    { nuts: 'CZ031', name: 'České Budějovice' },
    { nuts: 'CZ052', name: 'Hradec Králové' },
    { nuts: 'CZ053', name: 'Pardubice' },
    { nuts: 'CZ072', name: 'Zlín' },
    { nuts: 'CZ063', name: 'Jihlava' },
    { nuts: 'CZ042', name: 'Ústí nad Labem' },
  ],
  RO: [
    { nuts: 'RO321', name: 'București' },
    { nuts: 'RO113', name: 'Cluj-Napoca' },
    { nuts: 'RO424', name: 'Timișoara' },
    { nuts: 'RO213', name: 'Iași' },
    { nuts: 'RO223', name: 'Constanța' },
    { nuts: 'RO122', name: 'Brașov' },
    { nuts: 'RO411', name: 'Craiova' },
    { nuts: 'RO224', name: 'Galați' },
    { nuts: 'RO111', name: 'Oradea' },
    { nuts: 'RO126', name: 'Sibiu' },
    { nuts: 'RO316', name: 'Ploiești' },
    { nuts: 'RO421', name: 'Arad' },
  ],
  IE: [
    { nuts: 'IE061', name: 'Dublin' },
    { nuts: 'IE053', name: 'Cork' },
    { nuts: 'IE042', name: 'Galway' },
    { nuts: 'IE051', name: 'Limerick' },
    { nuts: 'IE052', name: 'Waterford' },
    { nuts: 'IE041', name: 'Sligo' },
    { nuts: 'IE063', name: 'Athlone' },
    { nuts: 'IE062', name: 'Naas' },
  ],
  FR: [
    { nuts: 'FR101', name: 'Paris' },
    { nuts: 'FRK26', name: 'Lyon' },
    { nuts: 'FRL04', name: 'Marseille' },
    { nuts: 'FRJ23', name: 'Toulouse' },
    { nuts: 'FRG01', name: 'Nantes' },
    { nuts: 'FRE11', name: 'Lille' },
    { nuts: 'FRI12', name: 'Bordeaux' },
    { nuts: 'FRF11', name: 'Strasbourg' },
    { nuts: 'FRH03', name: 'Rennes' },
    { nuts: 'FRJ13', name: 'Montpellier' },
  ],
  IT: [
    { nuts: 'ITI43', name: 'Roma' },
    { nuts: 'ITC4C', name: 'Milano' },
    { nuts: 'ITF33', name: 'Napoli' },
    { nuts: 'ITC11', name: 'Torino' },
    { nuts: 'ITH55', name: 'Bologna' },
    { nuts: 'ITI14', name: 'Firenze' },
    { nuts: 'ITG12', name: 'Palermo' },
    { nuts: 'ITH35', name: 'Venezia' },
  ],
  ES: [
    { nuts: 'ES300', name: 'Madrid' },
    { nuts: 'ES511', name: 'Barcelona' },
    { nuts: 'ES523', name: 'Valencia' },
    { nuts: 'ES618', name: 'Sevilla' },
    { nuts: 'ES243', name: 'Zaragoza' },
    { nuts: 'ES213', name: 'Bilbao' },
    { nuts: 'ES617', name: 'Málaga' },
    { nuts: 'ES111', name: 'A Coruña' },
  ],
  PL: [
    { nuts: 'PL911', name: 'Warszawa' },
    { nuts: 'PL213', name: 'Kraków' },
    { nuts: 'PL514', name: 'Wrocław' },
    { nuts: 'PL415', name: 'Poznań' },
    { nuts: 'PL634', name: 'Gdańsk' },
    { nuts: 'PL711', name: 'Łódź' },
    { nuts: 'PL22A', name: 'Katowice' },
    { nuts: 'PL814', name: 'Lublin' },
  ],
  NL: [
    { nuts: 'NL32B', name: 'Amsterdam' },
    { nuts: 'NL366', name: 'Rotterdam' },
    { nuts: 'NL350', name: 'Utrecht' },
    { nuts: 'NL361', name: 'Den Haag' },
    { nuts: 'NL414', name: 'Eindhoven' },
    { nuts: 'NL226', name: 'Arnhem' },
  ],
  BE: [
    { nuts: 'BE100', name: 'Brussel', language: 'nl' },
    { nuts: 'BE211', name: 'Antwerpen', language: 'nl' },
    { nuts: 'BE234', name: 'Gent', language: 'nl' },
    { nuts: 'BE242', name: 'Leuven', language: 'nl' },
    { nuts: 'BE251', name: 'Brugge', language: 'nl' },
    { nuts: 'BE100', name: 'Bruxelles', language: 'fr' },
    { nuts: 'BE332', name: 'Liège', language: 'fr' },
    { nuts: 'BE352', name: 'Namur', language: 'fr' },
    { nuts: 'BE32B', name: 'Charleroi', language: 'fr' },
    { nuts: 'BE323', name: 'Mons', language: 'fr' },
  ],
  PT: [
    { nuts: 'PT1A0', name: 'Lisboa' },
    { nuts: 'PT11A', name: 'Porto' },
    { nuts: 'PT112', name: 'Braga' },
    { nuts: 'PT192', name: 'Coimbra' },
    { nuts: 'PT150', name: 'Faro' },
    { nuts: 'PT191', name: 'Aveiro' },
  ],
  SE: [
    { nuts: 'SE110', name: 'Stockholm' },
    { nuts: 'SE232', name: 'Göteborg' },
    { nuts: 'SE224', name: 'Malmö' },
    { nuts: 'SE121', name: 'Uppsala' },
    { nuts: 'SE123', name: 'Linköping' },
  ],
  LU: [
    { nuts: 'LU000', name: 'Luxembourg', language: 'fr' },
    { nuts: 'LU000', name: 'Luxemburg', language: 'de' },
  ],
  MT: [{ nuts: 'MT001', name: 'Valletta' }],
};

const countryNames = new Map(listCountries().map((c) => [c.code as string, c.name]));

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A value between min and max, spread evenly in orders of magnitude, rounded like real estimates. */
function estimate(rand: () => number, [min, max]: readonly [number, number]): number {
  const value = Math.exp(Math.log(min) + rand() * (Math.log(max) - Math.log(min)));
  const step = value > 1_000_000 ? 10_000 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/**
 * A sample tender's stage: most are calls for competition (published in the last 60 days, with a deadline in the
 * buyer's time zone), some results and some planning notices.
 */
function sampleStage(rand: () => number, today: string, offset: string) {
  const stageRoll = rand();
  const noticeType = stageRoll < 0.75 ? 'competition' : stageRoll < 0.9 ? 'result' : 'planning';
  const publishedDaysAgo = Math.floor(rand() * (noticeType === 'result' ? 120 : 60));
  const publishDate = addDays(today, -publishedDaysAgo);
  let deadlineLocal: string | null = null;
  if (noticeType === 'competition') {
    const deadlineDay = addDays(publishDate, 12 + Math.floor(rand() * 50));
    deadlineLocal = `${deadlineDay}T${pick(rand, ['09:00', '10:00', '11:00', '12:00'])}:00${offset}`;
  }
  return { noticeType, publishDate, deadlineLocal } as const;
}

/** A sample tender's lots: one, or several parts of its area sharing its value. */
function sampleLots(
  lotCount: number,
  of: {
    frames: (typeof sampleFrames)[SampleLanguage];
    title: string;
    description: string;
    cpv: string;
    nativeValue: number | null;
    currency: string;
    publishDate: string;
    deadlineLocal: string | null;
    nuts: string;
    months: string;
  },
): LotDetails[] {
  return Array.from({ length: lotCount }, (_, n) => {
    const share = of.nativeValue !== null ? Math.round(of.nativeValue / lotCount) : null;
    return {
      id: `LOT-${String(n + 1).padStart(4, '0')}`,
      title:
        lotCount > 1
          ? fill(of.frames.lot, { n: String(n + 1), part: of.frames.lotParts[n % of.frames.lotParts.length]! })
          : of.title,
      description: lotCount > 1 ? null : of.description,
      cpv_code: of.cpv,
      additional_cpv_codes: [],
      estimate_native_value: share,
      estimate_native_value_currency: share !== null ? of.currency : null,
      estimate_euro_value: share !== null ? (toEuro(share, of.currency, of.publishDate)?.value ?? null) : null,
      deadline_date: of.deadlineLocal,
      nuts_codes: [of.nuts],
      duration: { value: Number(of.months), unit: 'MONTH' },
      documents_url: null,
      submission_url: null,
    };
  });
}

/** A result notice's awards, one per lot, each to a made-up supplier of the tender's country. */
function sampleAwards(
  rand: () => number,
  lots: readonly LotDetails[],
  of: {
    id: string;
    procedureKey: string;
    country: string;
    subject: SampleSubject;
    rate: ReturnType<typeof eurRate>;
    currency: string;
    publishDate: string;
  },
): GeneratedAward[] {
  return lots.map((lot, position) => {
    const value =
      lot.estimate_native_value ??
      Math.round((estimate(rand, of.subject.valueRange) * (of.rate?.rate ?? 1)) / 1000) * 1000;
    return {
      tenderId: of.id,
      noticeId: `${of.procedureKey}:result`,
      lotId: lot.id,
      status: 'awarded',
      winnerName: `Sample supplier ${1 + Math.floor(rand() * 400)} ${legalForms[of.country] ?? 'Ltd'}`,
      winnerCountryCode: of.country,
      value,
      currency: of.currency,
      euroValue: toEuro(value, of.currency, of.publishDate)?.value ?? value,
      tendersReceived: 1 + Math.floor(rand() * 9),
      position,
    };
  });
}

function generateOne(index: number, seed: number, today: string): GeneratedSample {
  const rand = random(Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77));
  const country = pickWeighted(rand, countryProfiles, (c) => c.weight, countryWeightTotal);
  const town = pick(rand, towns[country.code]!);
  const language = town.language ?? pick(rand, country.languages);
  const frames = sampleFrames[language];
  const subject: SampleSubject = pickWeighted(rand, sampleSubjects, (s) => s.weight, subjectWeightTotal);
  const text = subject.text[language];
  const place = { code: town.nuts, name: town.name };

  const buyer = fill(pick(rand, frames.buyers), { place: place.name });
  const title = fill(pick(rand, frames.titles), { subject: text.title, place: place.name });
  const months = String(pick(rand, [6, 12, 12, 24, 24, 36, 48]));
  const description = fill(pick(rand, frames.descriptions), {
    buyer,
    subject: text.title,
    scope: text.scope,
    place: place.name,
    months,
  });

  const { noticeType, publishDate, deadlineLocal } = sampleStage(rand, today, country.offset);
  const deadlineDate = deadlineLocal ? new Date(deadlineLocal) : null;

  // Value in the country's currency; about one in five tenders gives none, as on TED.
  const currency = currencyOf[country.code] ?? 'EUR';
  const rate = eurRate(currency, publishDate);
  const euroEstimate = rand() < 0.8 && rate ? estimate(rand, subject.valueRange) : null;
  const nativeValue = euroEstimate !== null && rate ? Math.round((euroEstimate * rate.rate) / 1000) * 1000 : null;
  const euro = nativeValue !== null ? toEuro(nativeValue, currency, publishDate) : null;

  // Some tenders are split into lots by area.
  const lotCount = rand() < 0.3 ? 2 + Math.floor(rand() * 3) : 1;
  const lots = sampleLots(lotCount, {
    frames,
    title,
    description,
    cpv: subject.cpv,
    nativeValue,
    currency,
    publishDate,
    deadlineLocal,
    nuts: place.code,
    months,
  });

  const procedureKey = `sample:${seed}:${index}`;
  const id = tenderIdFor('sample', procedureKey);
  const status = noticeType === 'result' ? 'awarded' : 'open';
  const awards =
    noticeType === 'result'
      ? sampleAwards(rand, lots, { id, procedureKey, country: country.code, subject, rate, currency, publishDate })
      : [];

  const tender: GeneratedTender = {
    id,
    source: 'sample',
    procedureKey,
    procedureId: null,
    url: null,
    countryCode: country.code,
    languageCode: language,
    title,
    description,
    cpvCode: subject.cpv,
    publishDate,
    deadlineDate,
    deadlineLocal,
    contractingAuthorityName: buyer,
    contractingAuthorityAddress: `${place.name}, ${countryNames.get(country.code) ?? country.code}`,
    contractingAuthorityEmail: `procurement@${slug(buyer) || 'buyer'}.example`,
    subdivisionIntoLots: lotCount > 1,
    lotsDetails: lots,
    estimateEuroValue: euro?.value ?? null,
    estimateNativeValue: nativeValue,
    estimateNativeValueCurrency: nativeValue !== null ? currency : null,
    estimateRateDate: euro?.rateDate ?? null,
    noticeType,
    noticeSubtype: noticeType === 'competition' ? '16' : noticeType === 'result' ? '29' : '4',
    procedureType: noticeType === 'planning' ? null : pickWeighted(rand, procedureTypes, ([, w]) => w, 100)[0],
    contractNature: subject.nature,
    status,
    additionalCpvCodes: [],
    cpvTree: cpvLineage(subject.cpv),
    nutsCodes: [place.code],
    nutsTree: nutsLineage(place.code),
    buyerNuts: place.code,
    documentsUrl: null,
    submissionUrl: null,
    titles: { [language]: title },
    descriptions: { [language]: description },
    isSample: true,
    visibility: 'public',
  };
  return { tender, awards };
}

/** Yields `count` sample tenders, lazily, so a million never sit in memory at once. */
export function* generateSamples({ count, seed = 1, today, start = 0 }: GeneratorOptions): Generator<GeneratedSample> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  for (let index = start; index < start + count; index++) yield generateOne(index, seed, today);
}
