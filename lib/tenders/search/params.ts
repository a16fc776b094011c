// The search parameters, as the URL carries them: one zod schema for the page, the API and alerts. Every
// parameter is validated; a bad one is reported by name with the reason, never silently dropped.
import { z } from 'zod';
import { allCountriesCode, getCountry, getCpv, getNuts, normalizeCpvCode, normalizeNutsCode } from '@/lib/reference';

export const pageSize = 20;
export const maxPage = 500;
export const maxQueryLength = 200;

export const noticeTypes = ['competition', 'planning', 'result', 'all'] as const;
export const procedureTypes = [
  'open',
  'restricted',
  'neg-w-call',
  'neg-wo-call',
  'comp-dial',
  'innovation',
  'oth-single',
  'oth-mult',
  'comp-tend',
] as const;
export const contractNatures = ['works', 'supplies', 'services'] as const;
export const sorts = ['relevance', 'newest', 'deadline', 'value'] as const;

export type SearchSort = (typeof sorts)[number];

/** A list parameter: repeated (`?country=AT&country=DE`) or comma-separated (`?country=AT,DE`). */
// The item schemas read strings; the casts only tell zod's types what the transforms before them produce.
function list<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(z.string())
    .transform((values) =>
      values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    )
    .pipe(z.array(item).max(max, `at most ${max} values`) as unknown as z.ZodType<z.output<T>[], string[]>)
    .transform((values) => [...new Set(values)]);
}

function single<T extends z.ZodType>(inner: T) {
  return z
    .array(z.string())
    .max(1, 'give it once')
    .transform((values) => values[0] ?? '')
    .pipe(inner as unknown as z.ZodType<z.output<T>, string>);
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'not a real date',
  );

const euros = z.coerce
  .number({ error: 'a number of euros' })
  .refine(Number.isFinite, 'a number of euros')
  .min(0, 'at least 0')
  .max(1e13, 'at most 10,000,000,000,000');

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const countryCode = z
  .string()
  .transform((value) => value.toUpperCase())
  .refine(
    (value) => value === allCountriesCode || getCountry(value) !== null,
    'an ISO 3166 country code such as AT, or EU for all',
  );

const cpvCode = z.string().transform((value, ctx) => {
  const code = normalizeCpvCode(value);
  if (code === null) {
    ctx.addIssue({
      code: 'custom',
      message: 'a CPV code of 8 digits such as 45000000 (a check digit like -7 is allowed)',
    });
    return z.NEVER;
  }
  return code;
});

const nutsCode = z.string().transform((value, ctx) => {
  const code = normalizeNutsCode(value);
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: 'a NUTS code such as AT13' });
    return z.NEVER;
  }
  return code;
});

export const searchParamsSchema = z
  .object({
    q: single(z.string().max(maxQueryLength, `at most ${maxQueryLength} characters`)).optional(),
    country: list(countryCode, 40).optional(),
    cpv: list(cpvCode, 20).optional(),
    nuts: list(nutsCode, 20).optional(),
    type: single(z.enum(noticeTypes, `one of ${noticeTypes.join(', ')}`)).optional(),
    /** Only tenders still open for submissions (default for competition notices). */
    open: single(flag).optional(),
    procedure: list(z.enum(procedureTypes, `one of ${procedureTypes.join(', ')}`), procedureTypes.length).optional(),
    nature: list(z.enum(contractNatures, `one of ${contractNatures.join(', ')}`), contractNatures.length).optional(),
    published_from: single(isoDay).optional(),
    published_to: single(isoDay).optional(),
    deadline_from: single(isoDay).optional(),
    deadline_to: single(isoDay).optional(),
    value_min: single(euros).optional(),
    value_max: single(euros).optional(),
    /** Keep tenders that give no estimated value when a value range is set (default true). */
    unknown_value: single(flag).optional(),
    buyer: single(z.string().trim().min(2, 'at least 2 characters').max(200, 'at most 200 characters')).optional(),
    /** One buyer entity's tenders (its page links here): the buyer's id, 16 hex digits. */
    buyer_id: single(z.string().regex(/^[0-9a-f]{16}$/, 'a buyer id: 16 hexadecimal digits')).optional(),
    /** Include generated sample data and SDK drafts (default true; they are labelled). */
    samples: single(flag).optional(),
    /** Search the words as written: no spelling correction when they find nothing (default false). */
    verbatim: single(flag).optional(),
    /** Only tenders that match the query's words in its own language: no matches across languages (default false). */
    same_language: single(flag).optional(),
    sort: single(z.enum(sorts, `one of ${sorts.join(', ')}`)).optional(),
    page: single(
      z.coerce
        .number({ error: 'a whole number' })
        .int('a whole number')
        .min(1, 'at least 1')
        .max(maxPage, `at most ${maxPage}`),
    ).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const ranges: [keyof typeof value, keyof typeof value][] = [
      ['published_from', 'published_to'],
      ['deadline_from', 'deadline_to'],
      ['value_min', 'value_max'],
    ];
    for (const [from, to] of ranges) {
      const a = value[from];
      const b = value[to];
      if (a !== undefined && b !== undefined && a > b)
        ctx.addIssue({ code: 'custom', path: [to], message: `must not be before ${from}` });
    }
  });

