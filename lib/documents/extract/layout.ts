// A page read as a person reads it, from positioned text: lines in reading order (a two-column page column by
// column), tables as rows of cells (from their ruling lines, or from text that stands in aligned columns), headings,
// list items and paragraphs, each a block with its offsets in the page's text. PDF text (pdf.js items and the page's
// drawn lines) and OCR (tesseract's words) both come here. Running headers and footers are marked across a
// document's pages by `markRunningLines`.
import type { PageText, TextBlock } from './types';

/** A run of text on the page: top-left origin, y downwards, in points (PDF) or pixels (OCR). */
export interface TextRun {
  text: string;
  x: number;
  width: number;
  /** The baseline (PDF) or the bottom of the word's box (OCR). */
  bottom: number;
  /** The font size (PDF) or the box's height (OCR). */
  size: number;
}

/** A drawn line or thin rectangle (a table's rule), top-left origin. */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LayoutInput {
  width: number;
  height: number;
  runs: TextRun[];
  rules: Rule[];
  /**
   * OCR: sizes are estimates (no headings from size alone), and words are set apart by their boxes, so columns
   * are closer than in a PDF's runs.
   */
  scanned?: boolean;
}

export interface LaidOutPage {
  text: string;
  blocks: TextBlock[];
}

/** Cells of a table row are joined by this in the page's text (as DOCX and spreadsheet rows are). */
export const cellSeparator = ' | ';

interface Line {
  runs: TextRun[];
  bottom: number;
  top: number;
  x0: number;
  x1: number;
  size: number;
}

interface Fragment {
  text: string;
  x0: number;
  x1: number;
}

interface Row {
  cells: string[];
  top: number;
  bottom: number;
  x0: number;
}

interface TableElement {
  kind: 'table';
  rows: Row[];
  top: number;
  bottom: number;
  headRows: number;
}

interface LineElement {
  kind: 'line';
  line: Line;
  fragments: Fragment[];
  top: number;
  bottom: number;
}

type Element = TableElement | LineElement;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Runs on one baseline, left to right. */
function groupLines(runs: readonly TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.bottom - b.bottom || a.x - b.x);
  const lines: Line[] = [];
  for (const run of sorted) {
    const line = lines.find(
      (candidate) =>
        Math.abs(candidate.bottom - run.bottom) <= Math.max(1, 0.35 * Math.min(candidate.size, run.size)) &&
        candidate === lines[lines.length - 1],
    );
    if (line) {
      line.runs.push(run);
      line.x0 = Math.min(line.x0, run.x);
      line.x1 = Math.max(line.x1, run.x + run.width);
      line.size = Math.max(line.size, run.size);
      line.top = Math.min(line.top, run.bottom - run.size);
    } else {
      lines.push({
        runs: [run],
        bottom: run.bottom,
        top: run.bottom - run.size,
        x0: run.x,
        x1: run.x + run.width,
        size: run.size,
      });
    }
  }
  for (const line of lines) line.runs.sort((a, b) => a.x - b.x);
  return lines;
}

/** A column gap: wider than this many font sizes between two runs of one line (a PDF's; OCR's words closer). */
const columnGap = { pdf: 1.6, scan: 1.1 };

/** The line's text split at wide gaps; runs closer than a fifth of the font size join without a space. */
function fragmentsOf(runs: readonly TextRun[], gapFactor = columnGap.pdf): Fragment[] {
  const fragments: Fragment[] = [];
  let current: Fragment | null = null;
  for (const run of runs) {
    const text = run.text;
    if (!current) {
      current = { text, x0: run.x, x1: run.x + run.width };
      continue;
    }
    const gap = run.x - current.x1;
    if (gap > gapFactor * run.size) {
      fragments.push(current);
      current = { text, x0: run.x, x1: run.x + run.width };
      continue;
    }
    const joined = gap < 0.2 * run.size || /\s$/u.test(current.text) || /^\s/u.test(text);
    current.text += joined ? text : ` ${text}`;
    current.x1 = Math.max(current.x1, run.x + run.width);
  }
  if (current) fragments.push(current);
  return fragments
    .map((fragment) => ({ ...fragment, text: fragment.text.replace(/\s+/gu, ' ').trim() }))
    .filter((fragment) => fragment.text);
}

