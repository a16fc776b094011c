// The search page's own logic: the country filter's rules (with the AT edition's default scope), the links to
// other states of a search, and URLs the search schema accepts.
import { createSerializer } from 'nuqs/server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chosenCountries, everyCountry, toggleCountry } from '@/lib/tenders/search/scope';
import { FacetChoice } from '@/components/tenders/search/facet-count';
import type { FacetOption } from '@/lib/tenders/views';
import { formatCount } from '@/lib/tenders/format';
import { searchHref, toSearchParams } from '@/lib/tenders/search/href';
import { resultCard } from '@/lib/tenders/result-card';
import { withEditionScope } from '@/lib/tenders/search/scope';
import { searchUrlParsers } from '@/lib/tenders/search/url-state';
import { parseSearchParams, type TenderSearch } from '@/lib/tenders/search/params';
import type { CardRow } from '@/lib/tenders/search';

function searchOf(query: string): TenderSearch {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.search;
}

describe('search page wording', () => {
  it('writes counts with thousands separators', () => {
    expect(formatCount(10_000)).toBe('10,000');
  });
});

describe('facet choices', () => {
  /** The label's markup of one choice, as the server renders it. */
  function label(option: FacetOption, { checked = false, estimated = false } = {}): string {
    const html = renderToStaticMarkup(
      createElement(FacetChoice, { option, type: 'checkbox', checked, onChange: () => {}, estimated }),
    );
    const span = html.match(/<span[^>]*>[^<]*<\/span>/)?.[0];
    if (!span?.includes(option.label)) throw new Error(`no label in ${html}`);
    return span;
  }

  it('greys a choice with no results, with its count still shown', () => {
    const belgium = { value: 'BE', label: 'Belgium', count: 0 };
    expect(label(belgium)).toContain('text-muted-fg');
    expect(
      renderToStaticMarkup(
        createElement(FacetChoice, {
          option: belgium,
          type: 'checkbox',
          checked: false,
          onChange: () => {},
          estimated: false,
        }),
      ),
    ).toMatch(/>0<\/span>/);
  });

  it('keeps choices with results, chosen ones and estimated zeros in full colour', () => {
    expect(label({ value: 'AT', label: 'Austria', count: 6 })).not.toContain('text-muted-fg');
    expect(label({ value: 'BE', label: 'Belgium', count: 0 }, { checked: true })).not.toContain('text-muted-fg');
    expect(label({ value: 'BE', label: 'Belgium', count: 0 }, { estimated: true })).not.toContain('text-muted-fg');
    expect(label({ value: 'BE', label: 'Belgium' })).not.toContain('text-muted-fg');
  });

  it("draws a country's flag from the sprite URL the server resolved, named as the country", () => {
    const html = renderToStaticMarkup(
      createElement(FacetChoice, {
        option: { value: 'AT', label: 'Austria', flagHref: '/flags.svg?v=0123456789ab#AT', count: 3 },
        type: 'checkbox',
        checked: false,
        onChange: () => {},
        estimated: false,
      }),
    );
    expect(html).toContain('<svg role="img" aria-label="Austria"');
    expect(html).toContain('href="/flags.svg?v=0123456789ab#AT"');
    expect(html).toMatch(/<span aria-hidden="true">Austria<\/span>/);
  });
});

describe('result cards', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const row = {
    id: 'a1b2c3',
    title: 'Straßeninstandhaltung',
    languageCode: 'de',
    contractingAuthorityName: 'Stadt Wien',
    noticeType: 'competition',
    isSample: false,
    countryCode: 'AT',
    cpvCode: '45233140',
    estimateEuroValue: 1_234_567.8,
    estimateNativeValue: null,
    estimateNativeValueCurrency: null,
    deadlineLocal: '2026-12-04T15:00:00+01:00',
    deadlineDate: new Date('2026-12-04T14:00:00Z'),
  } as unknown as CardRow;

  it('formats every fact on the server: kind, country, CPV label, value and the deadline in the notice’s own zone, and names the title’s language', () => {
    expect(resultCard(row, now)).toEqual({
      id: 'a1b2c3',
      title: 'Straßeninstandhaltung',
      buyer: 'Stadt Wien',
      lang: 'de',
      titleLang: 'de',
      kind: 'Contract notice',
      isSample: false,
      countryCode: 'AT',
      country: 'Austria',
      flagHref: expect.stringMatching(/^\/flags\.svg\?v=[0-9a-f]{12}#AT$/),
      cpv: { code: '45233140', label: 'Roadworks' },
      value: '€1,234,568',
      nativeValue: null,
      deadline: {
        text: '4 December 2026, 15:00 UTC+01:00',
        dateTime: '2026-12-04T15:00:00+01:00',
        left: '12 days left',
      },
      matched: null,
    });
  });

  it('gives the native amount only for another currency, and leaves out what the notice does not give', () => {
    const card = resultCard(
      {
        ...row,
        contractingAuthorityName: '',
        cpvCode: null,
        estimateEuroValue: null,
        estimateNativeValue: 50_000,
        estimateNativeValueCurrency: 'CZK',
        deadlineLocal: null,
        deadlineDate: null,
      } as unknown as CardRow,
      now,
    );
    expect(card).toMatchObject({
      buyer: null,
      cpv: null,
      value: 'Not given',
      nativeValue: expect.stringMatching(/^CZK\s50,000$/u),
      deadline: null,
    });
    expect(
      resultCard({ ...row, estimateNativeValue: 9, estimateNativeValueCurrency: 'EUR' } as unknown as CardRow, now)
        .nativeValue,
    ).toBeNull();
  });

  it('falls back to the stored instant in UTC when the notice gave no local deadline', () => {
    const card = resultCard(
      { ...row, deadlineLocal: null, deadlineDate: new Date('2026-11-22T18:30:00Z') } as unknown as CardRow,
      now,
    );
    expect(card.deadline).toEqual({
      text: '22 November 2026, 18:30 UTC',
      dateTime: '2026-11-22T18:30:00.000Z',
      left: 'closes in 7 hours',
    });
  });
});