export type SearchParamsInput = z.input<typeof searchParamsSchema>;

/** Resolved search: defaults applied, ready for the query builder. */
export interface TenderSearch {
  query: string | null;
  /** Empty: every country. */
  countries: string[];
  cpv: string[];
  nuts: string[];
  noticeType: (typeof noticeTypes)[number];
  openOnly: boolean;
  procedureTypes: string[];
  natures: string[];
  publishedFrom: string | null;
  publishedTo: string | null;
  deadlineFrom: string | null;
  deadlineTo: string | null;
  valueMin: number | null;
  valueMax: number | null;
  includeUnknownValue: boolean;
  buyer: string | null;
  buyerId: string | null;
  includeSamples: boolean;
  /** Words found in no tender are corrected to their nearest indexed word when the search finds nothing. */
  correctSpelling: boolean;
  /** Codes typed in the query box and applied as filters (they are in `cpv` and `nuts`, no longer in `query`). */
  codesFromQuery: QueryCodes;
  /** Tenders naming the query's concepts in other languages are found too (ranked below), unless this is set. */
  acrossLanguages: boolean;
  sort: SearchSort;
  page: number;
}

export type ParamsResult = { ok: true; search: TenderSearch } | { ok: false; parameter: string; message: string };

export interface ParseOptions {
  /**
   * 'reject' (the API): an unknown name is a 400, so a typo is never silently ignored. 'ignore' (the page):
   * links arrive with utm_*, fbclid and the like, and a visitor should still see the search.
   */
  unknownParameters?: 'reject' | 'ignore';
  /**
   * NUL characters, which Postgres cannot hold in text. 'reject' (the API): a 400 naming the parameter.
   * 'strip' (the page): dropped, and the rest of the value searched for.
   */
  nulBytes?: 'reject' | 'strip';
}

/** Reads URL parameters (every name may repeat) into a resolved search, or names the first bad parameter. */
export function parseSearchParams(
  params: URLSearchParams,
  { unknownParameters = 'reject', nulBytes = 'reject' }: ParseOptions = {},
): ParamsResult {
  // A prototype-less object: '__proto__' or 'constructor' in a URL are just unknown parameter names.
  const grouped: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, raw] of params) {
    if (unknownParameters === 'ignore' && !Object.hasOwn(searchParamsSchema.shape, key)) continue;
    let value = raw;
    if (value.includes('\0') && Object.hasOwn(searchParamsSchema.shape, key)) {
      if (nulBytes === 'reject') return { ok: false, parameter: key, message: 'must not contain NUL characters' };
      value = value.replaceAll('\0', '');
    }
    (grouped[key] ??= []).push(value);
  }
  const parsed = searchParamsSchema.safeParse(grouped);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      return {
        ok: false,
        parameter: issue.keys[0] ?? '',
        message: `unknown parameter; known: ${Object.keys(searchParamsSchema.shape).join(', ')}`,
      };
    }
    return { ok: false, parameter: String(issue.path[0] ?? ''), message: issue.message };
  }
  return { ok: true, search: resolveSearch(parsed.data) };
}

export interface QueryCodes {
  cpv: string[];
  nuts: string[];
}

