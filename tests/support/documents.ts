// Real files for the extraction tests, built with kept libraries (pdf-lib, docx, write-excel-file, fflate,
// @napi-rs/canvas), plus hand-made ZIP bombs whose headers can tell the truth or lie.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import writeXlsxFile from 'write-excel-file/node';

/** A text PDF: one array of lines per page, drawn in Helvetica. */
export async function textPdf(pages: readonly (readonly string[])[], title?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  if (title) pdf.setTitle(title);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 56, y: 780 - index * 16, size: 11, font }));
  }
  return pdf.save();
}

/** `count` pages of ordinary sentences; page `n` (1-based) says "This is page n". */
export function numberedPages(count: number, extra: (page: number) => string[] = () => []): string[][] {
  return Array.from({ length: count }, (_, index) => [
    `This is page ${index + 1} of the tender specification.`,
    'The contractor shall clean the school buildings every working day.',
    'Offers must be submitted through the procurement portal before the deadline.',
    ...extra(index + 1),
  ]);
}

let fontFamily: string | null = null;

/** A sans-serif font for drawing text: the system's, or the one Next.js ships when the system has none. */
function sansSerif(): string {
  if (fontFamily) return fontFamily;
  let geist: string | null = null;
  try {
    geist = createRequire(import.meta.url).resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf');
  } catch {
    // A Next.js without the font: the system's sans-serif draws the text.
  }
  if (geist && existsSync(geist)) GlobalFonts.registerFromPath(geist, 'Test Sans');
  fontFamily = GlobalFonts.has('Test Sans') ? 'Test Sans' : 'sans-serif';
  return fontFamily;
}

function textCanvas(lines: readonly string[], width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `44px "${sansSerif()}"`;
  lines.forEach((line, index) => context.fillText(line, 150, 250 + index * 80));
  return canvas;
}

/** A PNG of black text on white, as a 200 dpi scan of an A4 page would show it. */
export function textPng(lines: readonly string[], { width = 1654, height = 2339 } = {}): Uint8Array {
  return new Uint8Array(textCanvas(lines, width, height).toBuffer('image/png'));
}

/** The same page as a JPEG, as most scanners store it. */
export function textJpeg(lines: readonly string[], { width = 1654, height = 2339 } = {}): Uint8Array {
  return new Uint8Array(textCanvas(lines, width, height).toBuffer('image/jpeg', 90));
}

/** An image-only PDF: each page is a picture of its lines, with no text layer, as a scanner makes them. */
export async function scannedPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    const image = await pdf.embedPng(textPng(lines));
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

/**
 * An image-only PDF of JPEG pages, as most scanners make them: many times quicker to build than `scannedPdf`
 * (pdf-lib embeds a JPEG as it is, where a PNG is decoded and compressed again).
 */
export async function scannedJpegPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    const image = await pdf.embedJpg(textJpeg(lines));
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

/** A DOCX with headings, paragraphs, a page break, a table and a footnote. */
export async function tenderDocx(): Promise<Uint8Array> {
  const document = new Document({
    title: 'Cleaning services',
    footnotes: { 1: { children: [new Paragraph('Working days as defined by the Austrian calendar.')] } },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Cleaning services for schools', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: '1 Subject of the contract', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('The contracting authority buys daily cleaning of twelve school buildings'),
              new FootnoteReferenceRun(1),
              new TextRun('.'),
            ],
          }),
          new Paragraph({ text: '1.1 Scope', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('Floors, windows and sanitary rooms are cleaned by the contractor.'),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: '2 Award criteria', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Price weighs 60 percent and quality 40 percent.', alignment: AlignmentType.LEFT }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Criterion')] }),
                  new TableCell({ children: [new Paragraph('Weight')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Price')] }),
                  new TableCell({ children: [new Paragraph('60')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Quality')] }),
                  new TableCell({ children: [new Paragraph('40')] }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** An XLSX with two sheets: a price list and a schedule with a date. */
export async function tenderXlsx(): Promise<Uint8Array> {
  const buffer = await writeXlsxFile([
    {
      sheet: 'Prices',
      data: [
        ['Item', 'Unit', 'Price'],
        ['Window cleaning', 'm2', 1.25],
        ['Floor cleaning', 'm2', 0.8],
      ],
    },
    {
      sheet: 'Schedule',
      data: [
        ['Milestone', 'Date'],
        ['Submission deadline', { value: new Date('2026-03-31T00:00:00Z'), type: Date, format: 'yyyy-mm-dd' }],
      ],
    },
  ]).toBuffer();
  return new Uint8Array(buffer);
}

const odfNamespaces =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"';

/** An OpenDocument file as office suites write it: `mimetype` first and stored, then the content. */
export function openDocument(mimetype: string, body: string, extra: Zippable = {}): Uint8Array {
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${odfNamespaces}><office:body>${body}</office:body></office:document-content>`;
  return zipSync({
    mimetype: [strToU8(mimetype), { level: 0 }],
    'content.xml': strToU8(content),
    'META-INF/manifest.xml': strToU8(
      '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
    ),
    ...extra,
  });
}

export function zipOf(files: Record<string, Uint8Array | string>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files))
    zippable[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(zippable);
}

const megabyte = 1024 * 1024;

/**
 * Deflated zeros, `megabytes` MB of them, without spending the time to compress them: one fully flushed
 * (self-contained) block of a megabyte of zeros, repeated, then an empty final block.
 */
export function deflatedZeros(megabytes: number): { data: Uint8Array; crc: number; size: number } {
  const zeros = Buffer.alloc(megabyte);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(zeros, crc);
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), last]);
  return { data, crc, size: megabytes * megabyte };
}

export interface RawZipEntry {
  /** A string is written as UTF-8 and flagged so; bytes are written as they are, unflagged (as DOS tools did). */
  name: string | Uint8Array;
  data: Uint8Array;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  /** The unpacked size the headers declare, which a bomb may understate. */
  declaredSize: number;
}

/** A ZIP file written field by field, so a test can make its headers lie. */
export function rawZip(entries: readonly RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name);
    const flags = typeof entry.name === 'string' ? 0x800 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A ZIP of one file of `megabytes` MB of zeros (a ZIP bomb), whose headers say `declaredSize` (default: the truth). */
export function zeroBomb(megabytes: number, name = 'zeros.bin', declaredSize?: number): Uint8Array {
  const zeros = deflatedZeros(megabytes);
  return rawZip([{ name, data: zeros.data, method: 8, crc: zeros.crc, declaredSize: declaredSize ?? zeros.size }]);
}
