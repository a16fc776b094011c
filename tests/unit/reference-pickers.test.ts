// The code pickers' data and GET /api/codes: small answers, the CPV tree one level at a time, cacheable answers,
// and 400 naming the parameter for bad input.
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/codes/route';
import {
  cpvChildOptions,
  cpvCodeLabels,
  cpvDivisionOptions,
  cpvSearchOptions,
  nutsSearchOptions,
  pickerResultLimit,
} from '@/lib/reference/pickers';

async function get(query: string) {
  const response = GET(new Request(`http://localhost/api/codes${query}`));
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

const codes = (options: readonly { code: string }[]) => options.map((option) => option.code);

describe('CPV picker data', () => {
  it('lists the 45 divisions as the top of the tree, each with codes below it', () => {
    const divisions = cpvDivisionOptions();
    expect(divisions).toHaveLength(45);
    expect(divisions.every((d) => d.level === 1 && d.code.endsWith('000000') && d.hasChildren)).toBe(true);
    expect(divisions.find((d) => d.code === '45000000')?.label).toBe('Construction work');
  });

  it('opens one level at a time: the children of a division are its groups', () => {
    const groups = cpvChildOptions('45000000');
    expect(groups.length).toBeGreaterThan(3);
    expect(groups.every((g) => g.code.startsWith('45') && g.level === 2)).toBe(true);
    expect(codes(groups)).toContain('45200000');
    // A leaf has nothing below it.
    expect(codes(cpvChildOptions('45233140'))).toContain('45233141');
    expect(cpvChildOptions('45233141')).toEqual([]);
  });

  it('finds codes by English or German label and by code prefix, at most a page of them', () => {
    expect(codes(cpvSearchOptions('cleaning services'))).toContain('90910000');
    expect(codes(cpvSearchOptions('Reinigungsdienste'))).toContain('90910000');
    expect(codes(cpvSearchOptions('strassenarbeiten'))).toContain('45233140');
    expect(cpvSearchOptions('4523314')[0]).toMatchObject({ code: '45233140', label: 'Roadworks' });
    const byCode = cpvSearchOptions('4523');
    expect(byCode[0]?.code).toBe('45230000');
    expect(byCode.length).toBeLessThanOrEqual(pickerResultLimit);
  });

  it('labels the codes an edited tender already has', () => {
    expect(cpvCodeLabels(['45233140', '99999999'])).toEqual([
      { code: '45233140', label: 'Roadworks' },
      { code: '99999999', label: '' },
    ]);
  });
});

describe('NUTS picker data', () => {
  it('finds regions by name or code, within one country when asked; Greece is EL in NUTS', () => {
    expect(codes(nutsSearchOptions({ q: 'Wien' }))).toContain('AT13');
    expect(nutsSearchOptions({ q: 'AT13', country: 'AT' })[0]).toEqual({ code: 'AT13', label: 'Wien', level: 2 });
    expect(nutsSearchOptions({ q: 'Wien', country: 'DE' })).toEqual([]);
    expect(nutsSearchOptions({ q: 'EL3', country: 'GR' })[0]).toMatchObject({ code: 'EL3', level: 1 });
  });
});

describe('GET /api/codes', () => {
  it('answers the CPV divisions, a search or one level of the tree, cacheable', async () => {
    const divisions = await get('?kind=cpv');
    expect(divisions.status).toBe(200);
    expect(divisions.body.items).toHaveLength(45);
    expect(divisions.cache).toBe('public, max-age=3600');
    const search = await get('?kind=cpv&q=road');
    expect(search.body.items.length).toBeGreaterThan(0);
    expect(search.body.items[0]).toMatchObject({
      code: expect.stringMatching(/^\d{8}$/),
      label: expect.any(String),
      level: expect.any(Number),
    });
    const children = await get('?kind=cpv&parent=45000000');
    expect(children.body.items.every((o: { code: string }) => o.code.startsWith('45'))).toBe(true);
  });

  it('answers NUTS regions, narrowed to a country when given, cacheable', async () => {
    const wien = await get('?kind=nuts&q=wien&country=AT');
    expect(wien.status).toBe(200);
    expect(wien.cache).toBe('public, max-age=3600');
    expect(wien.body.items[0]).toEqual({ code: 'AT13', label: 'Wien', level: 2 });
    expect((await get('?kind=nuts&q=wien&country=DE')).body.items).toEqual([]);
  });

  it('names a missing or unknown kind in a 400 that is not cached', async () => {
    for (const query of ['', '?q=road', '?kind=', '?kind=countries&q=at', '?kind=CPV&q=road']) {
      const response = await get(query);
      expect(response).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_parameter', parameter: 'kind', reason: 'one of cpv, nuts' } },
      });
      expect(response.cache).toBe('no-store');
    }
  });

  it('names the bad parameter of each kind in a 400', async () => {
    expect(await get('?kind=cpv&parent=12345678')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_parameter', parameter: 'parent' } },
    });
    expect(await get('?kind=cpv&q=')).toMatchObject({ status: 400, body: { error: { parameter: 'q' } } });
    expect(await get('?kind=cpv&q=%20%20%20')).toMatchObject({ status: 400, body: { error: { parameter: 'q' } } });
    expect(await get('?kind=cpv&q=x&parent=45000000')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'parent', reason: 'give q or parent, not both' } },
    });
    expect(await get(`?kind=cpv&q=${'a'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { error: { parameter: 'q', reason: 'at most 100 characters' } },
    });
    expect(await get(`?kind=cpv&q=${'a'.repeat(100)}`)).toMatchObject({ status: 200 });
    expect(await get('?kind=cpv&lang=de')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'lang', reason: 'unknown parameter' } },
    });
    // A parameter of the other kind is unknown to this one.
    expect(await get('?kind=cpv&q=road&country=AT')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'country', reason: 'unknown parameter' } },
    });
    expect(await get('?kind=nuts')).toMatchObject({ status: 400, body: { error: { parameter: 'q' } } });
    expect(await get('?kind=nuts&q=wien&parent=AT1')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'parent', reason: 'unknown parameter' } },
    });
    expect(await get('?kind=nuts&q=wien&country=Austria')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'country' } },
    });
  });

  it('answers hostile text with 200 and no error', async () => {
    for (const q of ["'; DROP TABLE app.cpv_codes; --", '<script>', '%_%', '\u0000', '🙂']) {
      for (const kind of ['cpv', 'nuts']) {
        const response = await get(`?kind=${kind}&q=${encodeURIComponent(q)}`);
        expect(response.status).toBe(200);
        expect(Array.isArray(response.body.items)).toBe(true);
      }
    }
  });
});
