// The tender form's schema (spec §3 "Tender form", §5), shared by the browser form and the server actions:
// every rule with its message word for word, empty strings as "not provided", and what a valid tender becomes.
import { describe, expect, it } from 'vitest';
import { tenderFormSchema } from '@/lib/tenders/user-tenders/schema';

/** The smallest valid tender, as a posted form sends it. */
const minimal = { country: 'AT', language: 'de', title: 'Straßensanierung Wien', cpvCodes: '45233140' };

/** Messages by field (first path segment), in order. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = tenderFormSchema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('tender form schema', () => {
  it('accepts a complete tender and normalises it: codes in their case, CPV check digits dropped, a number, a checkbox', () => {
    const parsed = tenderFormSchema.parse({
      url: ' https://ted.europa.eu/en/notice/-/detail/123456-2026 ',
      country: 'at',
      language: 'DE',
      title: '  Straßensanierung Wien  ',
      description: 'Sanierung von 3 km Gemeindestraßen.',
      cpvCodes: ['45233140-2', '45233140', '71311000'],
      publishDate: '2026-11-02',
      deadlineDate: '2026-12-01',
      authorityName: 'Stadt Wien',
      authorityAddress: 'Rathausplatz 1, 1010 Wien',
      authorityEmail: 'vergabe@wien.example',
      estimateValue: '1250000.50',
      estimateValueCurrency: 'eur',
      isSubdividedIntoLots: 'on',
    });
    expect(parsed).toEqual({
      url: 'https://ted.europa.eu/en/notice/-/detail/123456-2026',
      country: 'AT',
      language: 'de',
      title: 'Straßensanierung Wien',
      description: 'Sanierung von 3 km Gemeindestraßen.',
      cpvCodes: ['45233140', '71311000'],
      publishDate: '2026-11-02',
      deadlineDate: '2026-12-01',
      authorityName: 'Stadt Wien',
      authorityAddress: 'Rathausplatz 1, 1010 Wien',
      authorityEmail: 'vergabe@wien.example',
      estimateValue: 1250000.5,
      estimateValueCurrency: 'EUR',
      isSubdividedIntoLots: true,
      lots: [],
    });
  });

  it('counts empty and blank strings as not provided', () => {
    const blank = {
      url: '',
      description: ' ',
      publishDate: '',
      deadlineDate: '',
      authorityName: '',
      authorityAddress: '\t',
      authorityEmail: '',
      estimateValue: '',
      estimateValueCurrency: '',
    };
    expect(tenderFormSchema.parse({ ...minimal, ...blank })).toEqual({
      country: 'AT',
      language: 'de',
      title: 'Straßensanierung Wien',
      cpvCodes: ['45233140'],
      isSubdividedIntoLots: false,
      lots: [],
    });
  });

  it('reads the CPV list and the checkbox both as react-hook-form holds them and as a posted form sends them', () => {
    expect(
      tenderFormSchema.parse({ ...minimal, cpvCodes: ['45233140', ''], isSubdividedIntoLots: true }),
    ).toMatchObject({
      cpvCodes: ['45233140'],
      isSubdividedIntoLots: true,
    });
    expect(tenderFormSchema.parse({ ...minimal, cpvCodes: '45233140' }).isSubdividedIntoLots).toBe(false);
  });

  it('takes the lots of a tender divided into lots, a column per field as the form posts them, blank rows left out', () => {
    const posted = {
      ...minimal,
      estimateValueCurrency: 'EUR',
      isSubdividedIntoLots: 'on',
      lotTitle: ['Lot A: roads', '', 'Lot C: bridges'],
      lotCpv: ['45233140-2', '', ''],
      lotValue: ['250000', '', '1000000.5'],
    };
    expect(tenderFormSchema.parse(posted).lots).toEqual([
      { title: 'Lot A: roads', cpvCode: '45233140', value: 250000 },
      { title: 'Lot C: bridges', cpvCode: null, value: 1000000.5 },
    ]);
    // One lot posts single values, not lists.
    expect(
      tenderFormSchema.parse({ ...minimal, isSubdividedIntoLots: 'on', lotTitle: 'Only lot', lotCpv: '', lotValue: '' })
        .lots,
    ).toEqual([{ title: 'Only lot', cpvCode: null, value: null }]);
    // Not divided into lots: whatever the columns hold, no lots.
    expect(tenderFormSchema.parse({ ...posted, isSubdividedIntoLots: undefined }).lots).toEqual([]);
  });

  it('names the lot that needs a title, a CPV code of 8 digits, a number, or a currency for its value', () => {
    expect(
      errorsOf({
        ...minimal,
        isSubdividedIntoLots: 'on',
        lotTitle: ['', 'Lot 2'],
        lotCpv: ['4523', ''],
        lotValue: ['', '-5'],
      }),
    ).toEqual({
      lotTitle: ['Lot 1 needs a title'],
      lotCpv: ['Lot 1: a CPV code has 8 digits'],
      lotValue: ['Lot 2: the value must be a number, 0 or more'],
      estimateValueCurrency: ['Currency is required when a lot has a value'],
    });
  });

  it("requires country, language and title: 'Country is required', 'Language is required', 'Title is required'", () => {
    const expected = {
      country: ['Country is required'],
      language: ['Language is required'],
      title: ['Title is required'],
    };
    expect(errorsOf({ cpvCodes: '45233140' })).toEqual(expected);
    expect(errorsOf({ country: '', language: ' ', title: '   ', cpvCodes: '45233140' })).toEqual(expected);
  });

  it("refuses anything but an http(s) URL: 'Invalid URL'", () => {
    for (const url of ['not a url', 'www.example.com', 'ftp://example.com/notice', 'javascript:alert(1)']) {
      expect(errorsOf({ ...minimal, url }), url).toEqual({ url: ['Invalid URL'] });
    }
    expect(tenderFormSchema.safeParse({ ...minimal, url: 'http://example.com/a?b=c' }).success).toBe(true);
  });

  it("refuses dates that are not ISO dates: 'Invalid date format'", () => {
    for (const date of ['01.11.2026', '2026-13-01', '2026-02-29', '2026-1-5', 'tomorrow']) {
      expect(errorsOf({ ...minimal, publishDate: date, deadlineDate: date }), date).toEqual({
        publishDate: ['Invalid date format'],
        deadlineDate: ['Invalid date format'],
      });
    }
    expect(tenderFormSchema.safeParse({ ...minimal, publishDate: '2028-02-29' }).success).toBe(true);
  });

  it("refuses a malformed authority email: 'Invalid email address'", () => {
    for (const email of ['vergabe', 'vergabe@', '@wien.at', 'a b@wien.at']) {
      expect(errorsOf({ ...minimal, authorityEmail: email }), email).toEqual({
        authorityEmail: ['Invalid email address'],
      });
    }
  });

  it("refuses a negative value: 'Value must be non-negative' (zero is a value)", () => {
    expect(errorsOf({ ...minimal, estimateValue: '-0.01', estimateValueCurrency: 'EUR' })).toEqual({
      estimateValue: ['Value must be non-negative'],
    });
    expect(tenderFormSchema.parse({ ...minimal, estimateValue: '0', estimateValueCurrency: 'EUR' }).estimateValue).toBe(
      0,
    );
    expect(errorsOf({ ...minimal, estimateValue: 'lots', estimateValueCurrency: 'EUR' })).toEqual({
      estimateValue: ['Value must be a number'],
    });
    expect(errorsOf({ ...minimal, estimateValue: '1e16', estimateValueCurrency: 'EUR' })).toEqual({
      estimateValue: ['Value is too large'],
    });
  });

  it("requires a currency whenever a value is given: 'Currency is required when value is specified'", () => {
    expect(errorsOf({ ...minimal, estimateValue: '100' })).toEqual({
      estimateValueCurrency: ['Currency is required when value is specified'],
    });
    expect(errorsOf({ ...minimal, estimateValue: '0', estimateValueCurrency: '' })).toEqual({
      estimateValueCurrency: ['Currency is required when value is specified'],
    });
    // A currency alone is harmless.
    expect(tenderFormSchema.safeParse({ ...minimal, estimateValueCurrency: 'CZK' }).success).toBe(true);
  });

  it("requires the deadline strictly after the publication date when both are given: 'Deadline must be after publication date'", () => {
    for (const deadlineDate of ['2026-11-02', '2026-11-01']) {
      expect(errorsOf({ ...minimal, publishDate: '2026-11-02', deadlineDate }), deadlineDate).toEqual({
        deadlineDate: ['Deadline must be after publication date'],
      });
    }
    expect(
      tenderFormSchema.safeParse({ ...minimal, publishDate: '2026-11-02', deadlineDate: '2026-11-03' }).success,
    ).toBe(true);
    expect(tenderFormSchema.safeParse({ ...minimal, deadlineDate: '2020-01-01' }).success).toBe(true);
  });

  it('shows every message of one submission at once, the cross-field ones included', () => {
    expect(
      errorsOf({
        url: 'nope',
        country: '',
        language: '',
        title: '',
        publishDate: '2026-11-05',
        deadlineDate: '2026-11-01',
        authorityEmail: 'nope',
        estimateValue: '-5',
      }),
    ).toEqual({
      url: ['Invalid URL'],
      country: ['Country is required'],
      language: ['Language is required'],
      title: ['Title is required'],
      authorityEmail: ['Invalid email address'],
      estimateValue: ['Value must be non-negative'],
      estimateValueCurrency: ['Currency is required when value is specified'],
      deadlineDate: ['Deadline must be after publication date'],
    });
  });

  it('accepts a tender without CPV codes (the spec makes them optional) and refuses malformed ones', () => {
    expect(errorsOf({ ...minimal, cpvCodes: [] })).toEqual({});
    expect(errorsOf({ ...minimal, cpvCodes: ['4523314', '45233140-23', 'roads'] })).toEqual({
      cpvCodes: ['Invalid CPV code', 'Invalid CPV code', 'Invalid CPV code'],
    });
    const many = Array.from({ length: 21 }, (_, i) => String(45000000 + i * 100000).padStart(8, '0'));
    expect(errorsOf({ ...minimal, cpvCodes: many })).toEqual({ cpvCodes: ['Choose at most 20 CPV codes'] });
  });

  it('accepts only codes of the reference data for country, language and currency', () => {
    expect(
      errorsOf({ ...minimal, country: 'XX', language: 'xx', estimateValue: '1', estimateValueCurrency: 'ABC' }),
    ).toEqual({
      country: ['Choose a country from the list'],
      language: ['Choose a language from the list'],
      estimateValueCurrency: ['Choose a currency from the list'],
    });
  });
});
