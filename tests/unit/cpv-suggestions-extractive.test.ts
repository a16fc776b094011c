// CPV suggestions without a model: a profile's words matched to CPV labels in the profile's language, each with
// the words it matched and where, the codes of past wins first, and nothing the user has or dropped.
import { describe, expect, it } from 'vitest';
import { suggestCpvExtractive } from '@/lib/companies/cpv-suggestions/extractive';
import type { CpvSuggestionInput } from '@/lib/companies/cpv-suggestions/types';
import { cpvLabel } from '@/lib/reference/cpv';

function profile(values: Partial<CpvSuggestionInput>): CpvSuggestionInput {
  return { companyName: null, industry: null, description: null, pastWins: [], exclude: [], ...values };
}

const codes = (input: CpvSuggestionInput) => suggestCpvExtractive(input).suggestions.map((s) => s.code);

describe('extractive CPV suggestions', () => {
  it("matches an English profile's words to English labels and says which words, from where", () => {
    const result = suggestCpvExtractive(
      profile({
        companyName: 'Sparkle Facility Services Ltd',
        industry: 'Office cleaning',
        description: 'We clean offices and schools, and do window cleaning.',
      }),
    );
    expect(result.lang).toBe('en');
    const byCode = new Map(result.suggestions.map((s) => [s.code, s.reason]));
    // Office cleaning services, window-cleaning services.
    expect(byCode.get('90919200')).toBe('Matches “Office” and “cleaning” in your industry');
    expect(byCode.get('90911300')).toBe('Matches “cleaning” in your industry and “window” in your description');
    expect(result.suggestions.length).toBeLessThanOrEqual(10);
    expect(result.suggestions[0]!.code).toBe('90919000');
  });

  it("matches a German profile's words to German labels, compounds included", () => {
    const result = suggestCpvExtractive(
      profile({ companyName: 'Müller GmbH', industry: 'Gebäudereinigung', description: 'Straßenbau und Winterdienst' }),
    );
    expect(result.lang).toBe('de');
    expect(result.suggestions[0]).toMatchObject({
      code: '90911200',
      reason: 'Matches “Gebäudereinigung” in your industry',
    });
    const roads = result.suggestions.filter((s) => s.reason === 'Matches “Straßenbau” in your description');
    expect(roads.length).toBeGreaterThan(0);
    for (const { code } of roads) expect(cpvLabel(code, 'de')).toMatch(/Straße/);
  });

  it('puts the codes of past wins first, saying how often and as whom', () => {
    const result = suggestCpvExtractive(
      profile({
        industry: 'Fuel trading',
        pastWins: [
          { code: '09134220', wins: 3, asName: 'KASANDRA IMPEX S.R.L.' },
          { code: '09134200', wins: 1, asName: 'KASANDRA IMPEX S.R.L.' },
        ],
      }),
    );
    expect(result.suggestions.slice(0, 2)).toEqual([
      { code: '09134220', reason: 'Your company won 3 tenders with this code (as KASANDRA IMPEX S.R.L.)', score: 0 },
      { code: '09134200', reason: 'Your company won a tender with this code (as KASANDRA IMPEX S.R.L.)', score: 0 },
    ]);
  });

  it("never suggests a code the company has or the user dropped, nor one group's codes over and over", () => {
    const input = profile({ industry: 'Cleaning' });
    const first = codes(input);
    expect(first).toContain('90910000');
    const again = codes({ ...input, exclude: ['90910000'] });
    expect(again).not.toContain('90910000');
    const groups = new Map<string, number>();
    for (const code of first) groups.set(code.slice(0, 3), (groups.get(code.slice(0, 3)) ?? 0) + 1);
    expect(Math.max(...groups.values())).toBeLessThanOrEqual(3);
  });

  it('suggests nothing from words that say nothing about the work', () => {
    expect(
      codes(profile({ companyName: 'Best GmbH', industry: 'Services', description: 'We offer quality.' })),
    ).toEqual([]);
    expect(codes(profile({}))).toEqual([]);
  });

  it("puts its industry's services first, and no software or crisis management for a cleaning company's incidental words", () => {
    const result = suggestCpvExtractive(
      profile({
        companyName: 'Sparkle Ltd',
        industry: 'Cleaning services',
        description:
          'We provide professional cleaning for offices, schools and hospitals, with trained staff and our own management system.',
      }),
    );
    const suggested = result.suggestions.map((s) => s.code);
    expect(suggested.slice(0, 3).every((code) => code.startsWith('909'))).toBe(true);
    expect(suggested).toContain('90910000');
    // Software, IT services and crisis management matched "management" and "system" of the description.
    expect(suggested.filter((code) => /^(48|72)/u.test(code) || code.startsWith('7943'))).toEqual([]);
  });

  it('matches every language of the CPV labels in one profile: German industry, English description', () => {
    const suggested = codes(
      profile({ industry: 'Gebäudereinigung', description: 'We also clean windows, inside and out.' }),
    );
    // Building-cleaning services by the German label, window-cleaning services by the English one.
    expect(suggested).toEqual(expect.arrayContaining(['90911200', '90911300']));
  });
});
