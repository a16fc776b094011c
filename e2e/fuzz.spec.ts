// 1,000 generated query strings against the search page and the search API of a running build, and generated paths
// of every route family with escapes that do not decode or decode to odd things: odd input may be refused (400 or 404)
// or ignored, never answered with a server error. The generator is seeded, so a failure names a query string or a
// path that fails again on the next run.
import { expect, test } from '@playwright/test';

const SEED = 25;
const QUERIES = 1000;
const CONCURRENCY = 4;

/** mulberry32: a small seeded generator, so every run sends the same queries. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const known = [
  'q',
  'country',
  'cpv',
  'nuts',
  'type',
  'open',
  'procedure',
  'nature',
  'published_from',
  'published_to',
  'deadline_from',
  'deadline_to',
  'value_min',
  'value_max',
  'unknown_value',
  'buyer',
  'samples',
  'sort',
  'page',
];
const unknown = [
  'utm_source',
  'fbclid',
  '__proto__',
  'constructor',
  'toString',
  'q[]',
  'q.x',
  '',
  '%00',
  '%FF',
  'a'.repeat(300),
];

// Already percent-encoded pieces: NUL and other control bytes, invalid UTF-8, a lone surrogate, broken escapes.
const rawPieces = [
  '%00',
  '%01',
  '%1F',
  '%7F',
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F',
  '%',
  '%G1',
  '%%',
  '%E2%80%AE',
];
const textPieces = [
  'road',
  'Straße',
  'école',
  'ÖBB',
  '東京',
  '🚧',
  "' OR 1=1 --",
  '"; drop table tenders; --',
  '!&|():*<->',
  'a & b | !c',
  '\\',
  '\\x00',
  '<script>alert(1)</script>',
  '${{}}',
  '..%2F..%2F',
  'NULL',
  'undefined',
  '   ',
  '-',
  ',',
  ',,,',
];
const numbers = [
  '0',
  '-0',
  '1',
  '-1',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  '99999999999999999999',
  '1.5',
  '',
  ' 3 ',
];
const dates = [
  '2024-02-30',
  '2024-13-01',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  '1970-01-01',
  '2024-02-29',
  '2023-02-29',
];
const codes = ['AT', 'at', 'EU', 'XX', 'AT13', 'AT1', '45000000', '45000000-7', '4500000', '99999999', 'ZZZZ'];
const enums = ['competition', 'planning', 'result', 'all', 'open', 'works', 'relevance', 'value', 'true', '1', 'yes'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function encodedText(random: () => number): string {
  return encodeURIComponent(pick(random, textPieces));
}

function value(random: () => number): string {
  const kind = Math.floor(random() * 10);
  switch (kind) {
    case 0:
      return pick(random, rawPieces);
    case 1:
      return `${encodedText(random)}${pick(random, rawPieces)}${encodedText(random)}`;
    case 2:
      return pick(random, numbers).replace(/ /g, '%20');
    case 3:
      return pick(random, dates).replace(/\+/g, '%2B');
    case 4:
      return Array.from({ length: 1 + Math.floor(random() * 30) }, () => pick(random, codes)).join(',');
    case 5:
      return pick(random, enums);
    case 6:
      // Huge values: past the 200-character limit of q, and up to several kilobytes.
      return encodedText(random).repeat(1 + Math.floor(random() * 400));
    case 7:
      return `a${'%00'.repeat(1 + Math.floor(random() * 5))}`;
    case 8:
      return '';
    default:
      return encodedText(random);
  }
}

function queryString(random: () => number): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const key = random() < 0.85 ? pick(random, known) : encodeURIComponent(pick(random, unknown));
    // Repeated keys: some parameters may be given once only.
    const repeats = random() < 0.15 ? 2 + Math.floor(random() * 3) : 1;
    for (let r = 0; r < repeats; r++) parts.push(random() < 0.05 ? key : `${key}=${value(random)}`);
  }
  return parts.join('&');
}

test('1,000 generated query strings get no 5xx from /tenders and /api/tenders', async ({ request }) => {
  test.setTimeout(600_000);
  const random = generator(SEED);
  const urls = Array.from(
    { length: QUERIES },
    (_, i) => `${i % 2 === 0 ? '/tenders' : '/api/tenders'}?${queryString(random)}`,
  );
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      if (response.status() >= 500) failures.push(`${response.status()} ${url.slice(0, 300)}`);
      await response.dispose();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures, `${failures.length} of ${QUERIES} answered 5xx`).toEqual([]);
});

// Path segments of every route family, `{}` where a generated piece goes.
const pathFamilies = [
  '/api/tenders/{}',
  '/api/tenders/{}/documents',
  '/api/tenders/{}/documents/search?q=road',
  '/api/tenders/{}/documents/fetch',
  '/api/tenders/{}/analysis',
  '/api/tenders/{}/analysis/chat',
  '/api/jobs/{}',
  '/api/codes/{}',
  '/api/{}',
  '/companies/{}',
  '/api/buyers/{}',
  '/api/stats/awards?cpv={}&country=DE',
  '/buyers/{}',
  '/awards?cpv={}&country=DE',
  '/tenders/{}',
  '/tenders/{}/analyze',
  '/tenders/{}/analyze/{}',
  '/tenders/{}/analyze/analysis-markdown',
  '/tenders/{}/subcontractors',
  '/tenders/{}/edit',
  '/tenders/{}/documents/{}',
  '/tenders/{}/documents/{}/file',
  '/tenders/{}/opengraph-image',
  '/alerts/{}',
  '/alerts/{}/edit',
  '/blog/{}',
  '/blog/{}/{}',
  '/sitemaps/tenders/{}',
  '/sitemaps/companies/{}',
  '/sitemaps/buyers/{}',
  '/dev/mail/{}',
  '/storage/v1/object/tender-documents/{}',
  '/storage/v1/object/sign/tender-documents/{}',
  '/storage/v1/object/info/tender-documents/{}',
  '/storage/v1/bucket/{}',
  '/auth/v1/{}',
  '/auth/v1/admin/users/{}',
  '/v1/customers/{}',
  '/stripe-test/checkout/{}',
  '/{}',
];
// Escapes that cannot decode: bytes that start no UTF-8 character, surrogates, overlong forms, cut-off escapes.
const undecodable = [
  '%ff',
  '%FE',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%C3%28',
  '%E2%82',
  '%F0%9F',
  '%',
  '%zz',
  '%F',
  '%%',
];
// Escapes that decode, to odd things: NUL, an escaped percent sign, slashes, dots, a non-ASCII letter, a BOM.
const decodable = ['%00', '%25ff', '%2F', '%2E%2E', '%5C', '%C3%B6', '%EF%BB%BF', '%F4%8F%BF%BF', '%0A', '%20'];
const tenderIds = ['0123456789abcdef', '612681-2024', 'x'];

/** A generated piece of a path: a tender id, or a word with an escape of `pieces` inside. */
function pathPiece(random: () => number, pieces: readonly string[]): string {
  const word = pick(random, ['road', 'x', ...tenderIds]);
  return random() < 0.5 ? `${word}${pick(random, pieces)}` : `${pick(random, pieces)}${word}`;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

test('malformed percent-encoding in any path answers 400 or 404, and odd but valid escapes no 5xx', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const random = generator(SEED + 1);
  const urls: { url: string; method: 'GET' | 'POST' }[] = [];
  for (const family of pathFamilies) {
    for (let i = 0; i < 16; i++) {
      // The first piece decides: malformed in half the paths; the others get an odd escape that decodes, or an id.
      let first = true;
      const url = family.replace(/\{\}/g, () => {
        const piece = first && i % 2 === 0 ? pathPiece(random, undecodable) : pathPiece(random, decodable);
        first = false;
        return piece;
      });
      urls.push({ url, method: random() < 0.3 ? 'POST' : 'GET' });
    }
  }
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < urls.length) {
      const { url, method } = urls[next++]!;
      const response = await request.fetch(url, { method, maxRedirects: 0, failOnStatusCode: false });
      const status = response.status();
      const malformed = !decodes(url.split('?')[0]!);
      if (status >= 500 || (malformed && status !== 400 && status !== 404)) {
        failures.push(`${status} ${method} ${url}`);
      }
      await response.dispose();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures, `${failures.length} of ${urls.length} paths answered wrongly`).toEqual([]);
});
