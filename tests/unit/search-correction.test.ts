// The query side of spelling correction: which words of a web-search query may be replaced, how they are put
// back, and the edit distance that picks among similar dictionary words.
import { describe, expect, it } from 'vitest';
import { correctableWords, editDistance, replaceWords } from '@/lib/tenders/search/correction';

const texts = (query: string) => correctableWords(query).map((word) => word.text);

describe('correctableWords', () => {
  it('takes plain words and the words of phrases, not exclusions, OR, numbers or short words', () => {
    expect(texts('clening services')).toEqual(['clening', 'services']);
    expect(texts('"road maintanance" -bridge OR lighting')).toEqual(['road', 'maintanance', 'lighting']);
    expect(texts('A4 paper 45233000 of x2000')).toEqual(['paper']);
    expect(texts('Straßenreinigung, Wien')).toEqual(['Straßenreinigung', 'Wien']);
  });

  it('looks up at most eight words', () => {
    expect(texts('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});

describe('replaceWords', () => {
  it('replaces the words where they stand, keeping quotes, operators and spacing', () => {
    const query = '"bridge repiar"  -lighting clening';
    const [bridge, repiar, clening] = correctableWords(query);
    expect(bridge?.text).toBe('bridge');
    expect(
      replaceWords(query, [
        { word: clening!, by: 'cleaning' },
        { word: repiar!, by: 'repair' },
      ]),
    ).toBe('"bridge repair"  -lighting cleaning');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbouring letters as one edit each', () => {
    expect(editDistance('clening', 'cleaning')).toBe(1);
    expect(editDistance('cleening', 'cleaning')).toBe(1);
    expect(editDistance('repiar', 'repair')).toBe(1);
    expect(editDistance('maintanance', 'maintenance')).toBe(1);
    expect(editDistance('clening', 'opening')).toBe(2);
    expect(editDistance('road', 'road')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('straße', 'strasse')).toBe(2);
  });
});
