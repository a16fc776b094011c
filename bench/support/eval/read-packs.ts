// Reads an evaluation pack as the product reads an upload: each PDF through the documents' text extraction, and the
// pages it finds without text through OCR, in the pack's language. Nothing is cached between runs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { extractDocument, markRunningLines, ocrPages } from '@/lib/documents/extract';
import type { SourceDocument } from '@/lib/ai';
import { packsRoot, readTenderFacts, type TenderFacts } from '@/tests/fixtures/tender-packs/pack';

export interface ReadPack {
  name: string;
  facts: TenderFacts;
  /** documentId is the HTML file name the key names ("01-invitation.html"). */
  documents: SourceDocument[];
  /** Pages read by OCR, as "file p. n". */
  ocrPages: string[];
}

/** Every pack folder under tests/fixtures/tender-packs, in order. */
export function packNames(): string[] {
  return readdirSync(packsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d\d-/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export async function readPack(name: string): Promise<ReadPack> {
  const facts = readTenderFacts(name);
  const pdfDir = path.join(packsRoot, name, 'pdf');
  const documents: SourceDocument[] = [];
  const ocrDone: string[] = [];
  for (const file of readdirSync(pdfDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const bytes = new Uint8Array(readFileSync(path.join(pdfDir, file)));
    const extracted = await extractDocument(bytes, { fileName: file, languageHint: facts.language });
    if (!extracted.ok) throw new Error(`${name}/${file}: ${extracted.reason}`);
    const pages = new Map(extracted.pages.map((page) => [page.number, page]));
    if (extracted.lowTextPages.length > 0) {
      const ocr = await ocrPages(bytes, extracted.lowTextPages, { languages: [facts.language] });
      if (!ocr.ok) throw new Error(`${name}/${file} OCR: ${ocr.reason}`);
      for (const page of ocr.pages) {
        pages.set(page.number, page);
        ocrDone.push(`${file} p. ${page.number}`);
      }
    }
    documents.push({
      documentId: file.replace(/\.pdf$/, '.html'),
      fileName: file,
      language: extracted.language,
      // As the stored document set is read: running headers and footers decided over all its pages, OCR'd ones too.
      pages: markRunningLines([...pages.values()].sort((a, b) => a.number - b.number)).map(({ number, ...page }) => ({
        ...page,
        page: number,
      })),
    });
  }
  return { name, facts, documents, ocrPages: ocrDone };
}
