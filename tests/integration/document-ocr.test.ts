import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocument, ocrLanguageCodes, ocrPages } from '@/lib/documents/extract';
import { scannedPdf, textPdf, textPng } from '../fixtures/document-files';

// OCR takes a few seconds a page on a small machine.
const ocrTimeout = 120_000;

describe('ocrPages', () => {
  it(
    'reads the known words of a scanned (image-only) PDF page by page, from language data installed from npm',
    async () => {
      const scan = await scannedPdf([
        ['Ausschreibung Reinigungsleistungen', 'Die Angebotsfrist endet am 31. März.'],
        ['Zuschlagskriterien: Preis und Qualität'],
      ]);
      const extracted = await extractDocument(scan, { fileName: 'scan.pdf', languageHint: 'de' });
      expect(extracted).toMatchObject({ ok: true, kind: 'pdf_converted', lowTextPages: [1, 2], language: 'de' });

      const progress: number[] = [];
      const result = await ocrPages(scan, [1, 2], {
        languages: ['de'],
        onPage: (done) => void progress.push(done),
      });
      if (!result.ok) throw new Error(result.reason);
      expect(result.kind).toBe('textract_parsed');
      expect(result.pages.map((page) => page.number)).toEqual([1, 2]);
      expect(result.pages[0]!.text).toContain('Ausschreibung Reinigungsleistungen');
      expect(result.pages[0]!.text).toContain('Angebotsfrist endet am 31. März');
      expect(result.pages[1]!.text).toContain('Zuschlagskriterien: Preis und Qualität');
      expect(result.pages[0]!.confidence).toBeGreaterThan(70);
      expect(progress).toEqual([1, 2]);
    },
    ocrTimeout,
  );

  it(
    'reads an image, and only the pages asked for',
    async () => {
      const result = await ocrPages(textPng(['Offers are due on Friday']), [1, 2], { languages: ['en'] });
      expect(result).toMatchObject({ ok: true, pages: [{ number: 1 }] });
      expect(result.ok && result.pages[0]!.text).toContain('Offers are due on Friday');
    },
    ocrTimeout,
  );

  it('refuses an encrypted PDF and a file that is neither PDF nor image', async () => {
    const encrypted = readFileSync('tests/fixtures/documents/encrypted.pdf');
    expect(await ocrPages(encrypted, [1], { languages: ['en'] })).toMatchObject({ ok: false, code: 'encrypted' });
    expect(await ocrPages(new TextEncoder().encode('plain text'), [1], { languages: ['en'] })).toMatchObject({
      ok: false,
      code: 'unsupported',
    });
  });

  it(
    'stops when its signal is aborted, and the next call still runs',
    async () => {
      const scan = await scannedPdf([['Abgebrochen'], ['Nie gelesen']]);
      await expect(ocrPages(scan, [1], { languages: ['de'], signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);

      const controller = new AbortController();
      const pagesRead: number[] = [];
      const aborted = ocrPages(scan, [1, 2], {
        languages: ['de'],
        signal: controller.signal,
        onPage: (done) => {
          pagesRead.push(done);
          controller.abort();
        },
      });
      await expect(aborted).rejects.toThrow(/abort/i);
      expect(pagesRead).toEqual([1]);

      const next = await ocrPages(textPng(['Still working'], { width: 1200, height: 400 }), [1], { languages: ['en'] });
      expect(next.ok && next.pages[0]!.text).toContain('Still working');
    },
    ocrTimeout,
  );

  it(
    'reads Italian without looking for a user word list the language data do not ship',
    async () => {
      const said: string[] = [];
      const write = process.stderr.write.bind(process.stderr);
      const writeOut = process.stdout.write.bind(process.stdout);
      const listen = (chunk: string | Uint8Array) => void said.push(String(chunk));
      process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        listen(chunk);
        return write(chunk, ...rest);
      }) as typeof process.stderr.write;
      process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        listen(chunk);
        return writeOut(chunk, ...rest);
      }) as typeof process.stdout.write;
      try {
        const result = await ocrPages(textPng(['Il sopralluogo è obbligatorio'], { width: 1200, height: 400 }), [1], {
          languages: ['it'],
        });
        expect(result.ok && result.pages[0]!.text).toContain('sopralluogo');
      } finally {
        process.stderr.write = write;
        process.stdout.write = writeOut;
      }
      expect(said.join('')).not.toMatch(/failed to load/u);
    },
    ocrTimeout,
  );

  it(
    'skips pages that do not exist',
    async () => {
      const pdf = await textPdf([['One page only']]);
      expect(await ocrPages(pdf, [5], { languages: ['en'] })).toEqual({ ok: true, kind: 'textract_parsed', pages: [] });
    },
    ocrTimeout,
  );

  it('maps ISO 639-1 languages to the installed tesseract data, two at most, English when none is known', () => {
    expect(ocrLanguageCodes(['de', 'en'])).toEqual(['deu', 'eng']);
    expect(ocrLanguageCodes(['fr', 'fr', 'it', 'es'])).toEqual(['fra', 'ita']);
    expect(ocrLanguageCodes(['xx'])).toEqual(['eng']);
    expect(ocrLanguageCodes([])).toEqual(['eng']);
  });
});
