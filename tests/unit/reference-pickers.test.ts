// The CPV and NUTS pickers' data and their route handlers: small answers, the CPV tree one level at a time,
// and 400 naming the parameter for bad input.
import { describe, expect, it } from 'vitest';
import { GET as getCpv } from '@/app/api/cpv/route';
import { GET as getNuts } from '@/app/api/nuts/route';
import {
  cpvChildOptions,
  cpvDivisionOptions,
  cpvSearchOptions,
  nutsSearchOptions,
  pickerResultLimit,
} from '@/lib/reference/pickers';

async function get(handler: (request: Request) => Response, path: string) {
  const response = handler(new Request(`http://localhost${path}`));
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

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
    expect(groups.map((g) => g.code)).toContain('45200000');
    // A leaf has nothing below it.
    expect(cpvChildOptions('45233140').map((o) => o.code)).toContain('45233141');
    expect(cpvChildOptions('45233141')).toEqual([]);
  });

  it('finds codes by English or German label and by code prefix, at most a page of them', () => {
    expect(cpvSearchOptions('cleaning services').map((o) => o.code)).toContain('90910000');
    expect(cpvSearchOptions('Reinigungsdienste').map((o) => o.code)).toContain('90910000');
    const byCode = cpvSearchOptions('4523');
    expect(byCode[0]?.code).toBe('45230000');
    expect(byCode.length).toBeLessThanOrEqual(pickerResultLimit);
  });
});

describe('NUTS picker data', () => {
  it('finds regions by name or code, within one country when asked; Greece is EL in NUTS', () => {
    expect(nutsSearchOptions({ q: 'Wien' }).map((o) => o.code)).toContain('AT13');
    expect(nutsSearchOptions({ q: 'AT13', country: 'AT' })[0]).toEqual({ code: 'AT13', label: 'Wien', level: 2 });
    expect(nutsSearchOptions({ q: 'Wien', country: 'DE' })).toEqual([]);
    expect(nutsSearchOptions({ q: 'EL3', country: 'GR' })[0]).toMatchObject({ code: 'EL3', level: 1 });
  });
});

describe('GET /api/cpv and /api/nuts', () => {
  it('answers the divisions, a search or one level of the tree, cacheable', async () => {
    const divisions = await get(getCpv, '/api/cpv');
    expect(divisions.status).toBe(200);
    expect(divisions.body.items).toHaveLength(45);
    expect(divisions.cache).toContain('public');
    const search = await get(getCpv, '/api/cpv?q=road');
    expect(search.body.items.length).toBeGreaterThan(0);
    expect(search.body.items[0]).toMatchObject({
      code: expect.stringMatching(/^\d{8}$/),
      label: expect.any(String),
      level: expect.any(Number),
    });
    const children = await get(getCpv, '/api/cpv?parent=45000000');
    expect(children.body.items.every((o: { code: string }) => o.code.startsWith('45'))).toBe(true);
  });

  it('names the bad parameter in a 400', async () => {
    expect(await get(getCpv, '/api/cpv?parent=12345678')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_parameter', parameter: 'parent' } },
    });
    expect(await get(getCpv, '/api/cpv?q=')).toMatchObject({ status: 400, body: { error: { parameter: 'q' } } });
    expect(await get(getCpv, '/api/cpv?q=x&parent=45000000')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'parent' } },
    });
    expect(await get(getCpv, `/api/cpv?q=${'a'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { error: { parameter: 'q' } },
    });
    expect(await get(getCpv, '/api/cpv?lang=de')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'lang', reason: 'unknown parameter' } },
    });
    expect(await get(getNuts, '/api/nuts')).toMatchObject({ status: 400, body: { error: { parameter: 'q' } } });
    expect(await get(getNuts, '/api/nuts?q=wien&country=Austria')).toMatchObject({
      status: 400,
      body: { error: { parameter: 'country' } },
    });
  });

  it('answers hostile text with 200 and no matches, never an error', async () => {
    for (const q of ["'; DROP TABLE app.cpv_codes; --", '<script>', '%_%', '\u0000', '🙂']) {
      const response = await get(getCpv, `/api/cpv?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body.items)).toBe(true);
    }
  });
});
