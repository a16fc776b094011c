// Small tender documents laid out as a word processor prints them, for the analysis's hard cases: a running header
// and footer on every page, numbered headings set apart, paragraphs wrapped at the margin, and tables drawn with
// their rules (pdf-lib, Helvetica).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type LayoutElement = { heading: string } | { paragraph: string } | { table: string[][]; widths?: number[] };

export interface LayoutPage {
  elements: LayoutElement[];
}

const margin = 56;
const width = 595 - 2 * margin;
const size = 10.5;
const leading = 14;

function wrap(text: string, font: PDFFont, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, fontSize) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawTable(
  page: PDFPage,
  table: string[][],
  widths: number[] | undefined,
  font: PDFFont,
  bold: PDFFont,
  top: number,
): number {
  const columns = table[0]!.length;
  const colWidths = widths ?? Array.from({ length: columns }, () => width / columns);
  let y = top;
  const xs = [margin];
  for (const w of colWidths) xs.push(xs[xs.length - 1]! + w);
  table.forEach((row, rowIndex) => {
    const cellLines = row.map((cell, c) => wrap(cell, rowIndex === 0 ? bold : font, 9.5, colWidths[c]! - 8));
    const height = Math.max(...cellLines.map((lines) => lines.length)) * 12 + 8;
    page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.6, color: rgb(0, 0, 0) });
    cellLines.forEach((lines, c) =>
      lines.forEach((line, i) =>
        page.drawText(line, { x: xs[c]! + 4, y: y - 13 - i * 12, size: 9.5, font: rowIndex === 0 ? bold : font }),
      ),
    );
    for (const x of xs) page.drawLine({ start: { x, y }, end: { x, y: y - height }, thickness: 0.6 });
    y -= height;
  });
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.6 });
  return y;
}

/** A PDF whose pages carry `header` and `footer` ("Page n of m" added), and the elements given. */
export async function layoutPdf(pages: readonly LayoutPage[], header: string, footer: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pages.forEach(({ elements }, index) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(header, { x: margin, y: 810, size: 8, font });
    page.drawText(`${footer} · Page ${index + 1} of ${pages.length}`, { x: margin, y: 24, size: 8, font });
    let y = 770;
    for (const element of elements) {
      if ('heading' in element) {
        y -= 8;
        page.drawText(element.heading, { x: margin, y, size: 12, font: bold });
        y -= leading + 6;
      } else if ('paragraph' in element) {
        for (const line of wrap(element.paragraph, font, size, width)) {
          page.drawText(line, { x: margin, y, size, font });
          y -= leading;
        }
        y -= 6;
      } else {
        y = drawTable(page, element.table, element.widths, font, bold, y + 4) - 14;
      }
    }
  });
  return pdf.save();
}
