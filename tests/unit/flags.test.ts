// Flags as SVG from one sprite: every European country has a symbol, a flag is an image named by its country,
// and a country without a flag is written out alone.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryName, Flag } from '@/components/ui/flag';
import { getCountryDataList } from 'countries-list';
import { flagHref, flagSprite } from '@/lib/reference/flags';

describe('flag sprite', () => {
  it('holds one 3:2 symbol for each country of Europe, and nothing that could clash between flags', () => {
    const { svg, url } = flagSprite();
    expect(url).toMatch(/^\/flags\.svg\?v=[0-9a-f]{12}$/);
    const european = getCountryDataList()
      .filter((country) => country.continent === 'EU')
      .map((country) => country.iso2);
    expect(european.length).toBeGreaterThan(45);
    for (const code of european) {
      const viewBox = new RegExp(`<symbol id="${code}" viewBox="[\\d.]+ [\\d.]+ ([\\d.]+) ([\\d.]+)">`).exec(svg);
      expect(viewBox, code).not.toBeNull();
      expect(Number(viewBox![1]) / Number(viewBox![2])).toBeCloseTo(1.5, 1);
    }
    // Ids inside a flag would collide with another flag's in one document.
    expect(svg.match(/ id="/g)).toHaveLength(european.length);
  });

  it('links a flag by its code, whatever its case; a country outside Europe has none', () => {
    expect(flagHref('at')).toBe(`${flagSprite().url}#AT`);
    expect(flagHref('US')).toBeNull();
  });
});

describe('Flag and CountryName', () => {
  it('draws the flag as an image whose accessible name is the country, the written name not read twice', () => {
    const flag = renderToStaticMarkup(createElement(Flag, { code: 'AT' }));
    expect(flag).toMatch(/^<svg role="img" aria-label="Austria"[^>]*><use href="\/flags\.svg\?v=[0-9a-f]+#AT"/);
    const named = renderToStaticMarkup(createElement(CountryName, { code: 'SK' }));
    expect(named).toContain('aria-label="Slovakia"');
    expect(named).toContain('<span aria-hidden="true">Slovakia</span>');
    // No regional-indicator emoji anywhere.
    expect(named).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('writes the name alone where there is no flag', () => {
    expect(renderToStaticMarkup(createElement(CountryName, { code: 'US' }))).toBe('<span>United States</span>');
  });
});
