// Reading a page by its layout: two columns read column by column, a table without rules read from its aligned
// columns (a wrapped cell's lines joined, rows parted by the wider gaps), running headers and footers marked only
// when they repeat, and a scan's skew taken out so a line's words stay one line.
import { describe, expect, it } from 'vitest';
import { layOutPage, markRunningLines, type TextRun } from '@/lib/documents/extract/layout';
import { ocrRuns } from '@/lib/documents/extract/ocr';

/** Words of one line as runs, each word where a monospaced 5-point-per-letter font puts it. */
function line(text: string, x: number, bottom: number, size = 10): TextRun[] {
  const runs: TextRun[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    runs.push({ text: word, x: at, width: word.length * 5, bottom, size });
    at += word.length * 5 + 3;
  }
  return runs;
}

const blocksOf = (page: ReturnType<typeof layOutPage>) =>
  page.blocks.map((block) => ({ kind: block.kind, text: page.text.slice(block.start, block.end) }));

describe('page layout', () => {
  it('reads a two-column page column by column', () => {
    const left = ['The contractor shall clean', 'all offices every working', 'day before eight o’clock.'];
    const right = ['Windows are cleaned twice', 'a year, inside and outside,', 'in spring and in autumn.'];
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      runs.push(...line(left[i % 3]!, 56, 100 + i * 14), ...line(right[i % 3]!, 320, 100 + i * 14));
    }
    const page = layOutPage({ width: 595, height: 842, runs, rules: [] });
    const text = page.text.replace(/\s+/g, ' ');
    // Every line of the left column comes before any line of the right one.
    expect(text.lastIndexOf('The contractor shall clean')).toBeLessThan(text.indexOf('Windows are cleaned twice'));
  });

  it('reads a table without rules from its aligned columns, joining a wrapped cell and parting rows by the wider gaps', () => {
    const runs: TextRun[] = [
      ...line('Vehicle', 56, 100),
      ...line('Minimum', 300, 100),
      ...line('Snow plough truck', 56, 124),
      ...line('2 per lot', 300, 124),
      ...line('with front blade', 56, 136),
      ...line('Salt spreader', 56, 160),
      ...line('1 per lot', 300, 160),
    ];
    const page = layOutPage({ width: 595, height: 842, runs, rules: [], scanned: true });
    const rows = page.blocks.filter((block) => block.kind === 'table_row');
    expect(rows.map((row) => page.text.slice(row.start, row.end))).toEqual([
      'Vehicle | Minimum',
      'Snow plough truck with front blade | 2 per lot',
      'Salt spreader | 1 per lot',
    ]);
    expect(rows[0]!.headRow).toBe(true);
    expect(rows[1]!.head).toEqual(['Vehicle', 'Minimum']);
  });

  it('marks a header and a footer only where they repeat across the document', () => {
    const pageWith = (body: string, n: number) =>
      layOutPage({
        width: 595,
        height: 842,
        rules: [],
        runs: [
          ...line('City of Testbury Tender TB-01', 56, 30, 8),
          ...line(body, 56, 200),
          ...line(`Page ${n} of 3`, 56, 820, 8),
        ],
      });
    const pages = markRunningLines([1, 2, 3].map((n) => ({ number: n, ...pageWith(`Body text of page ${n}.`, n) })));
    for (const page of pages) {
      expect(blocksOf(page).map((block) => block.kind)).toEqual(['header', 'paragraph', 'footer']);
    }
    const single = markRunningLines([{ number: 1, ...pageWith('Only page.', 1) }]);
    expect(single[0]!.blocks!.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it('keeps the words of a skewed scan line on one line', () => {
    const words = ['The', 'tenderer', 'shall', 'submit', 'three', 'references', 'from', 'public', 'clients.'];
    const lines = [0, 1].map((row) => {
      // Baseline sinks 1 px every 50 px: a scan turned by about 1.1°.
      const y0 = 200 + row * 60;
      let x = 100;
      const wordBoxes = words.map((text) => {
        const x0 = x;
        x += text.length * 22 + 10;
        const bottom = y0 + x0 / 50;
        return { text, confidence: 90, bbox: { x0, y0: bottom - 30, x1: x0 + text.length * 22, y1: bottom } };
      });
      return {
        words: wordBoxes,
        baseline: { x0: 100, y0: y0 + 2, x1: 1500, y1: y0 + 30 },
        rowAttributes: { rowHeight: 40, ascenders: 10, descenders: 8 },
        bbox: { x0: 100, y0: y0 - 30, x1: 1500, y1: y0 + 30 },
      };
    });
    const page = layOutPage({
      width: 1654,
      height: 2339,
      runs: ocrRuns(lines as unknown as Parameters<typeof ocrRuns>[0]),
      rules: [],
      scanned: true,
    });
    expect(page.text.split('\n').filter((text) => text.includes('tenderer'))).toEqual([
      'The tenderer shall submit three references from public clients.',
      'The tenderer shall submit three references from public clients.',
    ]);
  });
});
