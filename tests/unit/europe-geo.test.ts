// Checks the map geometry, the sprite file of its outlines, and that the rendered map carries only links.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EuropeMap } from '@/components/home/europe-map';
import { europeMapGeometry, europeMapSprite } from '@/lib/reference/europe-geo';

const EU27 = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

describe('europeMapGeometry', () => {
  const geometry = europeMapGeometry();

  it('includes the core countries with non-empty paths', () => {
    for (const code of ['AT', 'DE', 'SK', 'IE', 'CZ', 'RO']) {
      const country = geometry.countries.find((c) => c.code === code);
      expect(country, code).toBeDefined();
      expect(country?.d).toMatch(/^M[\d.]+ [\d.]+l/);
      expect(country?.name).not.toBe('');
    }
  });

  it('draws every EU member, Malta included', () => {
    const codes = new Set(geometry.countries.map((c) => c.code));
    expect(EU27.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('uses unique two-letter codes', () => {
    const codes = geometry.countries.map((c) => c.code);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has a four-number viewBox', () => {
    const parts = geometry.viewBox.split(' ');
    expect(parts).toHaveLength(4);
    for (const part of parts) expect(Number.isFinite(Number(part))).toBe(true);
  });

  it('writes only finite one-decimal numbers into the paths', () => {
    for (const { code, d } of geometry.countries) {
      expect(d, code).toMatch(/^[Mmlz\d. -]+$/);
      expect(d, code).not.toMatch(/\.\d\d/);
    }
  });

  it('clips every point to the viewBox, keeping far-away territories and Siberia out', () => {
    const [, , width = 0, height = 0] = geometry.viewBox.split(' ').map(Number);
    for (const { code, d } of geometry.countries) {
      const points = absolutePoints(d);
      expect(points.length, code).toBeGreaterThanOrEqual(3);
      for (const [x, y] of points) {
        expect(x, code).toBeGreaterThanOrEqual(-0.05);
        expect(x, code).toBeLessThanOrEqual(width + 0.05);
        expect(y, code).toBeGreaterThanOrEqual(-0.05);
        expect(y, code).toBeLessThanOrEqual(height + 0.05);
      }
    }
  });

  it('is computed once', () => {
    expect(europeMapGeometry()).toBe(geometry);
  });
});

describe('europeMapSprite', () => {
  const geometry = europeMapGeometry();
  const sprite = europeMapSprite();
  const ids = [...sprite.svg.matchAll(/<path id="([^"]+)" d="([^"]+)" vector-effect="non-scaling-stroke"\/>/g)];

  it('is one SVG file with the backdrop and every country under its code', () => {
    expect(sprite.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${geometry.viewBox}">`));
    expect(ids.map((match) => match[1])).toEqual(['land', ...geometry.countries.map((country) => country.code)]);
    for (const country of geometry.countries)
      expect(ids.find((match) => match[1] === country.code)?.[2]).toBe(country.d);
    expect(ids[0]?.[2]).toBe(geometry.countries.map((country) => country.d).join(''));
  });

  it('is served under a URL that names its content', () => {
    expect(sprite.url).toMatch(/^\/maps\/europe\.svg\?v=[0-9a-f]{12}$/);
    expect(europeMapSprite()).toBe(sprite);
  });
});

describe('EuropeMap', () => {
  /** The link of one country: its opening tag's attributes (in any order) and what it holds. */
  function countryLink(html: string, code: string): { attributes: string[]; content: string } {
    const link = new RegExp(`<a ([^>]*data-code="${code}"[^>]*)>(.*?)</a>`).exec(html);
    if (!link) throw new Error(`no link for ${code} in ${html}`);
    return { attributes: link[1]!.match(/[\w-]+="[^"]*"/g) ?? [], content: link[2]! };
  }

  const featured = EU27.map((code) => ({ code, name: code === 'AT' ? 'Austria' : `Country ${code}` }));
  const markup = renderToStaticMarkup(createElement(EuropeMap, { featured }));

  it('carries links only: the outlines stay in the sprite file', () => {
    const bytes = Buffer.byteLength(markup, 'utf8');
    console.info(`EuropeMap markup: ${bytes} bytes`);
    expect(markup).not.toContain(' d="');
    expect(bytes).toBeLessThan(12_000);
  });

  it('links featured countries with an accessible name', () => {
    expect(markup).toMatch(/^<svg role="group" aria-labelledby="[^"]+"/);
    const { url } = europeMapSprite();
    const austria = countryLink(markup, 'AT');
    expect(austria.attributes.sort()).toEqual(
      ['href="/tenders?country=AT"', 'aria-label="Search tenders in Austria"', 'data-code="AT"'].sort(),
    );
    expect(austria.content).toBe(`<title>Search tenders in Austria</title><use href="${url}#AT"></use>`);
    expect(markup).toContain(`<use href="${url}#land" aria-hidden="true"></use>`);
    expect(markup.match(/<a /g)).toHaveLength(EU27.length);
  });

  it('marks the selected countries and takes the search page labels', () => {
    const html = renderToStaticMarkup(
      createElement(EuropeMap, {
        featured,
        selected: ['AT'],
        labelFor: (country) => `Remove ${country.name} from the filter`,
      }),
    );
    expect(countryLink(html, 'AT').attributes.sort()).toEqual(
      [
        'href="/tenders?country=AT"',
        'aria-label="Remove Austria from the filter"',
        'data-code="AT"',
        'data-selected=""',
      ].sort(),
    );
    expect(html.match(/ data-selected=""/g)).toHaveLength(1);
  });

  it('uses a custom href builder', () => {
    const html = renderToStaticMarkup(
      createElement(EuropeMap, { featured: [{ code: 'SK', name: 'Slovakia' }], hrefFor: (code) => `/c/${code}` }),
    );
    expect(countryLink(html, 'SK').attributes).toContain('href="/c/SK"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

/** Decodes the M/m/l/z subset the geometry writes into absolute points. */
function absolutePoints(d: string): [number, number][] {
  const tokens = d.match(/[Mmlz]|-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? [];
  const points: [number, number][] = [];
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (/[Mmlz]/.test(token)) {
      command = token;
      if (token === 'z') [x, y] = [startX, startY];
      continue;
    }
    const dx = Number(token);
    const dy = Number(tokens[++i]);
    if (command === 'M') [x, y] = [dx, dy];
    else [x, y] = [x + dx, y + dy];
    if (command !== 'l') [startX, startY] = [x, y];
    points.push([x, y]);
  }
  return points;
}
