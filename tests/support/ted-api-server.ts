// A stand-in for the TED Search API over real HTTP: POST /v3/notices/search with a small expert-query language,
// ITERATION tokens and TED's error shapes (from its OpenAPI spec), and each notice's eForms XML at its `links.xml.MUL`,
// served from the repository's real TED notices. Tests script 429s, 500s and answers that never come.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEformsNotice } from '@/lib/ingest/eforms';
import { getCountry } from '@/lib/reference/countries';
import { startHttpServer } from '@/tests/fixtures/http-server';

export const realNoticesDir = 'lib/ingest/samples/ted-real-notices';

export interface ServedNotice {
  /** TED's short form, e.g. `622691-2023`. */
  readonly publicationNumber: string;
  /** As the API sends it, with its zone: `2023-10-13+02:00`. */
  readonly publicationDate: string;
  /** ISO 3166-1 alpha-3, as TED's `buyer-country`. */
  readonly buyerCountry: string;
  readonly file: string;
  readonly xml: string;
}

/** One scripted answer: an HTTP error (with Retry-After for 429), or none at all until the client gives up. */
export type Fault = { readonly status: number; readonly retryAfter?: number } | { readonly hang: true };

/** What a fault applies to: any search, any XML download, or one notice's XML (`xml:622691-2023`). */
export type FaultTarget = 'search' | 'xml' | `xml:${string}`;

export interface SearchBody {
  query?: unknown;
  fields?: unknown;
  scope?: unknown;
  limit?: unknown;
  page?: unknown;
  paginationMode?: unknown;
  iterationNextToken?: unknown;
}

export interface TedApiStandIn {
  readonly origin: string;
  readonly notices: readonly ServedNotice[];
  /** Every request, as "METHOD /path". */
  readonly requests: string[];
  /** Every search body received, in order. */
  readonly searches: SearchBody[];
  /** Answers the next `times` requests of the target with the fault, then normally again. */
  fail(target: FaultTarget, fault: Fault, times?: number): void;
  /** Drops the faults not yet answered. */
  clearFaults(): void;
  /** Every iteration token handed out so far answers EXPIRED_ITERATION_TOKEN from now on. */
  expireTokens(): void;
  close(): Promise<void>;
}

// The fields this stand-in can answer; TED refuses fields it does not know the same way.
const answerableFields = new Set(['publication-number', 'publication-date', 'buyer-country', 'links']);
const queryFields = new Set(['buyer-country', 'publication-date', 'publication-number']);

async function loadNotices(dir: string): Promise<ServedNotice[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.xml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const xml = await readFile(join(dir, file), 'utf8');
      const parsed = parseEformsNotice(xml);
      if (!parsed.ok || parsed.notice.publicationNumber === null) throw new Error(`${file} is not a published notice`);
      const publicationDate = /<efbc:PublicationDate>([^<]+)</.exec(xml)?.[1] ?? `${parsed.notice.publishDate}Z`;
      const buyerCountry = getCountry(parsed.notice.countryCode)?.iso3;
      if (!buyerCountry) throw new Error(`${file}: unknown country ${parsed.notice.countryCode}`);
      return { publicationNumber: parsed.notice.publicationNumber, publicationDate, buyerCountry, file, xml };
    }),
  );
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A 400 in TED's ErrorResponse form: a message and the typed details. */
function badRequest(message: string, error: Record<string, unknown>): Response {
  return json(400, { message, error });
}

type Condition = (notice: ServedNotice) => boolean;
interface Query {
  readonly conditions: Condition[];
  readonly sort: { field: string; descending: boolean } | null;
}

interface Token {
  readonly text: string;
  /** 1-based, as TED's QueryLocation. */
  readonly column: number;
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(>=|<=|[()=<>]|[^\s()=<>]+)/gy;
  for (let match = pattern.exec(query); match !== null && match[1]; match = pattern.exec(query)) {
    tokens.push({ text: match[1], column: match.index + match[0].length - match[1].length + 1 });
  }
  return tokens;
}

class QueryProblem extends Error {
  constructor(readonly response: Response) {
    super('query problem');
  }
}

function syntaxError(token: Token | undefined, query: string): QueryProblem {
  const column = token?.column ?? query.length + 1;
  const location = { beginLine: 1, beginColumn: column, endLine: 1, endColumn: column + (token?.text.length ?? 1) - 1 };
  return new QueryProblem(
    badRequest(`Syntax error in the query at line 1, column ${column}`, { type: 'QUERY_SYNTAX_ERROR', location }),
  );
}