interface Segment {
  at: number;
  from: number;
  to: number;
}

/** Rules merged into lines: horizontal ones by y, vertical ones by x, pieces that touch joined. */
function mergeSegments(segments: Segment[], tolerance: number): Segment[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at || a.from - b.from);
  const merged: Segment[] = [];
  for (const segment of sorted) {
    const last = merged.find(
      (other) => Math.abs(other.at - segment.at) <= tolerance && segment.from <= other.to + tolerance,
    );
    if (last) {
      last.to = Math.max(last.to, segment.to);
      last.from = Math.min(last.from, segment.from);
    } else merged.push({ ...segment });
  }
  return merged;
}

interface Grid {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  rowLines: number[];
  columnLines: number[];
}

/** Tables drawn with rules: groups of horizontal and vertical lines that cross, each with its row and column lines. */
function ruledGrids(rules: readonly Rule[]): Grid[] {
  const horizontal = mergeSegments(
    rules
      .filter((r) => r.y1 - r.y0 <= 3 && r.x1 - r.x0 >= 8)
      .map((r) => ({ at: (r.y0 + r.y1) / 2, from: r.x0, to: r.x1 })),
    1.5,
  );
  const vertical = mergeSegments(
    rules
      .filter((r) => r.x1 - r.x0 <= 3 && r.y1 - r.y0 >= 5)
      .map((r) => ({ at: (r.x0 + r.x1) / 2, from: r.y0, to: r.y1 })),
    1.5,
  );
  const grids: { h: Segment[]; v: Segment[] }[] = [];
  const tol = 2.5;
  const crosses = (h: Segment, v: Segment) =>
    v.at >= h.from - tol && v.at <= h.to + tol && h.at >= v.from - tol && h.at <= v.to + tol;
  for (const h of horizontal) {
    const touching = grids.filter((grid) => grid.v.some((v) => crosses(h, v)) || grid.h.includes(h));
    const joined = { h: [h], v: vertical.filter((v) => crosses(h, v)) };
    for (const grid of touching) {
      joined.h.push(...grid.h);
      joined.v.push(...grid.v);
      grids.splice(grids.indexOf(grid), 1);
    }
    // A vertical line shared with another grid joins the two.
    for (const grid of [...grids]) {
      if (grid.v.some((v) => joined.v.includes(v))) {
        joined.h.push(...grid.h);
        joined.v.push(...grid.v);
        grids.splice(grids.indexOf(grid), 1);
      }
    }
    joined.v = [...new Set(joined.v)];
    grids.push(joined);
  }
  return grids
    .filter((grid) => grid.h.length >= 2 && grid.v.length >= 2)
    .map((grid) => {
      const x0 = Math.min(...grid.h.map((h) => h.from));
      const x1 = Math.max(...grid.h.map((h) => h.to));
      const top = Math.min(...grid.h.map((h) => h.at));
      const bottom = Math.max(...grid.h.map((h) => h.at));
      const width = x1 - x0;
      const rowLines = [
        ...new Set(grid.h.filter((h) => h.to - h.from >= 0.5 * width).map((h) => Math.round(h.at * 2) / 2)),
      ].sort((a, b) => a - b);
      const columnLines = mergeSegments(
        grid.v.map((v) => ({ at: v.at, from: 0, to: 0 })),
        2,
      )
        .map((v) => v.at)
        .sort((a, b) => a - b);
      return { x0, x1, top, bottom, rowLines, columnLines };
    })
    .filter((grid) => grid.rowLines.length >= 2 && grid.columnLines.length >= 2);
}

/** Two lines of one cell joined: a hyphen at the line's end keeps the word whole ("high-" + "pressure"). */
function joinWrapped(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  return /\p{L}[-‐]$/u.test(first) ? `${first}${second}` : `${first} ${second}`;
}

