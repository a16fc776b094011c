import { describe, expect, it } from 'vitest';
import { sectionsFromBlocks, textBlocks, type Block } from '@/lib/documents/extract/sections';

const paragraph = (words: number, word = 'Leistung'): Block => ({
  kind: 'paragraph',
  text: Array.from({ length: words }, (_, i) => `${word}${i}`).join(' ') + '.',
});

describe('sectionsFromBlocks', () => {
  it('starts a page at a page break and at a heading once the page is a third full', () => {
    const pages = sectionsFromBlocks(
      [
        { kind: 'heading', level: 1, text: 'Teil A' },
        paragraph(5),
        { kind: 'heading', level: 2, text: 'A.1 Zu kurz für eine eigene Seite' },
        paragraph(60),
        { kind: 'heading', level: 2, text: 'A.2 Neue Seite' },
        paragraph(5),
        { kind: 'break' },
        paragraph(3, 'Nach dem Umbruch'),
      ],
      1200,
    );
    expect(pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(pages[0]!.text).toMatch(/^Teil A\n\nLeistung0 .*\n\nA\.1 Zu kurz für eine eigene Seite\n\nLeistung0 /s);
    expect(pages[1]!.text).toMatch(/^\[Teil A\]\n\nA\.2 Neue Seite\n\n/);
    expect(pages[2]!.text).toBe('[Teil A › A.2 Neue Seite]\n\nNach dem Umbruch0 Nach dem Umbruch1 Nach dem Umbruch2.');
  });

  it('says under which headings a page continues, and drops headings of closed sections from the trail', () => {
    const pages = sectionsFromBlocks(
      [
        { kind: 'heading', level: 1, text: '1 Allgemeines' },
        { kind: 'heading', level: 2, text: '1.1 Fristen' },
        paragraph(80),
        paragraph(80),
        { kind: 'heading', level: 1, text: '2 Zuschlag' },
        paragraph(80),
        paragraph(80),
      ],
      1200,
    );
    expect(pages.map((page) => page.text.split('\n')[0])).toEqual([
      '1 Allgemeines',
      '[1 Allgemeines › 1.1 Fristen]',
      '2 Zuschlag',
      '[2 Zuschlag]',
    ]);
  });

  it('keeps table rows together on lines and cuts an overlong paragraph at sentences', () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Satz ${i} der langen Bestimmung.`).join(' ');
    const pages = sectionsFromBlocks(
      [
        { kind: 'row', text: 'Los | Objekt' },
        { kind: 'row', text: '1 | Volksschule' },
        { kind: 'paragraph', text: sentences },
      ],
      500,
    );
    expect(pages[0]!.text).toBe('Los | Objekt\n1 | Volksschule');
    for (const page of pages) expect(page.text.length).toBeLessThanOrEqual(500);
    expect(pages.map((page) => page.text).join(' ')).toContain('Satz 39 der langen Bestimmung.');
    expect(pages.slice(1).every((page) => /^Satz \d+ .*Bestimmung\.$/s.test(page.text))).toBe(true);
  });

  it('drops blank blocks and gives no page for a document without text', () => {
    expect(sectionsFromBlocks([{ kind: 'paragraph', text: '  ' }, { kind: 'break' }], 1000)).toEqual([]);
  });
});

describe('textBlocks', () => {
  it('splits plain text at blank lines and form feeds', () => {
    expect([...textBlocks('Eins\nzwei\n\n  \nDrei\fVier')]).toEqual([
      { kind: 'paragraph', text: 'Eins\nzwei' },
      { kind: 'paragraph', text: 'Drei' },
      { kind: 'break' },
      { kind: 'paragraph', text: 'Vier' },
    ]);
  });
});