const fullCpv = /^\d{8}(?:-\d)?$/u;
const cpvPrefix = /^\d{2,7}$/u;
// NUTS levels 1 to 3 (AT1, AT13, DE212): a country's two letters and one to three letters or digits, one a digit.
const nutsBelowCountry = /^[a-z]{2}(?=[a-z0-9]{0,2}\d)[a-z0-9]{1,3}$/iu;

/** A CPV code the list knows for a token: 8 digits (a check digit allowed), or with `prefixes` a 2–7 digit stem. */
function cpvOfToken(token: string, prefixes: boolean): string | null {
  if (fullCpv.test(token)) {
    const code = normalizeCpvCode(token);
    return code !== null && getCpv(code) ? code : null;
  }
  if (prefixes && cpvPrefix.test(token)) {
    const code = token.padEnd(8, '0');
    return getCpv(code) ? code : null;
  }
  return null;
}

function nutsOfToken(token: string): string | null {
  return nutsBelowCountry.test(token) && getNuts(token) ? normalizeNutsCode(token) : null;
}

/**
 * The codes typed in a query, read as the CPV and NUTS filters read them, and the words left to search. A CPV code
 * of 8 digits (with or without its check digit) and a NUTS region code (AT13) are codes wherever they stand; a
 * shorter CPV stem (4523 for 45230000) only in a query of codes alone, where no number of another kind ("30 days")
 * can be meant. Only codes the lists know; words in quotes or after a minus stay words.
 */
export function codesInQuery(query: string): { codes: QueryCodes; rest: string } {
  const tokens = query.split(/\s+/u).filter((token) => token !== '');
  const isCode = (token: string) => cpvOfToken(token, true) !== null || nutsOfToken(token) !== null;
  const onlyCodes = tokens.some(isCode) && tokens.every((token) => isCode(token) || token.toUpperCase() === 'OR');
  const codes: QueryCodes = { cpv: [], nuts: [] };
  const rest: string[] = [];
  for (const token of tokens) {
    const cpv = cpvOfToken(token, onlyCodes);
    const nuts = cpv === null ? nutsOfToken(token) : null;
    if (cpv !== null) codes.cpv.push(cpv);
    else if (nuts !== null) codes.nuts.push(nuts);
    else if (!(onlyCodes && token.toUpperCase() === 'OR')) rest.push(token);
  }
  return { codes: { cpv: [...new Set(codes.cpv)], nuts: [...new Set(codes.nuts)] }, rest: rest.join(' ') };
}

export function resolveSearch(input: z.output<typeof searchParamsSchema>): TenderSearch {
  const typed = input.q?.trim() || null;
  // Searching the words as written (verbatim) reads no codes either.
  const read = typed && !input.verbatim ? codesInQuery(typed) : { codes: { cpv: [], nuts: [] }, rest: typed ?? '' };
  const query = read.rest || null;
  const noticeType = input.type ?? 'competition';
  const countries = input.country ?? [];
  return {
    query,
    countries: countries.includes(allCountriesCode) ? [] : countries,
    cpv: [...new Set([...(input.cpv ?? []), ...read.codes.cpv])].slice(0, 20),
    nuts: [...new Set([...(input.nuts ?? []), ...read.codes.nuts])].slice(0, 20),
    codesFromQuery: read.codes,
    noticeType,
    // "Open for submissions" is the default view of calls for competition; other stages have no deadline to meet.
    openOnly: input.open ?? noticeType === 'competition',
    procedureTypes: input.procedure ?? [],
    natures: input.nature ?? [],
    publishedFrom: input.published_from ?? null,
    publishedTo: input.published_to ?? null,
    deadlineFrom: input.deadline_from ?? null,
    deadlineTo: input.deadline_to ?? null,
    valueMin: input.value_min ?? null,
    valueMax: input.value_max ?? null,
    includeUnknownValue: input.unknown_value ?? true,
    buyer: input.buyer ?? null,
    buyerId: input.buyer_id ?? null,
    includeSamples: input.samples ?? true,
    correctSpelling: !(input.verbatim ?? false),
    acrossLanguages: !(input.same_language ?? false),
    sort: input.sort ?? (query ? 'relevance' : 'newest'),
    page: input.page ?? 1,
  };
}
