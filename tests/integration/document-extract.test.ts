import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractDocument, type ExtractResult } from '@/lib/documents/extract';
import { splitPassages } from '@/lib/documents/passages';
import {
  deflatedZeros,
  numberedPages,
  openDocument,
  rawZip,
  tenderDocx,
  tenderXlsx,
  textPdf,
  textPng,
  zipOf,
} from '../fixtures/document-files';

const encode = (text: string) => new TextEncoder().encode(text);

function pagesOf(result: ExtractResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason} ${result.detail ?? ''}`);
  return result;
}

describe('extractDocument: PDF', () => {
  it('reads a 10-page PDF page by page, with the known word on page 7 only', async () => {
    const pdf = await textPdf(
      numberedPages(10, (page) => (page === 7 ? ['The Zuschlagskriterium is stated here in full.'] : [])),
      'Leistungsbeschreibung',
    );
    const result = pagesOf(await extractDocument(pdf, { fileName: 'spec.pdf' }));
    expect(result).toMatchObject({ type: 'pdf', mime: 'application/pdf', kind: 'pdf_converted', language: 'en' });
    expect(result.title).toBe('Leistungsbeschreibung');
    expect(result.pages.map((page) => page.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.pages.filter((page) => page.text.includes('Zuschlagskriterium')).map((p) => p.number)).toEqual([7]);
    expect(result.pages[6]!.text).toBe(
      'This is page 7 of the tender specification.\nThe contractor shall clean the school buildings every working day.\n' +
        'Offers must be submitted through the procurement portal before the deadline.\nThe Zuschlagskriterium is stated here in full.',
    );
    expect(result.lowTextPages).toEqual([]);

    const hits = splitPassages(result.pages).filter((passage) => passage.text.includes('Zuschlagskriterium'));
    expect(hits.map((passage) => passage.page)).toEqual([7]);
  });

  it('reports progress page by page and stops when its signal is aborted', async () => {
    const pdf = await textPdf(numberedPages(3));
    const progress: [number, number][] = [];
    await extractDocument(pdf, { fileName: 'a.pdf', onProgress: (done, total) => void progress.push([done, total]) });
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);

    const controller = new AbortController();
    const extraction = extractDocument(pdf, {
      fileName: 'a.pdf',
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(extraction).rejects.toThrow(/abort/i);
  });

  it('lists pages with little or no text for OCR', async () => {
    const pdf = await textPdf([['A page with enough words to count as a page of real text, really.'], [], ['Page 3']]);
    const result = pagesOf(await extractDocument(pdf, { fileName: 'mixed.pdf' }));
    expect(result.lowTextPages).toEqual([2, 3]);
    expect(result.pages[1]).toEqual({ number: 2, text: '', blocks: [] });
  });

  it('refuses a password-protected PDF with a reason a person understands', async () => {
    const result = await extractDocument(readFileSync('tests/fixtures/documents/encrypted.pdf'), {
      fileName: 'annex.pdf',
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'encrypted',
      reason: 'This PDF is password-protected; upload a copy without a password.',
    });
  });

  it('refuses a damaged PDF and says what to do', async () => {
    const pdf = await textPdf(numberedPages(2));
    const result = await extractDocument(pdf.slice(0, 300), { fileName: 'broken.pdf' });
    expect(result).toMatchObject({ ok: false, code: 'corrupt' });
    expect(!result.ok && result.reason).toMatch(/damaged.*upload/);
  });

  it('refuses a PDF with more pages than the limit', async () => {
    const pdf = await textPdf(numberedPages(4));
    const result = await extractDocument(pdf, { fileName: 'long.pdf', limits: { maxPages: 3 } });
    expect(result).toMatchObject({ ok: false, code: 'too_large' });
    expect(!result.ok && result.reason).toContain('4 pages');
  });
});

describe('extractDocument: office files', () => {
  it('reads a DOCX into sections at its page break, with headings, a footnote and table rows', async () => {
    const result = pagesOf(await extractDocument(await tenderDocx(), { fileName: 'contract.docx' }));
    expect(result).toMatchObject({ type: 'docx', kind: 'docling_parsed', language: 'en', lowTextPages: [] });
    expect(result.title).toBe('Cleaning services for schools');
    expect(result.pages).toHaveLength(2);
    expect(result.pages[0]!.text).toContain(
      'The contracting authority buys daily cleaning of twelve school buildings.',
    );
    expect(result.pages[0]!.text).toContain('[Footnote] Working days as defined by the Austrian calendar.');
    expect(result.pages[1]!.text).toBe(
      '2 Award criteria\n\nPrice weighs 60 percent and quality 40 percent.\n\nCriterion | Weight\nPrice | 60\nQuality | 40',
    );
  });

  it('reads an XLSX as one page per sheet, rows as lines, dates as dates', async () => {
    const result = pagesOf(await extractDocument(await tenderXlsx(), { fileName: 'prices.xlsx', languageHint: 'en' }));
    expect(result).toMatchObject({ type: 'xlsx', kind: 'docling_parsed', language: 'en' });
    expect(result.pages).toEqual([
      {
        number: 1,
        text: 'Sheet: Prices\n\nItem | Unit | Price\nWindow cleaning | m2 | 1.25\nFloor cleaning | m2 | 0.8',
      },
      { number: 2, text: 'Sheet: Schedule\n\nMilestone | Date\nSubmission deadline | 2026-03-31' },
    ]);
  });

  it('reads an ODT with headings, spaces, a page break and a table', async () => {
    const odt = openDocument(
      'application/vnd.oasis.opendocument.text',
      '<office:text><text:h text:outline-level="1">Leistungsbeschreibung</text:h>' +
        '<text:p>Die Reinigung der Schulen<text:s text:c="2"/>erfolgt täglich.<office:annotation><text:p>Kommentar</text:p></office:annotation></text:p>' +
        '<text:soft-page-break/><text:p>Zweite Seite.</text:p>' +
        '<table:table table:name="Kriterien"><table:table-row><table:table-cell><text:p>Preis</text:p></table:table-cell>' +
        '<table:table-cell table:number-columns-repeated="2"><text:p>60</text:p></table:table-cell></table:table-row></table:table></office:text>',
    );
    const result = pagesOf(await extractDocument(odt, { fileName: 'lb.odt', languageHint: 'de' }));
    expect(result).toMatchObject({ type: 'odt', kind: 'docling_parsed', language: 'de' });
    expect(result.pages).toEqual([
      { number: 1, text: 'Leistungsbeschreibung\n\nDie Reinigung der Schulen  erfolgt täglich.' },
      { number: 2, text: '[Leistungsbeschreibung]\n\nZweite Seite.\n\nPreis | 60 | 60' },
    ]);
  });

  it('reads an ODS without writing out the million empty rows spreadsheets declare', async () => {
    const ods = openDocument(
      'application/vnd.oasis.opendocument.spreadsheet',
      '<office:spreadsheet><table:table table:name="Preise"><table:table-row><table:table-cell><text:p>Posten</text:p></table:table-cell>' +
        '<table:table-cell><text:p>Preis</text:p></table:table-cell></table:table-row>' +
        '<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>' +
        '</table:table></office:spreadsheet>',
    );
    const result = pagesOf(await extractDocument(ods, { fileName: 'p.ods' }));
    expect(result.pages).toEqual([{ number: 1, text: 'Sheet: Preise\n\nPosten | Preis' }]);
  });

  it('refuses a DOCX whose parts unpack to far more than they declare (a ZIP bomb in disguise)', async () => {
    const zeros = deflatedZeros(64);
    const bomb = rawZip([
      {
        name: '[Content_Types].xml',
        data: encode('<Types/>'),
        method: 0,
        crc: crc32(encode('<Types/>')),
        declaredSize: 8,
      },
      { name: 'word/document.xml', data: zeros.data, method: 8, crc: zeros.crc, declaredSize: 2000 },
    ]);
    expect(await extractDocument(bomb, { fileName: 'big.docx' })).toMatchObject({ ok: false, code: 'zip_bomb' });
  });

  it('refuses a damaged DOCX as damaged', async () => {
    const broken = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document><w:body><w:p>' });
    const result = await extractDocument(broken, { fileName: 'broken.docx' });
    expect(result).toMatchObject({ ok: false, code: 'corrupt' });
    expect(!result.ok && result.reason).toMatch(/Word document is damaged/);
  });
});

describe('extractDocument: text, HTML and what it refuses', () => {
  it('reads plain text in sections of about a page, form feeds as page breaks', async () => {
    const paragraph = 'Die Bieter reichen ihre Angebote fristgerecht ein und legen alle Nachweise bei. ';
    const text = `${paragraph.repeat(30)}\n\n${paragraph.repeat(30)}\fSeite zwei.`;
    const result = pagesOf(
      await extractDocument(encode(text), { fileName: 'notes.txt', limits: { sectionChars: 3000 } }),
    );
    expect(result).toMatchObject({ type: 'text', language: 'de' });
    expect(result.pages.map((page) => page.text.length)).toEqual([2399, 2399, 11]);
    expect(result.pages[2]!.text).toBe('Seite zwei.');
  });

  it('decodes Windows-1252 text that is not UTF-8', async () => {
    const result = pagesOf(
      await extractDocument(Buffer.from('Größe der Räume: 1.200 m²', 'latin1'), { fileName: 'a.txt' }),
    );
    expect(result.pages[0]!.text).toBe('Größe der Räume: 1.200 m²');
  });

  it('reads HTML without its scripts and styles, headings as sections, tables as rows', async () => {
    const html =
      '<!doctype html><html><head><title>Ausschreibung &ndash; Reinigung</title><style>p { color: red }</style>' +
      '<script>document.write("<p>nicht sichtbar</p>")</script></head><body><h1>Gegenstand</h1>' +
      '<p>Reinigung &amp; Pflege der Schulen,<br>täglich &#x2013; auch im Sommer.</p>' +
      '<table><tr><th>Los</th><th>Objekt</th></tr><tr><td>1<td>Volksschule</table></body></html>';
    const result = pagesOf(await extractDocument(encode(html), { fileName: 'page.html' }));
    expect(result.title).toBe('Ausschreibung – Reinigung');
    expect(result.pages).toEqual([
      {
        number: 1,
        text: 'Gegenstand\n\nReinigung & Pflege der Schulen,\ntäglich – auch im Sommer.\n\nLos | Objekt\n1 | Volksschule',
      },
    ]);
  });

  it('reads XML as the text of its elements, one per line', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE gaeb><GAEB><Item><Text>Unterhaltsreinigung &amp; Pflege</Text><Qty>1200</Qty></Item><!-- note --><![CDATA[Nebenleistung <frei>]]></GAEB>';
    const result = pagesOf(await extractDocument(encode(xml), { fileName: 'lv.x83' }));
    expect(result).toMatchObject({
      type: 'xml',
      pages: [{ number: 1, text: 'Unterhaltsreinigung & Pflege\n1200\nNebenleistung <frei>' }],
    });
  });

  it('leaves an image for OCR after checking its size', async () => {
    const png = textPng(['Scanned'], { width: 300, height: 100 });
    expect(pagesOf(await extractDocument(png, { fileName: 'scan.png', languageHint: 'de' }))).toMatchObject({
      type: 'png',
      kind: 'textract_parsed',
      pages: [{ number: 1, text: '' }],
      lowTextPages: [1],
      language: 'de',
    });
    const huge = Buffer.from(png);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    expect(await extractDocument(huge, { fileName: 'huge.png' })).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('refuses unsupported, empty and oversized files with a reason, and sends archives to unpackArchive', async () => {
    const doc = new Uint8Array(
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.from('WordDocument', 'utf16le'),
      ]),
    );
    expect(await extractDocument(doc, { fileName: 'old.doc' })).toEqual({
      ok: false,
      code: 'unsupported',
      reason: "Old Word documents (.doc) can't be read; save it as PDF or DOCX and upload that.",
    });
    expect(await extractDocument(new Uint8Array(), { fileName: 'a.pdf' })).toEqual({
      ok: false,
      code: 'empty',
      reason: 'This file is empty.',
    });
    expect(
      await extractDocument(new Uint8Array(2048).fill(65), { fileName: 'a.txt', limits: { maxFileBytes: 1024 } }),
    ).toEqual({
      ok: false,
      code: 'too_large',
      reason: 'This file is 2 KB; files up to 1 KB can be read.',
    });
    expect(await extractDocument(zipOf({ 'a.txt': 'x' }), { fileName: 'pack.zip' })).toMatchObject({
      ok: false,
      code: 'archive',
    });
  });
});