/** Text of runs in one cell: lines top to bottom, joined. */
function cellText(runs: TextRun[]): string {
  return groupLines(runs)
    .map((line) =>
      fragmentsOf(line.runs)
        .map((fragment) => fragment.text)
        .join(' '),
    )
    .reduce(joinWrapped, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

function bandIndex(bounds: readonly number[], value: number): number {
  for (let i = 0; i < bounds.length - 1; i++) if (value >= bounds[i]! && value < bounds[i + 1]!) return i;
  return -1;
}

/** A ruled table's rows: each run goes to the row band its middle stands in and the column band it starts in. */
function gridTable(grid: Grid, runs: TextRun[]): TableElement | null {
  const cells = new Map<string, TextRun[]>();
  for (const run of runs) {
    const row = bandIndex(grid.rowLines, run.bottom - run.size / 2);
    const column = Math.max(0, bandIndex(grid.columnLines, run.x + Math.min(2, run.width / 2)));
    if (row < 0) continue;
    const key = `${row}:${column}`;
    cells.set(key, [...(cells.get(key) ?? []), run]);
  }
  const rows: Row[] = [];
  for (let row = 0; row < grid.rowLines.length - 1; row++) {
    const texts: string[] = [];
    for (let column = 0; column < grid.columnLines.length - 1; column++) {
      texts.push(cellText(cells.get(`${row}:${column}`) ?? []));
    }
    let end = texts.length;
    while (end > 0 && !texts[end - 1]) end--;
    if (end === 0) continue;
    rows.push({ cells: texts.slice(0, end), top: grid.rowLines[row]!, bottom: grid.rowLines[row + 1]!, x0: grid.x0 });
  }
  if (rows.length === 0) return null;
  return { kind: 'table', rows, top: grid.top, bottom: grid.bottom, headRows: headRowsOf(rows) };
}

const digits = /\p{N}/u;

/**
 * How many rows at the top are the table's head: a caption row (one cell across the table) and then a row of short
 * cells without figures while the rows below have them. 0 when the first rows are data.
 */
function headRowsOf(rows: readonly Row[]): number {
  if (rows.length < 2) return 0;
  const widest = Math.max(...rows.map((row) => row.cells.filter(Boolean).length));
  let captions = 0;
  while (captions < rows.length - 2 && widest >= 2 && rows[captions]!.cells.filter(Boolean).length === 1) captions++;
  const first = rows[captions]!;
  const below = rows.slice(captions + 1);
  const short = first.cells.every((cell) => cell.length <= 60);
  const figuresLater = below.some((row) => row.cells.some((cell) => digits.test(cell)));
  const figuresFirst = first.cells.filter((cell) => digits.test(cell)).length;
  const head = short && (figuresFirst === 0 || !figuresLater) && first.cells.filter(Boolean).length >= 2;
  return head ? captions + 1 : 0;
}

/**
 * Tables without rules: three or more consecutive lines split into two or more columns at wide gaps, whose columns
 * start at the same places. A line whose first column is empty continues the row above.
 */
function alignedTables(elements: LineElement[], scanned = false): Element[] {
  const out: Element[] = [];
  let i = 0;
  const starts = (element: LineElement) => element.fragments.map((fragment) => fragment.x0);
  const near = (a: number, b: number, size: number) => Math.abs(a - b) <= Math.max(3, size * 0.6);
  while (i < elements.length) {
    const first = elements[i]!;
    if (first.fragments.length < 2) {
      out.push(first);
      i++;
      continue;
    }
    const columns = starts(first);
    const gaps: number[] = [];
    let j = i + 1;
    while (j < elements.length) {
      const next = elements[j]!;
      const size = next.line.size;
      const gap = next.top - elements[j - 1]!.bottom;
      if (gap > 2.2 * size) break;
      // Text after a table stands a paragraph's space below its last row, or in another size.
      if (next.fragments.length === 1 && gaps.length >= 1 && gap > 1.5 * median(gaps) + 0.3 * size) break;
      if (!scanned && Math.abs(size - first.line.size) > 0.8 * Math.max(1, first.line.size / 10)) break;
      const nextStarts = starts(next);
      const alignedStarts = nextStarts.filter((x) => columns.some((other) => near(other, x, size)));
      // A row shares a column with the rows above; a wrapped cell's line stands in one of their columns.
      if (next.fragments.length >= 2 ? alignedStarts.length === 0 : alignedStarts.length !== 1) break;
      // A line running across a column's start is text, not a row.
      const crosses = next.fragments.some((fragment) =>
        columns.some((x) => !near(x, fragment.x0, size) && x > fragment.x0 && fragment.x1 > x + 2),
      );
      if (crosses) break;
      const longestFirst = Math.max(...elements.slice(i, j).map((element) => element.fragments[0]!.text.length));
      if (next.fragments.length === 1 && next.fragments[0]!.text.length > 2 * longestFirst + 20) break;
      gaps.push(gap);
      for (const x of nextStarts) if (!columns.some((other) => near(other, x, size))) columns.push(x);
      j++;
    }
    const block = elements.slice(i, j);
    const multi = block.filter((element) => element.fragments.length >= 2).length;
    if (block.length >= 2 && multi >= 2) {
      columns.sort((a, b) => a - b);
      // Where the gaps between lines are of two kinds, the wide ones part rows and the narrow ones join a cell's lines.
      const lineGaps = block.slice(1).map((element, index) => element.top - block[index]!.bottom);
      const narrow = Math.min(...lineGaps);
      const wide = Math.max(...lineGaps);
      const rowsByGap =
        lineGaps.length >= 2 && wide > 1.6 * Math.max(narrow, 1) && wide - narrow > 0.3 * first.line.size;
      const parting = (narrow + wide) / 2;
      const rows: Row[] = [];
      for (const [index, element] of block.entries()) {
        const texts = columns.map(() => '');
        for (const fragment of element.fragments) {
          let column = 0;
          for (let c = 0; c < columns.length; c++) {
            if (Math.abs(columns[c]! - fragment.x0) <= Math.max(3, element.line.size * 0.6)) column = c;
          }
          texts[column] = joinWrapped(texts[column] ?? '', fragment.text);
        }
        const previous = rows[rows.length - 1];
        const sameRow = rowsByGap
          ? index > 0 && lineGaps[index - 1]! < parting
          : !texts[0] && element.fragments[0]!.x0 > columns[0]! + 3;
        if (previous && sameRow) {
          previous.cells = previous.cells.map((cell, c) => (texts[c] ? joinWrapped(cell, texts[c]!) : cell));
          while (previous.cells.length < texts.length && texts[previous.cells.length]) {
            previous.cells.push(texts[previous.cells.length]!);
          }
          previous.bottom = element.bottom;
          continue;
        }
        let end = texts.length;
        while (end > 0 && !texts[end - 1]) end--;
        rows.push({ cells: texts.slice(0, end), top: element.top, bottom: element.bottom, x0: element.line.x0 });
      }
      out.push({
        kind: 'table',
        rows,
        top: block[0]!.top,
        bottom: block[block.length - 1]!.bottom,
        headRows: headRowsOf(rows),
      });
      i = j;
    } else {
      out.push(...block);
      i = j;
    }
  }
  return out;
}

/**
 * A page in two columns: most lines of a stretch split at one gutter near the middle, both sides carrying text.
 * Such a stretch is read left column first; returns the elements in reading order.
 */
function readColumns(elements: LineElement[], pageWidth: number): LineElement[] {
  const split = elements.filter(
    (element) =>
      element.fragments.length === 2 &&
      element.fragments[0]!.x1 < pageWidth * 0.55 &&
      element.fragments[1]!.x0 > pageWidth * 0.4 &&
      element.fragments[0]!.text.length >= 15 &&
      element.fragments[1]!.text.length >= 15,
  );
  if (split.length < 6 || split.length < elements.length * 0.4) return elements;
  const gutter = median(split.map((element) => element.fragments[1]!.x0));
  const left: LineElement[] = [];
  const right: LineElement[] = [];
  const ordered: LineElement[] = [];
  const flush = () => {
    ordered.push(...left.splice(0), ...right.splice(0));
  };
  for (const element of elements) {
    const spans = element.line.x0 < gutter - 5 && element.line.x1 > gutter + 5 && element.fragments.length === 1;
    if (spans) {
      flush();
      ordered.push(element);
      continue;
    }
    const leftPart = element.fragments.filter((fragment) => fragment.x0 < gutter - 5);
    const rightPart = element.fragments.filter((fragment) => fragment.x0 >= gutter - 5);
    if (leftPart.length > 0) left.push({ ...element, fragments: leftPart });
    if (rightPart.length > 0) right.push({ ...element, fragments: rightPart });
  }
  flush();
  return ordered;
}

const listMarker = /^(?:[•·▪■◦‣∙●○□–—-]|\(?[a-z]\)|\(?[ivx]{1,4}\)|\(?\d{1,2}\)|\d{1,2}\.(?!\d)|[a-z]\.(?=\s))\s*/u;
const articleWord =
  '(?:Art\\.|Article|Artikel|Articolo|Artículo|Artigo|Section|Abschnitt|Chapitre|Chapter|Kapitel|Capitolo|Capo|Titolo|Teil|Part|Partie|Parte|Annex|Annexe|Anhang|Anlage|Allegato|Anexo|Appendix|Schedule|Lot|Los|Lotto)';
const numberedHeading = new RegExp(
  `^(?:(?:\\d{1,2}\\.){0,4}\\d{1,2}\\.?|[A-Z]\\d{0,2}(?:\\.\\d{1,2}){0,3}\\.?|[IVX]{1,5}\\.|§\\s?\\d+[a-z]?|${articleWord}\\s+(?:\\d{1,3}|[IVX]{1,5}|[A-Z])[a-z]?\\.?(?:\\s*[–—:.-])?)\\s+\\S`,
  'u',
);

const modalWord =
  /(?<![\p{L}])(?:must|shall|will|should|may|is|are|muss|müssen|hat|haben|ist|sind|wird|werden|doit|doivent|est|sont|deve|devono|è|sono|debe|deben|es|son|moet|moeten|is)(?![\p{L}])/iu;

/** The level of a heading line ("3" 1, "3.2" 2, "3.2.1" 3), or 0 when the line is not numbered like one. */
function numberingDepth(text: string): number {
  const match = /^[A-Z]?((?:\d{1,2}\.){0,4}\d{1,2})\.?\s/u.exec(text);
  if (match) return match[1]!.split('.').length + (/^[A-Z]\d/u.test(text) ? 1 : 0);
  if (/^(?:[A-Z]|[IVX]{1,5})\.\s/u.test(text) || /^§\s?\d/u.test(text)) return 1;
  if (new RegExp(`^${articleWord}\\s`, 'u').test(text)) return 1;
  return 0;
}

interface Built {
  text: string;
  blocks: TextBlock[];
}

class PageWriter {
  text = '';
  blocks: TextBlock[] = [];
  private tables = 0;

  private separate(gap: 'line' | 'paragraph'): void {
    if (!this.text) return;
    this.text += gap === 'paragraph' ? '\n\n' : '\n';
  }

  block(kind: TextBlock['kind'], lines: string[], extra: Partial<TextBlock> = {}): void {
    this.separate('paragraph');
    const start = this.text.length;
    this.text += lines.join('\n');
    this.blocks.push({ kind, start, end: this.text.length, ...extra });
  }

  table(rows: Row[], headRows: number): void {
    this.separate('paragraph');
    const table = this.tables++;
    const head = headRows > 0 ? rows[headRows - 1]!.cells : undefined;
    rows.forEach((row, index) => {
      if (index > 0) this.text += '\n';
      const start = this.text.length;
      const cells: [number, number][] = [];
      row.cells.forEach((cell, c) => {
        if (c > 0) this.text += cellSeparator;
        cells.push([this.text.length, this.text.length + cell.length]);
        this.text += cell;
      });
      const isHead = index < headRows;
      this.blocks.push({
        kind: 'table_row',
        start,
        end: this.text.length,
        cells,
        table,
        ...(isHead ? { headRow: true } : head ? { head } : {}),
      });
    });
  }
}

/** Lines grouped into headings, list items and paragraphs, in order. */
function writeLines(
  writer: PageWriter,
  lines: LineElement[],
  bodySize: number,
  rightEdge: number,
  sizesKnown: boolean,
): void {
  let paragraph: string[] = [];
  let kind: 'paragraph' | 'list_item' = 'paragraph';
  let indent = 0;
  const flush = () => {
    if (paragraph.length > 0) writer.block(kind, paragraph);
    paragraph = [];
    kind = 'paragraph';
  };
  const textOf = (element: LineElement) => element.fragments.map((fragment) => fragment.text).join(' ');
  lines.forEach((element, index) => {
    const text = textOf(element);
    const size = element.line.size;
    const last = lines[index - 1];
    const next = lines[index + 1];
    const gap = last ? element.top - last.bottom : Infinity;
    const gapAfter = next ? next.top - element.bottom : Infinity;
    const bigger = sizesKnown && size >= bodySize * 1.15;
    // A line that runs to the right margin wraps into the next: it starts a paragraph, it is no heading.
    const reachesMargin = element.line.x1 >= rightEdge - 0.08 * (rightEdge - element.line.x0);
    const shortLine = text.length <= 110 && !/[.;,]$/u.test(text) && !reachesMargin;
    const standsApart = gapAfter > 0.6 * size || (next !== undefined && next.line.size >= size * 1.15);
    // Where lines are evenly spaced (simple PDF writers), a short numbered line without a clause is a heading too.
    const plainTitle =
      text.split(/\s+/u).length <= 10 &&
      !/[,;]/u.test(text) &&
      !modalWord.test(text) &&
      (!next || /^\p{Lu}/u.test(textOf(next)));
    const depth = numberingDepth(text);
    const letters = text.replace(/[^\p{L}]/gu, '');
    const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
    const allCaps =
      letters.length >= 6 && capitals / letters.length > 0.85 && text.length <= 90 && !/[.;,:]$/u.test(text);
    const isHeading =
      shortLine &&
      (bigger ||
        allCaps ||
        (depth > 0 &&
          (standsApart || plainTitle) &&
          numberedHeading.test(text) &&
          /\p{L}{3}/u.test(text) &&
          !/:$/u.test(text)));
    const paragraphBreak =
      paragraph.length === 0 ||
      !last ||
      gap > Math.max(0.9 * size, 0.6 * bodySize) ||
      Math.abs(last.line.size - size) > 1.5;
    const previousText = paragraph[paragraph.length - 1] ?? '';
    const startsItem =
      listMarker.test(text) &&
      !isHeading &&
      (paragraphBreak || kind === 'list_item' || /[:;.!?]$/u.test(previousText) || element.line.x0 > indent + 4) &&
      !(paragraph.length > 0 && /[-‐]$/u.test(previousText));
    if (isHeading) {
      flush();
      const level = depth > 0 ? depth : size >= bodySize * 1.5 ? 1 : 2;
      writer.block('heading', [text], { level });
      return;
    }
    const endsSentence = /[.:;!?]$/u.test(previousText) && element.line.x0 > indent + 8;
    if (startsItem || paragraphBreak || endsSentence || (kind === 'list_item' && element.line.x0 < indent - 4)) {
      flush();
      kind = startsItem ? 'list_item' : 'paragraph';
      indent = element.line.x0;
    }
    paragraph.push(text);
  });
  flush();
}

/** Lays out one page: tables from rules and aligned columns, reading order, blocks and the page's text. */
export function layOutPage(input: LayoutInput): LaidOutPage {
  const runs = input.runs.filter((run) => run.text.trim() && run.size > 0);
  if (runs.length === 0) return { text: '', blocks: [] };
  const bodySize = median(runs.map((run) => Math.round(run.size * 2) / 2));
  const grids = ruledGrids(input.rules);
  const inGrid = (run: TextRun, grid: Grid) =>
    run.x >= grid.x0 - 2 &&
    run.x < grid.x1 &&
    run.bottom - run.size / 2 >= grid.top &&
    run.bottom - run.size / 2 <= grid.bottom;
  const tableElements: TableElement[] = [];
  const free: TextRun[] = [];
  const byGrid = new Map<Grid, TextRun[]>();
  for (const run of runs) {
    const grid = grids.find((candidate) => inGrid(run, candidate));
    if (grid) byGrid.set(grid, [...(byGrid.get(grid) ?? []), run]);
    else free.push(run);
  }
  for (const [grid, gridRuns] of byGrid) {
    const table = gridTable(grid, gridRuns);
    if (table) tableElements.push(table);
  }
  const lineElements: LineElement[] = groupLines(free).map((line) => ({
    kind: 'line',
    line,
    fragments: fragmentsOf(line.runs, input.scanned ? columnGap.scan : columnGap.pdf),
    top: line.top,
    bottom: line.bottom,
  }));
  const ordered = readColumns(lineElements, input.width);
  const elements = [...alignedTables(ordered, input.scanned), ...tableElements];
  // Tables found from rules go where they stand; the rest keeps its reading order.
  const sequence: Element[] = [];
  const pendingTables = [...tableElements].sort((a, b) => a.top - b.top);
  for (const element of elements.filter((e) => !tableElements.includes(e as TableElement))) {
    while (pendingTables.length > 0 && pendingTables[0]!.top <= element.top) sequence.push(pendingTables.shift()!);
    sequence.push(element);
  }
  sequence.push(...pendingTables);

  const writer = new PageWriter();
  const wide = lineElements.filter((element) => element.line.runs.reduce((n, run) => n + run.text.length, 0) >= 40);
  const rightEdges = wide.map((element) => element.line.x1).sort((a, b) => a - b);
  const rightEdge = rightEdges[Math.floor(rightEdges.length * 0.9)] ?? input.width;
  let pendingLines: LineElement[] = [];
  const flushLines = () => {
    writeLines(writer, pendingLines, bodySize, rightEdge, !input.scanned);
    pendingLines = [];
  };
  for (const element of sequence) {
    if (element.kind === 'line') {
      pendingLines.push(element);
    } else {
      flushLines();
      writer.table(element.rows, element.headRows);
    }
  }
  flushLines();
  const built: Built = { text: writer.text, blocks: writer.blocks };
  return markEdges(built, sequence, input.height);
}

/**
 * Lines in the top or bottom 9 % of the page are candidates for a running header or footer; `markRunningLines`
 * decides across the document. Here they are only noted (as `edge`).
 */
function markEdges(built: Built, sequence: Element[], height: number): LaidOutPage {
  const top = sequence.find((element) => element.kind === 'line');
  const bottom = [...sequence].reverse().find((element) => element.kind === 'line');
  const blocks = built.blocks.map((block, index) => {
    if (block.kind === 'heading' || block.kind === 'table_row') return block;
    const first = index === 0 || built.blocks.slice(0, index).every((b) => b.edge === 'top');
    const last = index === built.blocks.length - 1;
    if (first && top && top.top < height * 0.09) return { ...block, edge: 'top' as const };
    if (last && bottom && bottom.bottom > height * 0.91) return { ...block, edge: 'bottom' as const };
    return block;
  });
  return { text: built.text, blocks };
}

/** A line's letters only, so "Page 3 of 12" and "Page 4 of 12" (or an OCR'd dash for a dash) count as one. */
function runningKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{L}]+/gu, '')
    .toLowerCase();
}

