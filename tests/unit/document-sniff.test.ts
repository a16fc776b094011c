import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffType } from '@/lib/documents/extract';
import { openDocument, tenderDocx, tenderXlsx, textPdf, textPng, zipOf } from '../fixtures/document-files';

const encode = (text: string) => new TextEncoder().encode(text);

/** An OLE compound file header followed by the UTF-16 name of one of its streams, as old Office files hold them. */
function oleFile(streamName: string): Uint8Array {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);
  return new Uint8Array(Buffer.concat([header, Buffer.from(streamName, 'utf16le'), Buffer.alloc(64)]));
}

describe('sniffType', () => {
  it('reads the type from the bytes, whatever the name says', async () => {
    const pdf = await textPdf([['Hello']]);
    expect(sniffType(pdf, 'specification.docx')).toMatchObject({
      type: 'pdf',
      mime: 'application/pdf',
      supported: true,
    });
    expect(sniffType(await tenderDocx(), 'prices.pdf')).toMatchObject({ type: 'docx', supported: true });
    expect(sniffType(await tenderXlsx(), 'x.bin')).toMatchObject({ type: 'xlsx', supported: true });
    expect(sniffType(encode('Plain words, nothing more.'), 'scan.pdf')).toMatchObject({
      type: 'text',
      supported: true,
    });
  });

  it('finds a PDF header after junk bytes, as readers do', async () => {
    const pdf = await textPdf([['Hello']]);
    const prefixed = new Uint8Array([...encode('\r\n\r\n'), ...pdf]);
    expect(sniffType(prefixed, 'a.pdf').type).toBe('pdf');
  });

  it('tells DOCX, XLSX, ODT, ODS and plain ZIP archives apart by their entries', () => {
    expect(sniffType(openDocument('application/vnd.oasis.opendocument.text', ''), 'a.zip').type).toBe('odt');
    expect(sniffType(openDocument('application/vnd.oasis.opendocument.spreadsheet', ''), 'a.zip').type).toBe('ods');
    expect(sniffType(zipOf({ 'a.pdf': 'x', 'b.txt': 'y' }), 'tender.docx')).toMatchObject({
      type: 'zip',
      mime: 'application/zip',
      supported: true,
    });
  });

  it('refuses presentations, old Office files and encrypted Office files with what to do instead', () => {
    const pptx = zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' });
    expect(sniffType(pptx, 'slides.pptx')).toMatchObject({ type: 'pptx', supported: false, code: 'unsupported' });
    expect(sniffType(pptx, 'slides.pptx').reason).toMatch(/save it as PDF/);

    expect(sniffType(oleFile('WordDocument'), 'old.doc')).toMatchObject({
      type: 'doc',
      supported: false,
      code: 'unsupported',
      reason: "Old Word documents (.doc) can't be read; save it as PDF or DOCX and upload that.",
    });
    expect(sniffType(oleFile('Workbook'), 'old.xls')).toMatchObject({ type: 'xls', supported: false });
    expect(sniffType(oleFile('EncryptedPackage'), 'locked.docx')).toMatchObject({
      type: 'office_encrypted',
      supported: false,
      code: 'encrypted',
      reason: 'This document is password-protected; upload a copy without a password.',
    });
  });

  it('knows images: PNG and JPEG are read by OCR, TIFF is refused', () => {
    expect(sniffType(textPng(['Hi'], { width: 40, height: 20 }), 'scan.pdf')).toMatchObject({
      type: 'png',
      supported: true,
    });
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'a.jpg')).toMatchObject({
      type: 'jpeg',
      supported: true,
    });
    expect(sniffType(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), 'a.tif')).toMatchObject({
      type: 'tiff',
      supported: false,
    });
  });

  it('tells HTML, XML, CSV, RTF and plain text apart', () => {
    expect(sniffType(encode('<!DOCTYPE html><html><body>Hi</body></html>'), 'a.txt').type).toBe('html');
    expect(sniffType(encode('\uFEFF  <html lang="de"><p>Hallo</p></html>'), 'a').type).toBe('html');
    expect(sniffType(encode('<?xml version="1.0"?><GAEB><Award/></GAEB>'), 'a.x83').type).toBe('xml');
    expect(sniffType(encode('item;price\nwindows;1.25\n'), 'prices.csv')).toMatchObject({
      type: 'text',
      mime: 'text/csv',
    });
    expect(sniffType(encode('{\\rtf1\\ansi Hello}'), 'a.doc')).toMatchObject({ type: 'rtf', supported: false });
    expect(sniffType(Buffer.from('Größe und Maße', 'latin1'), 'a.txt').type).toBe('text');
  });

  it('refuses other archives, binaries and empty files', () => {
    expect(sniffType(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]), 'a.gz')).toMatchObject({
      type: 'archive_other',
      supported: false,
    });
    expect(sniffType(new Uint8Array([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), 'a.7z').type).toBe('archive_other');
    expect(sniffType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), 'a.pdf')).toMatchObject({
      type: 'binary',
      supported: false,
      code: 'unsupported',
    });
    expect(sniffType(new Uint8Array(), 'a.pdf')).toMatchObject({ supported: false, code: 'empty' });
  });

  it('reports a damaged ZIP as damaged', () => {
    const zip = zipOf({ 'a.txt': 'hello' });
    expect(sniffType(zip.slice(0, zip.length - 10), 'a.zip')).toMatchObject({
      type: 'zip',
      supported: false,
      code: 'corrupt',
    });
  });

  it('sees the committed encrypted fixture as a PDF (the password is found when it is read)', () => {
    expect(sniffType(readFileSync('tests/fixtures/documents/encrypted.pdf'), 'e.pdf').type).toBe('pdf');
  });
});
