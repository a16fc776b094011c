// OpenDocument text and spreadsheets (ODT, ODS) from their content.xml, parsed with saxes: headings, paragraphs,
// table rows and the page breaks of the last layout for text; sheets of rows for spreadsheets.
import { SaxesParser } from 'saxes';
import type { Block } from './sections';
import { rowLine, type SheetRows } from './spreadsheet';

/** Repeated rows and columns are written out at most this often (files repeat empty ones a million times). */
const maxRepeat = 1_000;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function attribute(attributes: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

function repeatCount(value: string | undefined): number {
  const count = Number(value ?? 1);
  return Number.isInteger(count) && count > 0 ? Math.min(count, maxRepeat) : 1;
}

export interface OpenDocumentContent {
  /** Text documents: blocks in reading order. */
  blocks: Block[];
  /** Spreadsheets: one entry per sheet. */
  sheets: SheetRows[];
}

/** Parses content.xml; throws on XML that is not well-formed (a damaged or encrypted part). */
export function parseOpenDocumentContent(xml: string): OpenDocumentContent {
  const parser = new SaxesParser({ xmlns: false });
  const blocks: Block[] = [];
  const sheets: SheetRows[] = [];
  const paragraphs: { heading: number | null; text: string }[] = [];
  const rows: { cells: string[]; repeat: number }[] = [];
  let cell: { text: string; repeat: number } | null = null;
  let skipDepth = 0;
  let pendingBreak = false;

  const emit = (block: Block) => {
    if (pendingBreak) blocks.push({ kind: 'break' });
    pendingBreak = false;
    blocks.push(block);
  };
  const appendText = (text: string) => {
    const paragraph = paragraphs[paragraphs.length - 1];
    if (paragraph) paragraph.text += text;
    else if (cell) cell.text += text;
  };

  parser.on('doctype', () => {
    throw new Error('content.xml must not declare a DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    if (skipDepth > 0 || name === 'annotation' || name === 'note-citation' || name === 'tracked-changes') {
      if (!tag.isSelfClosing) skipDepth++;
      return;
    }
    switch (name) {
      case 'p':
      case 'h': {
        const level = name === 'h' ? repeatCount(attribute(attributes, 'outline-level')) : null;
        if (!tag.isSelfClosing) paragraphs.push({ heading: level === null ? null : Math.min(level, 6), text: '' });
        break;
      }
      case 's':
        appendText(' '.repeat(repeatCount(attribute(attributes, 'c'))));
        break;
      case 'tab':
        appendText('\t');
        break;
      case 'line-break':
        appendText('\n');
        break;
      case 'soft-page-break':
        if (rows.length === 0) pendingBreak = true;
        break;
      case 'table':
        if (rows.length === 0)
          sheets.push({ name: attribute(attributes, 'name') ?? `Sheet ${sheets.length + 1}`, rows: [] });
        break;
      case 'table-row':
        rows.push({ cells: [], repeat: repeatCount(attribute(attributes, 'number-rows-repeated')) });
        break;
      case 'table-cell':
      case 'covered-table-cell':
        cell = { text: '', repeat: repeatCount(attribute(attributes, 'number-columns-repeated')) };
        if (tag.isSelfClosing) closeCell();
        break;
    }
  });

  function closeCell() {
    const row = rows[rows.length - 1];
    if (cell && row) {
      const text = cell.text.replace(/\s+/g, ' ').trim();
      for (let i = 0; i < cell.repeat; i++) row.cells.push(text);
    }
    cell = null;
  }

  parser.on('text', (text) => {
    if (skipDepth === 0) appendText(text);
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (skipDepth > 0) {
      skipDepth--;
      return;
    }
    switch (name) {
      case 'p':
      case 'h': {
        const paragraph = paragraphs.pop();
        if (!paragraph) break;
        if (cell) cell.text += `${paragraph.text} `;
        else if (paragraph.heading !== null) emit({ kind: 'heading', level: paragraph.heading, text: paragraph.text });
        else emit({ kind: 'paragraph', text: paragraph.text });
        break;
      }
      case 'table-cell':
      case 'covered-table-cell':
        closeCell();
        break;
      case 'table-row': {
        const row = rows.pop();
        if (!row) break;
        const outerRow = rows[rows.length - 1];
        const line = rowLine(row.cells);
        if (outerRow) {
          // A table inside a table cell: its rows become text of that cell.
          if (cell && line) cell.text += `${line} `;
          break;
        }
        if (!line) break;
        const sheet = sheets[sheets.length - 1];
        for (let i = 0; i < row.repeat; i++) {
          sheet?.rows.push(row.cells);
          emit({ kind: 'row', text: line });
        }
        break;
      }
    }
  });
  parser.write(xml).close();
  return { blocks, sheets };
}
