// Pages for files that have none (DOCX, ODT, HTML, text): the document's blocks grouped into sections of about a
// page, starting at its page breaks and headings, each saying under which headings it continues.
import { cutText } from '../text-cuts';
import type { PageText } from './types';

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  /** A line of a table: consecutive rows stay together, one per line. */
  | { kind: 'row'; text: string }
  /** A page break in the source: the next block starts a new page. */
  | { kind: 'break' };

interface Section {
  /** The headings this section continues under, outermost first. */
  trail: string[];
  text: string;
  lastKind: Block['kind'] | null;
}

/** "[Part A › 3 Award criteria]", the line that opens a section that continues under those headings. */
export function trailLine(trail: readonly string[]): string {
  return `[${trail.join(' › ')}]`;
}

/**
 * Groups blocks into pages of about `targetChars`: a page break always starts a page, a heading starts one
 * when the current page is a third full, and no page grows past the target unless one paragraph does (which
 * is then cut at sentences). Blank blocks are dropped.
 */
export function sectionsFromBlocks(blocks: Iterable<Block>, targetChars: number): PageText[] {
  const pages: PageText[] = [];
  const headings: { level: number; text: string }[] = [];
  let section: Section | null = null;

  const close = () => {
    if (section && section.text.trim()) {
      const opening = section.trail.length > 0 ? `${trailLine(section.trail)}\n\n` : '';
      pages.push({ number: pages.length + 1, text: opening + section.text });
    }
    section = null;
  };
  const open = (): Section => (section ??= { trail: headings.map((h) => h.text), text: '', lastKind: null });
  const append = (kind: Block['kind'], text: string) => {
    if (section && section.text && section.text.length + text.length > targetChars) close();
    const current = open();
    const separator = !current.text ? '' : kind === 'row' && current.lastKind === 'row' ? '\n' : '\n\n';
    current.text += separator + text;
    current.lastKind = kind;
  };

  for (const block of blocks) {
    if (block.kind === 'break') {
      close();
      continue;
    }
    const text = block.text.trim();
    if (!text) continue;
    if (block.kind === 'heading') {
      while (headings.length > 0 && headings[headings.length - 1]!.level >= block.level) headings.pop();
      const current = section as Section | null;
      if (current && current.text.length >= targetChars / 3) close();
      append('heading', text);
      headings.push({ level: block.level, text });
      continue;
    }
    if (text.length <= targetChars) {
      append(block.kind, text);
      continue;
    }
    for (const piece of cutText(text, targetChars)) append(block.kind, piece);
  }
  close();
  return pages;
}

/** Blocks of plain text: paragraphs at blank lines, page breaks at form feeds (as `pdftotext` writes them). */
export function* textBlocks(text: string): Generator<Block> {
  const pages = text.split('\f');
  for (const [index, page] of pages.entries()) {
    if (index > 0) yield { kind: 'break' };
    for (const paragraph of page.split(/\n(?:[ \t]*\n)+/)) yield { kind: 'paragraph', text: paragraph };
  }
}