describe('country filter', () => {
  it('searches the edition scope until the URL names countries; EU means every country', () => {
    expect(chosenCountries([], ['AT'])).toEqual(['AT']);
    expect(chosenCountries(['de', 'CZ'], ['AT'])).toEqual(['DE', 'CZ']);
    expect(chosenCountries(['EU'], ['AT'])).toEqual([]);
    expect(chosenCountries([], [])).toEqual([]);
  });

  it('toggles a country; removing the last one in the AT edition asks for every country explicitly', () => {
    expect(toggleCountry(['AT'], 'DE', ['AT'])).toEqual(['AT', 'DE']);
    expect(toggleCountry(['AT', 'DE'], 'AT', ['AT'])).toEqual(['DE']);
    expect(toggleCountry(['AT'], 'AT', ['AT'])).toEqual(['EU']);
    expect(toggleCountry(['AT'], 'AT', [])).toEqual([]);
    expect(everyCountry(['AT'])).toEqual(['EU']);
    expect(everyCountry([])).toEqual([]);
  });

  it('applies the edition scope only when the URL names no country', () => {
    expect(withEditionScope(searchOf(''), new URLSearchParams(''), ['AT']).countries).toEqual(['AT']);
    expect(withEditionScope(searchOf('country=DE'), new URLSearchParams('country=DE'), ['AT']).countries).toEqual([
      'DE',
    ]);
    expect(withEditionScope(searchOf('country=EU'), new URLSearchParams('country=EU'), ['AT']).countries).toEqual([]);
    expect(withEditionScope(searchOf(''), new URLSearchParams(''), []).countries).toEqual([]);
  });
});

describe('search links', () => {
  const current = new URLSearchParams('q=road&country=AT&country=DE&page=3');

  it('changes one parameter, keeps the rest, and goes back to page 1 unless a page is given', () => {
    expect(searchHref(current, { country: ['AT'] })).toBe('/tenders?q=road&country=AT');
    expect(searchHref(current, { page: '4' })).toBe('/tenders?q=road&country=AT&country=DE&page=4');
    expect(searchHref(current, { q: null, country: null })).toBe('/tenders');
  });

  it('reads a page’s searchParams record into URLSearchParams, repeated keys kept', () => {
    expect(toSearchParams({ q: 'x', country: ['AT', 'DE'], none: undefined }).toString()).toBe(
      'q=x&country=AT&country=DE',
    );
  });

  it('writes URLs the search schema accepts: every parser is a schema parameter, repeated lists included', () => {
    const serialize = createSerializer(searchUrlParsers);
    const url = serialize({
      q: 'road works',
      country: ['AT', 'DE'],
      cpv: ['45000000'],
      nuts: ['AT13'],
      type: 'all',
      open: false,
      nature: ['works', 'services'],
      published_from: '2026-01-01',
      published_to: '2026-02-01',
      deadline_from: '2026-03-01',
      deadline_to: '2026-04-01',
      value_min: 1000,
      value_max: 250000.5,
      sort: 'value',
      page: 2,
    });
    const parsed = parseSearchParams(new URLSearchParams(url));
    expect(parsed).toMatchObject({
      ok: true,
      search: {
        query: 'road works',
        countries: ['AT', 'DE'],
        natures: ['works', 'services'],
        openOnly: false,
        valueMax: 250000.5,
        page: 2,
      },
    });
  });
});

describe('unknown parameters', () => {
  const url = new URLSearchParams('zeta=1&utm_source=newsletter&page=2&country=AT');

  it('are refused by default (the API), naming the parameter', () => {
    expect(parseSearchParams(url)).toMatchObject({ ok: false, parameter: 'zeta' });
  });

  it('are ignored by the page, which still reads every known one', () => {
    const parsed = parseSearchParams(url, { unknownParameters: 'ignore' });
    expect(parsed).toMatchObject({ ok: true, search: { page: 2, countries: ['AT'] } });
    // A bad value of a known parameter is still named.
    expect(
      parseSearchParams(new URLSearchParams('utm_source=x&page=0'), { unknownParameters: 'ignore' }),
    ).toMatchObject({ ok: false, parameter: 'page' });
  });
});
