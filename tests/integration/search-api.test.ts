// GET /api/tenders: the JSON shape, and 1,000 random and hostile inputs that must each answer 200 or 400.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

async function get(query: string): Promise<Response> {
  const { GET } = await import('@/app/api/tenders/route');
  const request = new Request(`http://localhost/api/tenders?${query}`);
  return runInRequestScope(request, () => GET(request));
}

beforeAll(async () => {
  await importFiles(await getDb(), await expandInputs(['lib/ingest/samples/ted-real-notices']));
});

describe('GET /api/tenders', () => {
  it('answers the results with the stored-form field names, total, page and facets', async () => {
    const response = await get('type=all&open=false&country=AT');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: expect.any(Number), total_is_exact: true, page: 1, facets_are_exact: true });
    expect(body.total).toBeGreaterThan(0);
    expect(body.items[0]).toMatchObject({ country_code: 'AT', id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    for (const key of [
      'url',
      'language_code',
      'title',
      'cpv_code',
      'publish_date',
      'deadline_date',
      'contracting_authority_name',
      'estimate_euro_value',
      'lots_details',
    ]) {
      expect(body.items[0]).toHaveProperty(key);
    }
    expect(body.facets.country).toEqual([{ value: 'AT', count: body.total }]);
  });

  it('says which query the results are for when it corrected a misspelling, and corrects nothing verbatim', async () => {
    const corrected = await (await get('q=Rabatvereinbarungen&type=all&open=false')).json();
    expect(corrected).toMatchObject({ corrected_query: 'rabattvereinbarungen', total: 1 });
    expect(corrected.items[0].title).toContain('Rabattvereinbarungen');
    const verbatim = await (await get('q=Rabatvereinbarungen&type=all&open=false&verbatim=true')).json();
    expect(verbatim).toMatchObject({ corrected_query: null, total: 0, items: [] });
    expect(await (await get('q=Rabattvereinbarungen&type=all&open=false')).json()).toMatchObject({
      corrected_query: null,
      total: 1,
    });
    expect((await get('q=x&verbatim=perhaps')).status).toBe(400);
  });

  it('names the bad parameter and the reason in a 400', async () => {
    const response = await get('page=9999');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_parameter', message: 'page: at most 500', parameter: 'page', reason: 'at most 500' },
    });
  });

  it('answers 1,000 random and hostile inputs with 200 or 400, never anything else', async () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const keys = [
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
      'x',
      '__proto__',
      'constructor',
      '',
    ];
    const values = [
      '',
      ' ',
      'AT',
      'EU',
      'at,de,xx',
      '45000000',
      '45000000-7',
      '4500',
      'AT13',
      'competition',
      'all',
      'true',
      '0',
      '1',
      '-1',
      '1e308',
      '9'.repeat(400),
      'NaN',
      'Infinity',
      '-0',
      '2026-02-30',
      '2026-11-22',
      '0000-00-00',
      "'; DROP TABLE app.tenders; --",
      '" OR 1=1 --',
      "\\'",
      '%',
      '_',
      '%_%\\',
      '<script>alert(1)</script>',
      'Straße',
      'stavebné',
      '東京',
      '🙂🙂',
      '\u0000',
      '\u0007\u001b[2J',
      '\ud800',
      'a'.repeat(5000),
      '"unclosed phrase',
      '-',
      '--',
      'OR OR OR',
      '-road -bridge',
      '""',
      '!(&|)',
      ':*',
      'road:*',
      'relevance',
      'value',
      'deadline',
      '500',
      '501',
      '20.5',
      '0x10',
      ' 3 ',
      '+1',
      '１２',
    ];
    // Half the time a value that is valid for its key, so searches run too, not only rejections.
    const valid: Record<string, readonly string[]> = {
      q: ['road', 'Straße', '"bridge repair"', 'road -bridge', 'laptops OR mobilier', 'stavebne'],
      country: ['AT', 'EU', 'de,at'],
      cpv: ['45000000', '90911200-8'],
      nuts: ['AT13', 'IE0'],
      type: ['all', 'result', 'planning'],
      open: ['true', 'false'],
      procedure: ['open'],
      nature: ['works'],
      published_from: ['2024-01-01'],
      published_to: ['2026-12-31'],
      deadline_from: ['2023-01-01'],
      deadline_to: ['2027-01-01'],
      value_min: ['1000'],
      value_max: ['99999999'],
      unknown_value: ['false'],
      buyer: ['wien', 'Stadt'],
      samples: ['false'],
      sort: ['value', 'deadline', 'newest', 'relevance'],
      page: ['1', '2', '500'],
    };
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const params = new URLSearchParams();
      const count = 1 + Math.floor(random() * 4);
      for (let j = 0; j < count; j++) {
        const key = pick(keys);
        const hostile = random() < 0.15 ? pick(values) + pick(values) : pick(values);
        params.append(key, valid[key] && random() < 0.6 ? pick(valid[key]) : hostile);
      }
      const response = await get(params.toString());
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 200 && response.status !== 400)
        throw new Error(`${params.toString()} answered ${response.status}: ${await response.text()}`);
      if (response.status === 400) expect((await response.json()).error.parameter).toEqual(expect.any(String));
    }
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect(statuses.get(400)).toBeGreaterThan(50);
  }, 240_000);
});
