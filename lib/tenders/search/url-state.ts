// The search page's URL state as nuqs parsers: one per parameter of the search schema, keyed and typed by it.
// They only read and write the URL; the server validates every value with the schema itself
// (lib/tenders/search/params.ts), which stays out of the browser bundle because it carries the CPV and NUTS lists.
import { createMultiParser, parseAsBoolean, parseAsFloat, parseAsInteger, parseAsString } from 'nuqs/server';
import type { SearchParamsInput } from '@/lib/tenders/search/params';

/**
 * A list parameter, read from repeated keys or comma-separated values as the schema allows, written as repeated keys.
 */
const parseAsList = createMultiParser<string[]>({
  parse: (values) =>
    values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== ''),
  serialize: (values) => values,
  // By value, so an emptied list equals the default and leaves the URL rather than staying as `key=`.
  eq: (a, b) => a.length === b.length && a.every((value, index) => value === b[index]),
}).withDefault([]);

export const searchUrlParsers = {
  q: parseAsString,
  country: parseAsList,
  cpv: parseAsList,
  nuts: parseAsList,
  type: parseAsString,
  open: parseAsBoolean,
  nature: parseAsList,
  published_from: parseAsString,
  published_to: parseAsString,
  deadline_from: parseAsString,
  deadline_to: parseAsString,
  value_min: parseAsFloat,
  value_max: parseAsFloat,
  sort: parseAsString,
  verbatim: parseAsBoolean,
  same_language: parseAsBoolean,
  page: parseAsInteger,
} satisfies Partial<Record<keyof SearchParamsInput, unknown>>;

export type SearchUrlKey = keyof typeof searchUrlParsers;