function fieldOf(token: Token | undefined, query: string): string {
  if (!token || !/^[a-z][a-z0-9-]*$/i.test(token.text)) throw syntaxError(token, query);
  if (!queryFields.has(token.text)) {
    const location = {
      beginLine: 1,
      beginColumn: token.column,
      endLine: 1,
      endColumn: token.column + token.text.length - 1,
    };
    throw new QueryProblem(
      badRequest(`Unknown field '${token.text}'`, { type: 'QUERY_UNKNOWN_FIELD', location, fieldName: token.text }),
    );
  }
  return token.text;
}

/** `622691-2023` as `202300622691`, which sorts as TED numbers count: by year, then number. */
function publicationKey(publicationNumber: string): string {
  const [number, year] = publicationNumber.split('-');
  return `${year ?? ''}${(number ?? '').padStart(8, '0')}`;
}

/** The value a notice has for a query field, in a form that compares as the field's order. */
function valueOf(notice: ServedNotice, field: string): string {
  if (field === 'buyer-country') return notice.buyerCountry;
  if (field === 'publication-date') return notice.publicationDate.slice(0, 10).replaceAll('-', '');
  return publicationKey(notice.publicationNumber);
}

/** `field IN (a b)`, `field >= value` (also <=, =, >, <) joined by AND, then an optional `SORT BY field ASC|DESC`. */
function parseQuery(query: string): Query {
  const tokens = tokenize(query);
  let position = 0;
  const next = () => tokens[position++];
  const conditions: Condition[] = [];
  let sort: Query['sort'] = null;
  while (position < tokens.length) {
    const first = tokens[position];
    if (first?.text.toUpperCase() === 'SORT') {
      next();
      if (next()?.text.toUpperCase() !== 'BY') throw syntaxError(tokens[position - 1], query);
      const field = fieldOf(next(), query);
      const direction = next();
      if (direction && !['ASC', 'DESC'].includes(direction.text.toUpperCase())) throw syntaxError(direction, query);
      sort = { field, descending: direction?.text.toUpperCase() === 'DESC' };
      if (position < tokens.length) throw syntaxError(tokens[position], query);
      break;
    }
    if (conditions.length > 0 && next()?.text.toUpperCase() !== 'AND') throw syntaxError(tokens[position - 1], query);
    const field = fieldOf(next(), query);
    const operator = next();
    if (operator?.text.toUpperCase() === 'IN') {
      if (next()?.text !== '(') throw syntaxError(tokens[position - 1], query);
      const values = new Set<string>();
      for (let token = next(); token?.text !== ')'; token = next()) {
        if (!token || token.text === '(') throw syntaxError(token, query);
        values.add(token.text.toUpperCase());
      }
      conditions.push((notice) => values.has(valueOf(notice, field)));
      continue;
    }
    const value = next();
    if (!operator || !['>=', '<=', '=', '>', '<'].includes(operator.text) || !value)
      throw syntaxError(operator ?? value, query);
    const wanted = field === 'publication-number' ? publicationKey(value.text) : value.text;
    const compare = (notice: ServedNotice) => valueOf(notice, field).localeCompare(wanted);
    const tests: Record<string, (order: number) => boolean> = {
      '>=': (o) => o >= 0,
      '<=': (o) => o <= 0,
      '=': (o) => o === 0,
      '>': (o) => o > 0,
      '<': (o) => o < 0,
    };
    conditions.push((notice) => tests[operator.text]!(compare(notice)));
  }
  return { conditions, sort };
}

