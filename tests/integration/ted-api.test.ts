// The TED Search API client against a stand-in server over real HTTP: ITERATION paging, back-off on 429,
// bounded retries on 5xx, timeouts and network errors, and TED's typed refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTedClient, noticeXmlUrl, type TedClient, type TedNotice } from '@/lib/ingest/ted-api/client';
import { TedQueryError, TedUnavailableError } from '@/lib/ingest/ted-api/errors';
import { startHttpServer } from '../fixtures/http-server';
import { startTedApiServer, type TedApiStandIn } from '../support/ted-api-server';

let ted: TedApiStandIn;
let client: TedClient;
/** The waits between attempts the clients asked for, in ms: recorded instead of slept. */
let waits: number[] = [];
const recordWait = async (ms: number) => {
  waits.push(ms);
};

const fields = ['publication-number', 'publication-date', 'links'];
const everyNotice = (limit: number) => ({
  query: 'publication-date >= 20230101 SORT BY publication-date ASC',
  fields,
  scope: 'ALL' as const,
  limit,
});

beforeAll(async () => {
  ted = await startTedApiServer();
  client = createTedClient({ baseUrl: ted.origin, retry: { baseDelayMs: 10, timeoutMs: 2_000 }, wait: recordWait });
});

beforeEach(() => {
  waits = [];
});

afterAll(async () => {
  await ted.close();
});

function searchesSince(start: number) {
  return ted.requests.slice(start).filter((r) => r === 'POST /v3/notices/search').length;
}

describe('TED search', () => {
  it('pages through an ITERATION search, handing back each iterationNextToken, oldest first', async () => {
    const seen: TedNotice[] = [];
    const firstSearch = ted.searches.length;
    for await (const page of client.pages(everyNotice(20))) {
      expect(page.totalNoticeCount).toBe(57);
      seen.push(...page.notices);
    }
    expect(seen.map((n) => n['publication-number']).sort()).toEqual(ted.notices.map((n) => n.publicationNumber).sort());
    const dates = seen.map((n) => n['publication-date'].slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    const bodies = ted.searches.slice(firstSearch);
    expect(bodies.map((b) => b.iterationNextToken)).toEqual([undefined, 'it-1', 'it-2']);
    expect(bodies.every((b) => b.paginationMode === 'ITERATION' && b.scope === 'ALL' && b.limit === 20)).toBe(true);
  });

  it('answers with the requested fields, and links.xml.MUL serves the notice XML', async () => {
    const page = await client.search({ ...everyNotice(1), query: 'publication-number = 622691-2023' });
    const notice = page.notices[0]!;
    expect(notice).toMatchObject({ 'publication-number': '622691-2023', 'publication-date': '2023-10-13Z' });
    const url = noticeXmlUrl(notice)!;
    expect(url).toBe(`${ted.origin}/en/notice/622691-2023/xml`);
    const xml = await client.noticeXml(url);
    expect(xml).toBe(ted.notices.find((n) => n.publicationNumber === '622691-2023')!.xml);
  });

  it('waits as long as a 429 asks (Retry-After), up to its longest wait, then succeeds', async () => {
    ted.fail('search', { status: 429, retryAfter: 1 });
    const start = ted.requests.length;
    const page = await client.search(everyNotice(5));
    expect(page.notices).toHaveLength(5);
    expect(waits).toEqual([1_000]);
    expect(searchesSince(start)).toBe(2);

    ted.fail('search', { status: 429, retryAfter: 120 });
    await client.search(everyNotice(5));
    expect(waits).toEqual([1_000, 60_000]);
  });

  it('retries 5xx answers after jittered, growing back-off, and succeeds once TED recovers', async () => {
    ted.fail('search', { status: 503 }, 2);
    const start = ted.requests.length;
    const page = await client.search(everyNotice(5));
    expect(page.notices).toHaveLength(5);
    expect(searchesSince(start)).toBe(3);
    // Full jitter: retry n waits anything up to baseDelayMs × 2^(n-1).
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeLessThanOrEqual(10);
    expect(waits[1]).toBeLessThanOrEqual(20);
  });

  it('gives up on an answer that does not come within the time limit and asks again', async () => {
    const patient = createTedClient({ baseUrl: ted.origin, retry: { timeoutMs: 100 }, wait: recordWait });
    ted.fail('xml:622691-2023', { hang: true });
    const start = ted.requests.length;
    const xml = await patient.noticeXml(`${ted.origin}/en/notice/622691-2023/xml`);
    expect(xml).toContain('622691-2023');
    expect(ted.requests.slice(start)).toEqual(['GET /en/notice/622691-2023/xml', 'GET /en/notice/622691-2023/xml']);
    expect(waits).toHaveLength(1);
  });

  it('stops after a bounded number of attempts with a clear error', async () => {
    const brief = createTedClient({ baseUrl: ted.origin, retry: { maxAttempts: 3 }, wait: recordWait });
    ted.fail('search', { status: 500 }, 3);
    const start = ted.requests.length;
    const failure = brief.search(everyNotice(5));
    await expect(failure).rejects.toBeInstanceOf(TedUnavailableError);
    await expect(failure).rejects.toThrow(
      `TED is unavailable: ${ted.origin}/v3/notices/search failed 3 times, last with HTTP 500.`,
    );
    expect(searchesSince(start)).toBe(3);
  });

  it('reports a network error once its retries run out', async () => {
    const closed = await startHttpServer();
    await closed.close();
    const nowhere = createTedClient({ baseUrl: closed.origin, retry: { maxAttempts: 2 }, wait: recordWait });
    await expect(nowhere.search(everyNotice(5))).rejects.toThrow(
      /failed 2 times, last with fetch failed: .*ECONNREFUSED/,
    );
  });
});

describe('TED refusals are typed and never retried', () => {
  async function refusal(request: Parameters<TedClient['search']>[0]): Promise<TedQueryError> {
    const start = ted.requests.length;
    const error = await client.search(request).catch((e: unknown) => e);
    expect(searchesSince(start)).toBe(1);
    expect(error).toBeInstanceOf(TedQueryError);
    return error as TedQueryError;
  }

  it('a query syntax error names where it is', async () => {
    const error = await refusal({ ...everyNotice(5), query: 'buyer-country IN (AUT AND publication-date >= 20230101' });
    expect(error.type).toBe('QUERY_SYNTAX_ERROR');
    expect(error.details.location).toMatchObject({ beginLine: 1 });
    expect(error.message).toMatch(/^TED rejected the query: syntax error at line 1, column \d+/);
  });

  it('an unknown field in the query is named', async () => {
    const error = await refusal({ ...everyNotice(5), query: 'buyer-countri IN (AUT)' });
    expect(error.type).toBe('QUERY_UNKNOWN_FIELD');
    expect(error.details.fieldName).toBe('buyer-countri');
    expect(error.message).toContain('TED rejected the query: unknown field "buyer-countri" at line 1, column 1-13');
  });

  it('an unknown field to return is named with its parameter', async () => {
    const error = await refusal({ ...everyNotice(5), fields: ['publication-number', 'no-such-field'] });
    expect(error.type).toBe('UNSUPPORTED_VALUE');
    expect(error.message).toContain('unsupported value "no-such-field" for parameter "fields"');
  });

  it('an expired iteration token says to run again', async () => {
    const pages = client.pages(everyNotice(20));
    await pages.next();
    ted.expireTokens();
    const error = await pages.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TedQueryError);
    expect((error as TedQueryError).type).toBe('EXPIRED_ITERATION_TOKEN');
    expect((error as TedQueryError).message).toContain('run the sync again to resume from its cursor');
  });
});
