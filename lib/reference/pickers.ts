// The code pickers' data (CPV and NUTS, for the search filters and the tender form) behind one endpoint: a page
// of matches or one level of the CPV tree, so the browser fetches a few dozen labels instead of the whole list.
import { z } from 'zod';
import { jsonError } from '@/lib/http/json';
import {
  cpvLabel,
  cpvLevel,
  cpvParent,
  getCpv,
  listCpvCodes,
  normalizeCpvCode,
  searchCpv,
  type CpvCode,
} from './cpv.ts';
import { searchNuts } from './nuts.ts';

/** A chosen code with the label shown beside it. */
export interface CodeLabel {
  code: string;
  label: string;
}

export interface PickerOption extends CodeLabel {
  /** CPV: 1 = division … 7; NUTS: 0 = country … 3. */
  level: number;
  /** CPV only: whether the tree can open this code. */
  hasChildren?: boolean;
}

export const codeKinds = ['cpv', 'nuts'] as const;
export type CodeKind = (typeof codeKinds)[number];

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
    kind: z.literal('cpv'),
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
    kind: z.literal('nuts'),
    q: pickerText,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code such as AT')
      .optional(),
  })
  .strict();

const kindSchema = z.enum(codeKinds, `one of ${codeKinds.join(', ')}`);

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

/** Labels for codes already chosen (an edited tender's); an unlisted code keeps an empty label. */
export function cpvCodeLabels(codes: readonly string[]): CodeLabel[] {
  return codes.map((code) => ({ code, label: cpvLabel(code) ?? '' }));
}

/** NUTS regions matching a name or code, best first, optionally within one NUTS country. */
export function nutsSearchOptions({ q, country }: Pick<z.output<typeof nutsPickerQuerySchema>, 'q' | 'country'>) {
  return searchNuts(q, {
    limit: pickerResultLimit,
    country: country === undefined ? undefined : nutsCountryCode(country),
  }).map((region): PickerOption => ({ code: region.code, label: region.en, level: region.level }));
}

/** NUTS names Greece EL where ISO 3166 says GR; every other country uses its ISO code. */
export function nutsCountryCode(isoCountry: string): string {
  const code = isoCountry.trim().toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

function badParameter(parameter: string, reason: string): Response {
  return jsonError(400, 'invalid_parameter', `${parameter}: ${reason}`, { parameter, reason });
}

function firstIssue(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys') return badParameter(issue.keys[0] ?? '', 'unknown parameter');
  return badParameter(String(issue.path[0] ?? ''), issue.message);
}

/** The options a picker asked for with `kind` and that kind's parameters, or a 400 naming the bad parameter. */
export function codeOptions(
  params: URLSearchParams,
): { ok: true; items: PickerOption[] } | { ok: false; error: Response } {
  const kind = kindSchema.safeParse(params.get('kind') ?? undefined);
  if (!kind.success) return { ok: false, error: badParameter('kind', kind.error.issues[0]!.message) };
  const input = Object.fromEntries(params);
  if (kind.data === 'cpv') {
    const parsed = cpvPickerQuerySchema.safeParse(input);
    return parsed.success
      ? { ok: true, items: cpvPickerOptions(parsed.data) }
      : { ok: false, error: firstIssue(parsed.error) };
  }
  const parsed = nutsPickerQuerySchema.safeParse(input);
  return parsed.success
    ? { ok: true, items: nutsSearchOptions(parsed.data) }
    : { ok: false, error: firstIssue(parsed.error) };
}

/**
 * The endpoint's answer: the options as JSON, or 400 naming the bad parameter. Reference data changes only
 * with a release, so answers may be cached for an hour.
 */
export function codesResponse(params: URLSearchParams): Response {
  const result = codeOptions(params);
  if (!result.ok) return result.error;
  return Response.json({ items: result.items }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
