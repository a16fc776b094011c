// The passages a model reads, each named S1, S2 … with its document and page, cut from pages at sentence ends so
// that a quote from a passage is on its page. When a pack is longer than the model's share of the prompt, the
// passages that state requirements, dates, amounts and weights go first.
import { obligation, awardHeading } from './extractive/lexicon';
import { findAmounts, findDates, findPercentages } from './extractive/patterns';
import { segmentPage } from './extractive/text';
import type { SourceDocument } from './extractive/analysis';
import type { Citation } from './claims';

export interface Source {
  id: string;
  documentId: string;
  fileName: string;
  page: number;
  text: string;
}

const passageChars = 1_800;

function cutPage(text: string): string[] {
  if (text.length <= passageChars) return text.trim() ? [text.trim()] : [];
  const { sentences } = segmentPage(text);
  const pieces: string[] = [];
  let start = -1;
  let end = -1;
  for (const sentence of sentences) {
    if (start >= 0 && sentence.end - start > passageChars) {
      pieces.push(text.slice(start, end).trim());
      start = -1;
    }
    if (start < 0) start = sentence.start;
    end = sentence.end;
  }
  if (start >= 0) pieces.push(text.slice(start, end).trim());
  return pieces.filter(Boolean);
}

/** How much a passage says that a report needs. */
export function passageWeight(text: string): number {
  return (
    (obligation.some((pattern) => pattern.test(text)) ? 4 : 0) +
    (awardHeading.test(text) ? 4 : 0) +
    findDates(text).length * 2 +
    findAmounts(text).length +
    findPercentages(text).length
  );
}

/**
 * The documents as numbered passages, all of them when they fit in `budgetChars`, else the weightiest that do,
 * in document order.
 */
export function buildSources(documents: readonly SourceDocument[], budgetChars = 60_000): Source[] {
  const all: (Omit<Source, 'id'> & { weight: number; order: number })[] = [];
  for (const document of documents) {
    for (const page of document.pages) {
      for (const text of cutPage(page.text)) {
        all.push({
          documentId: document.documentId,
          fileName: document.fileName,
          page: page.page,
          text,
          weight: passageWeight(text),
          order: all.length,
        });
      }
    }
  }
  const total = all.reduce((sum, passage) => sum + passage.text.length, 0);
  let chosen = all;
  if (total > budgetChars) {
    let used = 0;
    chosen = [...all]
      .sort((a, b) => b.weight - a.weight || a.order - b.order)
      .filter((passage) => {
        if (used + passage.text.length > budgetChars) return false;
        used += passage.text.length;
        return true;
      })
      .sort((a, b) => a.order - b.order);
  }
  return chosen.map(({ weight: _weight, order: _order, ...passage }, index) => ({ ...passage, id: `S${index + 1}` }));
}

/**
 * The documents as numbered passages in parts that each fit `budgetChars`, in document order, every page in exactly
 * one part (a page longer than the budget is a part of its own): a long pack is read whole, part by part. Ids run on
 * across the parts, so a citation names one passage whichever part it came from.
 */
export function sourceParts(documents: readonly SourceDocument[], budgetChars: number): Source[][] {
  const parts: Source[][] = [];
  let part: Source[] = [];
  let used = 0;
  let id = 0;
  for (const document of documents) {
    for (const page of document.pages) {
      const pieces = cutPage(page.text);
      const size = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (part.length > 0 && used + size > budgetChars) {
        parts.push(part);
        part = [];
        used = 0;
      }
      for (const text of pieces) {
        part.push({
          id: `S${++id}`,
          documentId: document.documentId,
          fileName: document.fileName,
          page: page.page,
          text,
        });
      }
      used += size;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** The passages as the prompt gives them. */
export function sourcesText(sources: readonly Source[]): string {
  return sources.map((source) => `[${source.id}] ${source.fileName}, page ${source.page}\n${source.text}`).join('\n\n');
}

/** A model's citation of a passage ("S3" and a quote) as a citation of its document and page; null for no such passage. */
export function citationFromSource(
  sources: ReadonlyMap<string, Source>,
  cited: { source: string; quote: string },
): Citation | null {
  const source = sources.get(
    cited.source
      .trim()
      .replace(/^\[|\]$/gu, '')
      .toUpperCase(),
  );
  return source ? { documentId: source.documentId, page: source.page, quote: cited.quote } : null;
}
