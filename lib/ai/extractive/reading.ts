// The documents read into units a person would quote: sentences of paragraphs, list items with the sentence that
// leads into their list, and table rows with their table's head, each under the headings it stands under. Running
// headers and footers are left out. A sentence cut by a page break is one unit with a piece on each page, so its
// citation names both. Pages read before blocks were kept (or without them) are cut into sentences by their text.
import type { StoredTextBlock } from '@/lib/db/schema';
import { segmentPage, sentencesIn, type Heading } from './text';

/** A block of a page as the documents' reader laid it out and the database keeps it. */
export type PageBlockInput = StoredTextBlock;

export interface ReadablePage {
  page: number;
  text: string;
  blocks?: readonly PageBlockInput[] | null;
}

export interface ReadableDocument {
  documentId: string;
  fileName: string;
  language: string | null;
  pages: readonly ReadablePage[];
}

/** A span of one page's text. */
export interface Piece {
  page: number;
  start: number;
  end: number;
  text: string;
}

export interface Unit {
  documentId: string;
  fileName: string;
  language: string | null;
  kind: 'sentence' | 'item' | 'row';
  /** One piece, or two when the unit runs over a page break. */
  pieces: Piece[];
  /** The pieces' words, joined. */
  text: string;
  /** The headings it stands under, outermost first. */
  headings: string[];
  /** List items: the sentence that leads into the list, and where it stands. */
  leadIn: string | null;
  leadInPieces: Piece[] | null;
  /** Table rows: the cells' texts, and the head row's. */
  cells: string[] | null;
  head: string[] | null;
  /** Table rows: the last sentence before the table (often says what the table is). */
  tableIntro: string | null;
  /** Index of the table in its document, for rows; of the list, for items. */
  group: number | null;
  /** Its place among its document's units. */
  order: number;
  /** The block it stands in ("page:start"), so sentences of one paragraph can be told apart from the next's. */
  block: string;
}

interface Trail {
  level: number;
  text: string;
}

function nextTrail(trail: Trail[], heading: Trail): Trail[] {
  return [...trail.filter((other) => other.level < heading.level), heading];
}

const closes = /[.!?:;]["'”’»)\]]*$/u;

/** Whether a unit's last words leave its sentence open (it goes on past the page break). */
function leftOpen(unit: Unit): boolean {
  const text = unit.text.trim();
  // Mid-sentence: it ends on a word (or a comma or hyphen), not a figure, and is more than a label's length.
  return unit.kind !== 'row' && !closes.test(text) && text.length >= 40 && /[\p{L},‐-]$/u.test(text);
}

const listMarker = /^\s*(?:[•·▪■◦‣∙●○□–—-]|\(?[a-zA-Z]\)|\(?[ivx]{1,4}\)|\(?\d{1,2}\)|\d{1,2}\.(?!\d)|[a-z]\.(?=\s))/u;

interface DocumentReader {
  units: Unit[];
  trail: Trail[];
  tables: number;
  lists: number;
  order: number;
}

function unitOf(
  document: ReadableDocument,
  reader: DocumentReader,
  fields: Partial<Unit> & Pick<Unit, 'kind' | 'pieces'>,
): Unit {
  return {
    documentId: document.documentId,
    fileName: document.fileName,
    language: document.language,
    // Its words on one line: a page's line breaks inside a sentence say nothing (quotes keep them, from the pieces).
    text: fields.pieces
      .map((piece) => piece.text)
      .join(' ')
      .replace(/\s+/gu, ' ')
      .trim(),
    headings: reader.trail.map((heading) => heading.text),
    leadIn: null,
    leadInPieces: null,
    cells: null,
    head: null,
    tableIntro: null,
    group: null,
    order: reader.order++,
    block: `${fields.pieces[0]!.page}:${fields.pieces[0]!.start}`,
    ...fields,
  };
}

function piece(page: ReadablePage, start: number, end: number): Piece {
  return { page: page.page, start, end, text: page.text.slice(start, end) };
}

/** A block's lines as list items when most of them end an item (";" or "," and "." at the last); else null. */
function itemLines(text: string, start: number, end: number): { start: number; end: number }[] | null {
  const items: { start: number; end: number }[] = [];
  let itemStart = start;
  let at = start;
  const lines = text.slice(start, end).split('\n');
  let closed = 0;
  for (const [index, line] of lines.entries()) {
    const lineEnd = at + line.length;
    const last = index === lines.length - 1;
    if (/[;,]\s*(?:et|und|and|e|y|ou|oder|or|o)?\s*$/iu.test(line) || (last && /[.;]\s*$/u.test(line))) {
      if (!last) closed++;
      items.push({ start: itemStart, end: lineEnd });
      itemStart = lineEnd + 1;
    } else if (last) {
      items.push({ start: itemStart, end: lineEnd });
    }
    at = lineEnd + 1;
  }
  return items.length >= 2 && closed >= items.length - 1 ? items : null;
}

/** Reads one page with blocks; `open` is the previous page's last unit when its sentence runs on. */
function readBlocks(document: ReadableDocument, page: ReadablePage, reader: DocumentReader, open: Unit | null): void {
  const blocks = (page.blocks ?? []).filter((block) => block.kind !== 'header' && block.kind !== 'footer');
  let pendingOpen = open;
  let lastSentence: Unit | null = null;
  let currentTable: number | null = null;
  let tableIndex = -1;
  let listGroup: number | null = null;
  let leadIn: Unit | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      pendingOpen = null;
      reader.trail = nextTrail(reader.trail, {
        level: block.level ?? 1,
        text: page.text.slice(block.start, block.end).trim(),
      });
      currentTable = null;
      listGroup = null;
      leadIn = null;
      continue;
    }
    if (block.kind === 'table_row') {
      pendingOpen = null;
      if (block.table !== currentTable) {
        currentTable = block.table ?? null;
        tableIndex = reader.tables++;
      }
      if (block.headRow) continue;
      const cells = (block.cells ?? []).map(([start, end]) => page.text.slice(start, end).trim());
      if (cells.every((cell) => !cell)) continue;
      reader.units.push(
        unitOf(document, reader, {
          kind: 'row',
          pieces: [piece(page, block.start, block.end)],
          cells,
          head: block.head ? [...block.head] : null,
          tableIntro: lastSentence?.text ?? null,
          group: tableIndex,
        }),
      );
      continue;
    }
    currentTable = null;
    // Items without markers (a list's bullets drawn, not written), one a line, each closed by ";" or ".": after a
    // lead-in they are items of its list.
    const lineItems = leadIn && block.kind === 'paragraph' ? itemLines(page.text, block.start, block.end) : null;
    if (lineItems) {
      const group = reader.lists++;
      for (const span of lineItems) {
        reader.units.push(
          unitOf(document, reader, {
            kind: 'item',
            pieces: [piece(page, span.start, span.end)],
            leadIn: leadIn!.text,
            leadInPieces: leadIn!.pieces,
            group,
            block: `${page.page}:${block.start}`,
          }),
        );
      }
      pendingOpen = null;
      continue;
    }
    const spans = sentencesIn(page.text, block.start, block.end);
    if (spans.length === 0) continue;
    const isItem = block.kind === 'list_item';
    if (isItem && listGroup === null) listGroup = reader.lists++;
    if (!isItem) listGroup = null;
    for (const [index, span] of spans.entries()) {
      if (index === 0 && pendingOpen && !listMarker.test(span.text) && !/^[\p{Lu}\d\s–—-]{3,40}$/u.test(span.text)) {
        // The sentence the last page left open ends here.
        pendingOpen.pieces.push(piece(page, span.start, span.end));
        pendingOpen.text = `${pendingOpen.text} ${span.text}`.replace(/\s+/gu, ' ');
        pendingOpen = null;
        continue;
      }
      pendingOpen = null;
      const unit = unitOf(document, reader, {
        kind: isItem ? 'item' : 'sentence',
        pieces: [piece(page, span.start, span.end)],
        leadIn: isItem && leadIn ? leadIn.text : null,
        leadInPieces: isItem && leadIn ? leadIn.pieces : null,
        group: isItem ? listGroup : null,
        block: `${page.page}:${block.start}`,
      });
      reader.units.push(unit);
      if (!isItem) lastSentence = unit;
    }
    if (!isItem) {
      const last = reader.units[reader.units.length - 1];
      leadIn = last && /:\s*$/u.test(last.text) ? last : null;
    }
  }
}

