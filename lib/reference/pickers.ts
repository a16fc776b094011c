// Small answers for the search page's CPV and NUTS pickers: a page of matches or one level of the CPV tree,
// so the browser fetches a few dozen labels instead of the 9,454-code list.
import { z } from 'zod';
import { jsonError } from '@/lib/http/json';
import { cpvLevel, cpvParent, getCpv, listCpvCodes, normalizeCpvCode, searchCpv, type CpvCode } from './cpv.ts';
import { searchNuts } from './nuts.ts';

export interface PickerOption {
  code: string;
  label: string;
  /** CPV: 1 = division … 7; NUTS: 0 = country … 3. */
  level: number;
  /** CPV only: whether the tree can open this code. */
  hasChildren?: boolean;
}

export const pickerResultLimit = 30;
const maxPickerQuery = 100;

const pickerText = z
  .string()
  .trim()
  .min(1, 'type at least 1 character')
  .max(maxPickerQuery, `at most ${maxPickerQuery} characters`);

/** `q` searches, `parent` opens one level of the tree, neither lists the divisions. */
export const cpvPickerQuerySchema = z
  .object({
    q: pickerText.optional(),
    parent: z
      .string()
      .refine((value) => getCpv(value) !== null, 'a listed CPV code such as 45000000')
      .optional(),
  })
  .strict()
  .refine((value) => value.q === undefined || value.parent === undefined, {
    message: 'give q or parent, not both',
    path: ['parent'],
  });

export const nutsPickerQuerySchema = z
  .object({
    q: pickerText,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code such as AT')
      .optional(),
  })
  .strict();

let cpvChildIndex: ReadonlyMap<string, readonly CpvCode[]> | undefined;

/** Each listed code's direct children, built once: the tree opens any node without scanning the list. */
function cpvChildren(): ReadonlyMap<string, readonly CpvCode[]> {
  if (!cpvChildIndex) {
    const children = new Map<string, CpvCode[]>();
    for (const entry of listCpvCodes()) {
      const parent = cpvParent(entry.code);
      const key = parent?.code ?? '';
      const list = children.get(key) ?? [];
      list.push(entry);
      children.set(key, list);
    }
    cpvChildIndex = children;
  }
  return cpvChildIndex;
}

function cpvOption(entry: CpvCode): PickerOption {
  return {
    code: entry.code,
    label: entry.en,
    level: cpvLevel(entry.code),
    hasChildren: (cpvChildren().get(entry.code)?.length ?? 0) > 0,
  };
}

/** The divisions (the tree's top level), in code order. */
export function cpvDivisionOptions(): PickerOption[] {
  return (cpvChildren().get('') ?? []).map(cpvOption);
}

/** The codes one level below `parent` (a listed code), in code order. */
export function cpvChildOptions(parent: string): PickerOption[] {
  const code = normalizeCpvCode(parent);
  return code === null ? [] : (cpvChildren().get(code) ?? []).map(cpvOption);
}

/** What the CPV picker asked for: matches of `q`, the children of `parent`, or the divisions. */
export function cpvPickerOptions(query: z.output<typeof cpvPickerQuerySchema>): PickerOption[] {
  if (query.q !== undefined) return cpvSearchOptions(query.q);
  if (query.parent !== undefined) return cpvChildOptions(query.parent);
  return cpvDivisionOptions();
}

/** CPV codes matching a label (English or German) or a code prefix, best first. */
export function cpvSearchOptions(query: string): PickerOption[] {
  return searchCpv(query, { limit: pickerResultLimit }).map(cpvOption);
}

/** NUTS regions matching a name or code, best first, optionally within one NUTS country. */
export function nutsSearchOptions({ q, country }: z.output<typeof nutsPickerQuerySchema>): PickerOption[] {
  return searchNuts(q, {
    limit: pickerResultLimit,
    country: country === undefined ? undefined : nutsCountryCode(country),
  }).map((region) => ({ code: region.code, label: region.en, level: region.level }));
}

/** NUTS names Greece EL where ISO 3166 says GR; every other country uses its ISO code. */
export function nutsCountryCode(isoCountry: string): string {
  const code = isoCountry.trim().toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

/**
 * A picker route's answer: the options as JSON, or 400 naming the bad parameter. Reference data changes only
 * with a release, so answers may be cached for an hour.
 */
export function pickerResponse<T>(
  schema: z.ZodType<T>,
  params: URLSearchParams,
  options: (query: T) => PickerOption[],
): Response {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const parameter = issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : String(issue.path[0] ?? '');
    const reason = issue.code === 'unrecognized_keys' ? 'unknown parameter' : issue.message;
    return jsonError(400, 'invalid_parameter', `${parameter}: ${reason}`, { parameter, reason });
  }
  return Response.json({ items: options(parsed.data) }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
