// Spreadsheets (XLSX with read-excel-file; ODS rows come from opendocument.ts) as pages: one per sheet, opened by
// the sheet's name, rows as lines of cells joined by " | "; a sheet longer than a page continues on further pages.
import readXlsxFile from 'read-excel-file/node';
import type { PageText } from './types';

export interface SheetRows {
  name: string;
  rows: string[][];
}

function formatDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).replace(/\s+/g, ' ').trim();
}

/** A row as one line, trailing empty cells dropped; '' for an empty row. */
export function rowLine(cells: readonly string[]): string {
  let end = cells.length;
  while (end > 0 && !cells[end - 1]) end--;
  return cells.slice(0, end).join(' | ');
}

/** Pages from sheets: each sheet starts a page headed "Sheet: name", continued pages say which rows they hold. */
export function sheetPages(sheets: readonly SheetRows[], pageChars: number): PageText[] {
  const pages: PageText[] = [];
  for (const sheet of sheets) {
    const lines = sheet.rows.map(rowLine).map((line, index) => ({ line, row: index + 1 }));
    const filled = lines.filter(({ line }) => line);
    if (filled.length === 0) continue;
    let chunk: typeof filled = [];
    let length = 0;
    const flush = (continued: boolean) => {
      if (chunk.length === 0) return;
      const heading = continued
        ? `Sheet: ${sheet.name} (rows ${chunk[0]!.row}–${chunk[chunk.length - 1]!.row})`
        : `Sheet: ${sheet.name}`;
      pages.push({ number: pages.length + 1, text: `${heading}\n\n${chunk.map(({ line }) => line).join('\n')}` });
      chunk = [];
      length = 0;
    };
    let continued = false;
    for (const entry of filled) {
      if (length > 0 && length + entry.line.length > pageChars) {
        flush(continued);
        continued = true;
      }
      chunk.push(entry);
      length += entry.line.length + 1;
    }
    flush(continued);
  }
  return pages;
}

/** The sheets of an XLSX file as rows of cell texts; throws when the file cannot be read. */
export async function readXlsxSheets(bytes: Uint8Array): Promise<SheetRows[]> {
  const sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    // Numbers as written in the file: no float formatting surprises ("0.30000000000000004").
    parseNumber: (raw: string) => raw,
    trim: true,
  });
  return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
}
