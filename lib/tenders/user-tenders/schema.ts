// The tender form's fields and rules (spec §3 "Tender form", §5): one zod schema for the browser form and
// the server actions. Client components load this module, so it imports only small reference tables.
import { z } from 'zod';
import { getCountry, listCountries, getLanguage } from '@/lib/reference';

/** numeric(18, 2) holds up to 10^16; a tender worth more is a typing mistake. */
const ESTIMATE_MAX = 1e15;
const CPV_CODES_MAX = 20;
const LOTS_MAX = 200;

/** Every currency of the reference countries (ISO 4217), sorted. */
export const currencyCodes: readonly string[] = [
  ...new Set(listCountries().flatMap((country) => country.currencies)),
].sort();
const knownCurrencies = new Set(currencyCodes);

/** Empty strings count as not provided (spec §3): blank text becomes undefined before any rule runs. */
function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en')} characters`);
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A required code from a reference table; an empty one is only "required", not also "not in the list". */
const requiredCode = (message: string, known: (code: string) => boolean, unknownMessage: string) =>
  required(message).refine((code) => code === '' || known(code), unknownMessage);
const isoDate = z.string().trim().pipe(z.iso.date('Invalid date format'));

/** A posted form sends one value as a string and several as an array; react-hook-form sends an array. */
function toList(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((item) => blankToUndefined(item) !== undefined);
}

const cpvCodes = z.preprocess(
  toList,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{8}(-\d)?$/, 'Invalid CPV code')
        .transform((code) => code.slice(0, 8)),
    )
    .max(CPV_CODES_MAX, `Choose at most ${CPV_CODES_MAX} CPV codes`)
    .transform((codes) => [...new Set(codes)]),
);

const estimateValue = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? Number(given.trim()) : given;
  },
  z
    .number({ error: 'Value must be a number' })
    .min(0, 'Value must be non-negative')
    .max(ESTIMATE_MAX, 'Value is too large')
    .optional(),
);

/** A lot's column: one value per lot, in order, blanks kept so the lots' titles, codes and values stay aligned. */
const lotColumn = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]),
  z.array(z.string().max(1000, 'Use at most 1,000 characters')).max(LOTS_MAX, `At most ${LOTS_MAX} lots`),
);

/** A lot as the form takes it: a title, a CPV code and an estimated value in the tender's currency. */
export interface LotInput {
  title: string;
  cpvCode: string | null;
  value: number | null;
}