/** Reads a page without blocks by its text alone, as before layouts were kept. */
function readText(
  document: ReadableDocument,
  page: ReadablePage,
  reader: DocumentReader,
  carried: Heading | null,
): Heading | null {
  const { sentences, headings } = segmentPage(page.text, carried);
  const events = [
    ...headings.map((heading) => ({ at: heading.start, heading, sentence: null })),
    ...sentences.map((sentence) => ({ at: sentence.start, heading: null, sentence })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) {
    if (event.heading) {
      const bracketed = /^\[(.+)\]$/u.exec(event.heading.text);
      if (bracketed) {
        reader.trail = bracketed[1]!.split(' › ').map((text, index) => ({ text, level: index + 1 }));
      } else reader.trail = nextTrail(reader.trail, { level: event.heading.level, text: event.heading.text });
    } else if (event.sentence) {
      const span = event.sentence;
      const kind = listMarker.test(span.text) ? 'item' : 'sentence';
      const previous = reader.units[reader.units.length - 1];
      reader.units.push(
        unitOf(document, reader, {
          kind,
          pieces: [piece(page, span.start, span.end)],
          leadIn: kind === 'item' && previous && /:\s*$/u.test(previous.text) ? previous.text : null,
          leadInPieces: kind === 'item' && previous && /:\s*$/u.test(previous.text) ? previous.pieces : null,
        }),
      );
    }
  }
  return headings[headings.length - 1] ?? carried;
}

/** Every unit of the documents, in reading order. */
export function readUnits(documents: readonly ReadableDocument[]): Unit[] {
  const units: Unit[] = [];
  for (const document of documents) {
    const reader: DocumentReader = { units: [], trail: [], tables: 0, lists: 0, order: 0 };
    let carried: Heading | null = null;
    for (const page of document.pages) {
      const before = reader.units.length;
      const last = reader.units[before - 1] ?? null;
      if (page.blocks && page.blocks.length > 0) {
        readBlocks(
          document,
          page,
          reader,
          last && last.pieces[last.pieces.length - 1]!.page === page.page - 1 && leftOpen(last) ? last : null,
        );
      } else {
        carried = readText(document, page, reader, carried);
      }
    }
    units.push(...reader.units);
  }
  return units;
}