/** How alike two keys are: the share of character pairs they have in common (Dice), 0 to 1. */
function alike(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) pairs.set(a.slice(i, i + 2), (pairs.get(a.slice(i, i + 2)) ?? 0) + 1);
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const n = pairs.get(pair) ?? 0;
    if (n > 0) {
      shared++;
      pairs.set(pair, n - 1);
    }
  }
  return (2 * shared) / (a.length + b.length - 2);
}

/**
 * Marks running headers and footers: edge lines (the top or bottom lines of a page) whose letters stand at that
 * edge of at least half the document's pages (and of two pages at least); an OCR'd page's edge line counts when it
 * reads nearly as one of them. Blocks already marked stay marked.
 */
export function markRunningLines<P extends PageText>(pages: P[]): P[] {
  const counts = new Map<string, number>();
  const keyOf = (page: PageText, block: TextBlock) =>
    `${block.edge}:${runningKey(page.text.slice(block.start, block.end))}`;
  for (const page of pages) {
    const seen = new Set<string>();
    for (const block of page.blocks ?? []) if (block.edge) seen.add(keyOf(page, block));
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  const running = [...counts].filter(([, n]) => n >= needed).map(([key]) => key);
  const isRunning = (key: string) =>
    running.includes(key) ||
    (key.length >= 12 && running.some((other) => other[0] === key[0] && alike(other, key) >= 0.8));
  return pages.map((page) => ({
    ...page,
    blocks: page.blocks?.map((block) => {
      if (!block.edge) return block;
      const { edge, ...rest } = block;
      if (!isRunning(keyOf(page, block))) return rest;
      return { ...rest, kind: edge === 'top' ? ('header' as const) : ('footer' as const) };
    }),
  }));
}
