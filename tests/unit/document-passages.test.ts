import { describe, expect, it } from 'vitest';
import { splitPassages } from '@/lib/documents/passages';

/** A page of numbered sentences, so every word is distinct and a missing one is easy to name. */
function sentences(count: number, prefix = 'w'): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `Sentence ${prefix}${i} says ${prefix}${i}a and ${prefix}${i}b about the tender${i % 7 === 6 ? '.\n\n' : '. '}`,
  )
    .join('')
    .trim();
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitPassages', () => {
  const pages = [
    { number: 1, text: sentences(60, 'a') },
    { number: 2, text: '' },
    { number: 3, text: 'A short page.' },
    { number: 4, text: sentences(45, 'b') },
  ];
  const options = { targetChars: 400, overlapChars: 80 };
  const passages = splitPassages(pages, options);

  it('keeps every word of every page in at least one passage of that page', () => {
    for (const page of pages) {
      const covered = new Set(passages.filter((p) => p.page === page.number).flatMap((p) => words(p.text)));
      const missing = words(page.text).filter((word) => !covered.has(word));
      expect(missing).toEqual([]);
    }
  });

  it('never crosses a page: each passage is a piece of its own page, and blank pages have none', () => {
    for (const passage of passages) {
      expect(pages.find((page) => page.number === passage.page)!.text).toContain(passage.text);
    }
    expect(passages.some((p) => p.page === 2)).toBe(false);
    expect(passages.filter((p) => p.page === 3).map((p) => p.text)).toEqual(['A short page.']);
  });

  it('numbers passages in document order and keeps them near the target length', () => {
    expect(passages.map((p) => p.seq)).toEqual(passages.map((_, i) => i + 1));
    expect(passages.map((p) => p.page)).toEqual([...passages.map((p) => p.page)].sort((a, b) => a - b));
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(options.targetChars * 1.25);
    expect(passages.filter((p) => p.page === 1).length).toBeGreaterThan(4);
  });

  it('ends passages at sentence or paragraph ends where it can, and overlaps the next by about the overlap', () => {
    const first = passages.filter((p) => p.page === 1);
    for (const [index, passage] of first.slice(0, -1).entries()) {
      expect(passage.text).toMatch(/\.$/);
      const next = first[index + 1]!;
      const page = pages[0]!.text;
      const end = page.indexOf(passage.text) + passage.text.length;
      const overlap = end - page.indexOf(next.text, page.indexOf(passage.text) + 1);
      expect(overlap).toBeGreaterThan(0);
      expect(overlap).toBeLessThanOrEqual(options.overlapChars);
    }
  });

  it('cuts a text with no spaces at all and still covers it', () => {
    const blob = 'x'.repeat(1000);
    const pieces = splitPassages([{ number: 1, text: blob }], { targetChars: 300, overlapChars: 50 });
    expect(pieces.every((p) => p.text.length <= 300)).toBe(true);
    expect(pieces.reduce((sum, p) => sum + p.text.length, 0)).toBeGreaterThanOrEqual(1000);
  });

  it('refuses an overlap as long as the passage', () => {
    expect(() => splitPassages(pages, { targetChars: 100, overlapChars: 100 })).toThrow(RangeError);
  });
});
