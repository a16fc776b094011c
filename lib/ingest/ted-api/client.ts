// The TED Search API v3 client: expert-query search with ITERATION pagination, and each notice's eForms XML.
// Shapes follow TED's OpenAPI spec (POST /v3/notices/search); answers are validated, not trusted.
import { z } from 'zod';
import { TedQueryError, TedResponseError, type TedQueryErrorType } from './errors';
import { defaultRetryPolicy, RetryableResponseError, requestWithRetry, type RetryPolicy, type Wait } from './http';

export type TedSearchScope = 'ACTIVE' | 'LATEST' | 'ALL';

export interface TedSearchRequest {
  /** An expert query, e.g. `buyer-country IN (AUT) AND publication-date >= 20261101 SORT BY publication-date ASC`. */
  readonly query: string;
  readonly fields: readonly string[];
  readonly scope: TedSearchScope;
  /** Notices per page: at most 250, and fields × limit at most 10,000. */
  readonly limit: number;
}

const noticeSchema = z.looseObject({
  'publication-number': z.string().regex(/^\d+-\d{4}$/),
  /** A date with its zone, e.g. `2026-07-10+02:00`. */
  'publication-date': z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  links: z.looseObject({ xml: z.record(z.string(), z.string()).optional() }).optional(),
});

export type TedNotice = z.infer<typeof noticeSchema>;

const pageSchema = z.object({
  notices: z.array(noticeSchema),
  totalNoticeCount: z.number().int().nonnegative().optional(),
  iterationNextToken: z.string().nullish(),
  timedOut: z.boolean().optional(),
});

export type TedSearchPage = z.infer<typeof pageSchema>;

const errorDetailsSchema = z.looseObject({
  type: z.string().optional(),
  message: z.string().optional(),
  location: z
    .object({
      beginLine: z.number().optional(),
      beginColumn: z.number().optional(),
      endLine: z.number().optional(),
      endColumn: z.number().optional(),
    })
    .optional(),
  fieldName: z.string().optional(),
  fieldValue: z.string().optional(),
  parameterName: z.string().optional(),
  unsupportedValue: z.string().optional(),
});

// TED sends either the details alone or `{ message, error: details }` (its ErrorResponse schema).
const errorBodySchema = errorDetailsSchema.extend({ error: errorDetailsSchema.optional() });

const knownErrorTypes = new Set<string>([
  'QUERY_SYNTAX_ERROR',
  'QUERY_INVALID_FIELD_FORMAT',
  'QUERY_UNKNOWN_FIELD',
  'QUERY_UNSUPPORTED_FIELD_OPERATION',
  'QUERY_UNSUPPORTED_FIELD_VALUE',
  'UNSUPPORTED_VALUE',
  'EXPIRED_ITERATION_TOKEN',
  'INVALID_ITERATION_TOKEN',
]);

function queryErrorFrom(text: string): TedQueryError {
  let parsed: z.infer<typeof errorBodySchema> | null = null;
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) parsed = body.data;
  } catch {
    // Not JSON: keep TED's text as the detail below.
  }
  const details = parsed?.error ?? parsed;
  const type =
    details?.type !== undefined && knownErrorTypes.has(details.type) ? (details.type as TedQueryErrorType) : 'UNKNOWN';
  return new TedQueryError({
    type,
    detail: parsed?.message ?? details?.message ?? (parsed ? undefined : text.slice(0, 300) || undefined),
    location: details?.location,
    fieldName: details?.fieldName ?? details?.parameterName,
    value: details?.fieldValue ?? details?.unsupportedValue,
  });
}

async function readSearchPage(response: Response): Promise<TedSearchPage> {
  const text = await response.text();
  if (response.status === 400) throw queryErrorFrom(text);
  if (!response.ok) throw new TedResponseError(`TED search answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TedResponseError(`TED search answered something that is not JSON: ${text.slice(0, 120)}`);
  }
  const page = pageSchema.safeParse(json);
  if (!page.success)
    throw new TedResponseError(`TED search answered an unexpected shape: ${z.prettifyError(page.error)}`);
  // A timed-out search may have left notices out: ask again rather than skip them.
  if (page.data.timedOut) throw new RetryableResponseError('the search timed out on TED');
  return page.data;
}

async function readNoticeXml(response: Response): Promise<string> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new TedResponseError(`TED answered HTTP ${response.status} for ${response.url}`);
  }
  return response.text();
}

/** The notice's full eForms XML (`links.xml.MUL`), or null when TED lists none. */
export function noticeXmlUrl(notice: TedNotice): string | null {
  return notice.links?.xml?.MUL ?? null;
}

export interface TedClientOptions {
  /** TED_API_URL, e.g. https://api.ted.europa.eu. */
  readonly baseUrl: string;
  readonly retry?: Partial<RetryPolicy>;
  /** How to wait between attempts (default: a timer); tests pass one that records the waits instead. */
  readonly wait?: Wait;
}

export interface TedClient {
  /** One page; pass the previous page's `iterationNextToken` for the next one. */
  search(request: TedSearchRequest, iterationNextToken?: string): Promise<TedSearchPage>;
  /** Every page of an ITERATION search, in order. */
  pages(request: TedSearchRequest): AsyncGenerator<TedSearchPage>;
  /** Downloads a notice's eForms XML; `signal` cancels it, retries included. */
  noticeXml(url: string, signal?: AbortSignal): Promise<string>;
}

export function createTedClient(options: TedClientOptions): TedClient {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const searchUrl = new URL('/v3/notices/search', options.baseUrl).toString();
  const headers = { 'user-agent': 'Tenderscope (TED notice sync)' };

  const search = (request: TedSearchRequest, iterationNextToken?: string) =>
    requestWithRetry(
      searchUrl,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...request,
          paginationMode: 'ITERATION',
          ...(iterationNextToken ? { iterationNextToken } : {}),
        }),
      },
      policy,
      readSearchPage,
      options.wait,
    );

  return {
    search,
    async *pages(request) {
      let token: string | undefined;
      for (;;) {
        const page = await search(request, token);
        yield page;
        if (page.notices.length === 0 || !page.iterationNextToken) return;
        token = page.iterationNextToken;
      }
    },
    noticeXml: (url, signal) =>
      requestWithRetry(
        url,
        { headers: { ...headers, accept: 'application/xml' }, signal },
        policy,
        readNoticeXml,
        options.wait,
      ),
  };
}