/** A checkbox: true from react-hook-form, "on" from a posted form, missing when unchecked. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

// The cross-field rules run even when another field failed, so a submission shows every message at once;
// each rule therefore checks that its own inputs are usable before comparing them.
const always = { when: () => true };

export const tenderFormSchema = z
  .object({
    // http(s) only: the URL becomes a link on the tender's page.
    url: optional(text(2000).pipe(z.url({ protocol: /^https?$/, error: 'Invalid URL' }))),
    country: requiredCode(
      'Country is required',
      (code) => getCountry(code) !== null,
      'Choose a country from the list',
    ).toUpperCase(),
    language: requiredCode(
      'Language is required',
      (code) => getLanguage(code) !== null,
      'Choose a language from the list',
    ).toLowerCase(),
    title: required('Title is required').max(1000, 'Use at most 1,000 characters'),
    description: optional(text(20_000)),
    cpvCodes,
    publishDate: optional(isoDate),
    deadlineDate: optional(isoDate),
    authorityName: optional(text(500)),
    authorityAddress: optional(text(1000)),
    authorityEmail: optional(text(254).pipe(z.email('Invalid email address'))),
    estimateValue,
    estimateValueCurrency: optional(
      text(3)
        .toUpperCase()
        .refine((code) => knownCurrencies.has(code), 'Choose a currency from the list'),
    ),
    isSubdividedIntoLots: checkbox,
    lotTitle: lotColumn,
    lotCpv: lotColumn,
    lotValue: lotColumn,
  })
  .refine((tender) => typeof tender.estimateValue !== 'number' || tender.estimateValueCurrency !== undefined, {
    path: ['estimateValueCurrency'],
    message: 'Currency is required when value is specified',
    ...always,
  })
  .refine(
    (tender) =>
      !isIsoDate(tender.publishDate) || !isIsoDate(tender.deadlineDate) || tender.deadlineDate > tender.publishDate,
    {
      path: ['deadlineDate'],
      message: 'Deadline must be after publication date',
      ...always,
    },
  )
  .superRefine((tender, context) => {
    if (!tender.isSubdividedIntoLots) return;
    const lots = lotRows(tender);
    const problem = (path: 'lotTitle' | 'lotCpv' | 'lotValue' | 'estimateValueCurrency', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    lots.forEach((lot, index) => {
      const n = `Lot ${index + 1}`;
      if (lot.title === '') problem('lotTitle', `${n} needs a title`);
      if (lot.cpv !== '' && !/^\d{8}(-\d)?$/.test(lot.cpv)) problem('lotCpv', `${n}: a CPV code has 8 digits`);
      const value = Number(lot.value);
      if (lot.value !== '' && (!Number.isFinite(value) || value < 0 || value > ESTIMATE_MAX)) {
        problem('lotValue', `${n}: the value must be a number, 0 or more`);
      }
      if (lot.value !== '' && typeof tender.estimateValueCurrency !== 'string') {
        problem('estimateValueCurrency', 'Currency is required when a lot has a value');
      }
    });
  })
  // The lots as stored: none unless the tender is divided into lots; rows left blank are no lots.
  .transform(({ lotTitle, lotCpv, lotValue, ...tender }) => ({
    ...tender,
    lots: tender.isSubdividedIntoLots
      ? lotRows({ lotTitle, lotCpv, lotValue }).map((lot): LotInput => ({
          title: lot.title,
          cpvCode: lot.cpv === '' ? null : lot.cpv.slice(0, 8),
          value: lot.value === '' ? null : Number(lot.value),
        }))
      : [],
  }));

/** The lots of the posted columns, trimmed, without rows left wholly blank. */
function lotRows(columns: { lotTitle: string[]; lotCpv: string[]; lotValue: string[] }) {
  const count = Math.max(columns.lotTitle.length, columns.lotCpv.length, columns.lotValue.length);
  return Array.from({ length: count }, (_, index) => ({
    title: (columns.lotTitle[index] ?? '').trim(),
    cpv: (columns.lotCpv[index] ?? '').trim(),
    value: (columns.lotValue[index] ?? '').trim(),
  })).filter((lot) => lot.title !== '' || lot.cpv !== '' || lot.value !== '');
}

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && z.iso.date().safeParse(value).success;
}

/** What the server stores, after validation. */
export type TenderFormValues = z.output<typeof tenderFormSchema>;

/** What the form holds: text as typed, the chosen CPV codes, the lots checkbox and the lots, a column each. */
export interface TenderFormFields {
  url: string;
  country: string;
  language: string;
  title: string;
  description: string;
  cpvCodes: string[];
  publishDate: string;
  deadlineDate: string;
  authorityName: string;
  authorityAddress: string;
  authorityEmail: string;
  estimateValue: string;
  estimateValueCurrency: string;
  isSubdividedIntoLots: boolean;
  lotTitle: string[];
  lotCpv: string[];
  lotValue: string[];
}

export const emptyTenderForm: TenderFormFields = {
  url: '',
  country: '',
  language: '',
  title: '',
  description: '',
  cpvCodes: [],
  publishDate: '',
  deadlineDate: '',
  authorityName: '',
  authorityAddress: '',
  authorityEmail: '',
  estimateValue: '',
  estimateValueCurrency: '',
  isSubdividedIntoLots: false,
  lotTitle: [],
  lotCpv: [],
  lotValue: [],
};