export async function startTedApiServer(dir = realNoticesDir): Promise<TedApiStandIn> {
  const notices = await loadNotices(dir);
  const byNumber = new Map(notices.map((notice) => [notice.publicationNumber, notice]));
  const server = await startHttpServer();
  const faults = new Map<FaultTarget, Fault[]>();
  const tokens = new Map<string, { search: string; offset: number; expired: boolean }>();
  const searches: SearchBody[] = [];
  let tokenCount = 0;

  /** The next scripted fault for these targets (most specific first), as a response; null: answer normally. */
  async function scripted(targets: FaultTarget[], request: Request): Promise<Response | null> {
    for (const target of targets) {
      const fault = faults.get(target)?.shift();
      if (!fault) continue;
      if ('hang' in fault) {
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
        return new Response(null, { status: 499 });
      }
      const headers = fault.retryAfter === undefined ? undefined : { 'retry-after': String(fault.retryAfter) };
      return new Response(`scripted ${fault.status}`, { status: fault.status, headers });
    }
    return null;
  }

  function noticeObject(notice: ServedNotice, fields: readonly string[]): Record<string, unknown> {
    const number = notice.publicationNumber;
    const all: Record<string, unknown> = {
      'publication-number': number,
      'publication-date': notice.publicationDate,
      'buyer-country': [notice.buyerCountry],
      links: {
        xml: { MUL: `${server.origin}/en/notice/${number}/xml` },
        pdf: { ENG: `${server.origin}/en/notice/${number}/pdf` },
        html: { ENG: `${server.origin}/en/notice/-/detail/${number}` },
      },
    };
    return Object.fromEntries(fields.map((field) => [field, all[field]]));
  }

  async function search(request: Request): Promise<Response> {
    const fault = await scripted(['search'], request);
    if (fault) return fault;
    const body = (await request.json()) as SearchBody;
    searches.push(body);
    const fields = Array.isArray(body.fields) ? body.fields.map(String) : [];
    const unknownField = fields.find((field) => !answerableFields.has(field));
    if (unknownField !== undefined) {
      return badRequest(`Unsupported value '${unknownField}' for parameter 'fields'`, {
        type: 'UNSUPPORTED_VALUE',
        parameterName: 'fields',
        unsupportedValue: unknownField,
      });
    }
    const limit = typeof body.limit === 'number' ? body.limit : 10;
    if (limit > 250 || limit * fields.length > 10_000) {
      return badRequest(`Unsupported value '${limit}' for parameter 'limit'`, {
        type: 'UNSUPPORTED_VALUE',
        parameterName: 'limit',
        unsupportedValue: String(limit),
      });
    }
    if (typeof body.query !== 'string' || body.query.trim() === '') return syntaxError(undefined, '').response;

    let query: Query;
    try {
      query = parseQuery(body.query);
    } catch (error) {
      if (error instanceof QueryProblem) return error.response;
      throw error;
    }
    // Every notice served counts as active; LATEST is the newest publication day.
    let matching = notices.filter((notice) => query.conditions.every((test) => test(notice)));
    if (body.scope === 'LATEST') {
      const newest = notices
        .map((n) => valueOf(n, 'publication-date'))
        .sort()
        .at(-1);
      matching = matching.filter((notice) => valueOf(notice, 'publication-date') === newest);
    }
    if (query.sort) {
      const { field, descending } = query.sort;
      matching.sort((a, b) => valueOf(a, field).localeCompare(valueOf(b, field)) * (descending ? -1 : 1));
    }

    const searchKey = JSON.stringify([body.query, body.scope, fields, limit]);
    let offset = 0;
    if (body.paginationMode === 'ITERATION' && body.iterationNextToken !== undefined) {
      const token = tokens.get(String(body.iterationNextToken));
      if (!token || token.search !== searchKey)
        return badRequest('Invalid iteration token', { type: 'INVALID_ITERATION_TOKEN' });
      if (token.expired) return badRequest('The iteration token has expired', { type: 'EXPIRED_ITERATION_TOKEN' });
      offset = token.offset;
    } else if (body.paginationMode !== 'ITERATION') {
      offset = ((typeof body.page === 'number' ? body.page : 1) - 1) * limit;
    }
    const page = matching.slice(offset, offset + limit);
    let iterationNextToken: string | null = null;
    if (body.paginationMode === 'ITERATION' && offset + limit < matching.length) {
      iterationNextToken = `it-${++tokenCount}`;
      tokens.set(iterationNextToken, { search: searchKey, offset: offset + limit, expired: false });
    }
    return json(200, {
      notices: page.map((notice) => noticeObject(notice, fields)),
      totalNoticeCount: matching.length,
      iterationNextToken,
      timedOut: false,
    });
  }

  async function noticeXml(request: Request): Promise<Response> {
    const number = /^\/en\/notice\/([^/]+)\/xml$/.exec(new URL(request.url).pathname)?.[1] ?? '';
    const fault = await scripted([`xml:${number}`, 'xml'], request);
    if (fault) return fault;
    const notice = byNumber.get(number);
    if (!notice) return new Response('Not found', { status: 404 });
    return new Response(notice.xml, { headers: { 'content-type': 'application/xml' } });
  }

  server.route('/v3/notices/search', (request) =>
    request.method === 'POST' ? search(request) : Promise.resolve(new Response('Method not allowed', { status: 405 })),
  );
  server.route('/en/notice/', noticeXml);

  return {
    origin: server.origin,
    notices,
    requests: server.requests,
    searches,
    fail(target, fault, times = 1) {
      faults.set(target, [...(faults.get(target) ?? []), ...Array.from({ length: times }, () => fault)]);
    },
    clearFaults() {
      faults.clear();
    },
    expireTokens() {
      for (const token of tokens.values()) token.expired = true;
    },
    close: () => server.close(),
  };
}
