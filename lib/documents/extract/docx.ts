// Word (DOCX) text with mammoth: its document model walked for headings, paragraphs, table rows, page breaks and
// footnotes, then grouped into sections that stand in for pages.
import mammoth from 'mammoth';
import { sectionsFromBlocks, type Block } from './sections';
import type { PageText } from './types';

/** The parts of mammoth's document model (lib/documents.js) read here. */
interface DocxElement {
  type: string;
  children?: DocxElement[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  breakType?: string;
  checked?: boolean;
  noteType?: string;
  noteId?: string;
  body?: DocxElement[];
}

interface DocxDocument extends DocxElement {
  notes?: { resolve(reference: DocxElement): DocxElement | null };
}

const pageBreak = '\f';

/** The heading level of a paragraph style ("heading 2", "Heading2", German "Überschrift 2", "Title"), or null. */
function headingLevel(paragraph: DocxElement): number | null {
  const style = `${paragraph.styleName ?? ''}|${paragraph.styleId ?? ''}`;
  if (/^title\||\|title$/i.test(style)) return 1;
  const level = /(?:heading|berschrift)\s*(\d)/i.exec(style)?.[1];
  return level === undefined ? null : Math.min(6, Number(level));
}

function isTitle(paragraph: DocxElement): boolean {
  return /^title$/i.test(paragraph.styleName ?? '') || /^title$/i.test(paragraph.styleId ?? '');
}

class DocxWalker {
  title: string | undefined;
  private readonly pendingNotes: DocxElement[] = [];

  constructor(private readonly document: DocxDocument) {}

  /** The text of an element's runs, with `\f` where a page break falls. */
  private inlineText(element: DocxElement): string {
    switch (element.type) {
      case 'text':
        return element.value ?? '';
      case 'tab':
        return '\t';
      case 'break':
        return element.breakType === 'page' ? pageBreak : '\n';
      case 'checkbox':
        return element.checked ? '☒ ' : '☐ ';
      case 'noteReference': {
        const note = this.document.notes?.resolve(element);
        if (note) this.pendingNotes.push(note);
        return '';
      }
      case 'image':
      case 'commentReference':
        return '';
      default:
        return (element.children ?? []).map((child) => this.inlineText(child)).join('');
    }
  }

  /** A table cell's text on one line: its paragraphs (and any nested table) joined by spaces. */
  private cellText(cell: DocxElement): string {
    return (cell.children ?? [])
      .map((child) => (child.type === 'table' ? this.tableRows(child).join(' ') : this.inlineText(child)))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }

  private tableRows(table: DocxElement): string[] {
    return (table.children ?? [])
      .filter((row) => row.type === 'tableRow')
      .map((row) => (row.children ?? []).map((cell) => this.cellText(cell)).join(' | '));
  }

  *blocks(elements: readonly DocxElement[]): Generator<Block> {
    for (const element of elements) {
      if (element.type === 'table') {
        for (const row of this.tableRows(element)) yield { kind: 'row', text: row };
        yield* this.notes();
        continue;
      }
      if (element.type !== 'paragraph') {
        if (element.children) yield* this.blocks(element.children);
        continue;
      }
      const level = headingLevel(element);
      const parts = this.inlineText(element).split(pageBreak);
      for (const [index, part] of parts.entries()) {
        if (index > 0) yield { kind: 'break' };
        if (level !== null) yield { kind: 'heading', level, text: part };
        else yield { kind: 'paragraph', text: part };
      }
      if (isTitle(element) && !this.title) this.title = parts.join(' ').replace(/\s+/g, ' ').trim() || undefined;
      yield* this.notes();
    }
  }

  /** Footnotes and endnotes referenced so far, each as a paragraph right after the text that cites it. */
  private *notes(): Generator<Block> {
    while (this.pendingNotes.length > 0) {
      const note = this.pendingNotes.shift()!;
      const text = (note.body ?? []).map((child) => this.inlineText(child).replaceAll(pageBreak, ' ')).join(' ');
      yield { kind: 'paragraph', text: `[${note.noteType === 'endnote' ? 'Endnote' : 'Footnote'}] ${text.trim()}` };
    }
  }
}

export interface DocxText {
  pages: PageText[];
  title?: string;
}

/** The sections of a DOCX file; throws when mammoth cannot read it. */
export async function extractDocx(bytes: Uint8Array, sectionChars: number): Promise<DocxText> {
  let document: DocxDocument | null = null;
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      // Images are never read: only the text is wanted.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      transformDocument: (element: DocxDocument) => {
        document = element;
        return element;
      },
    },
  );
  if (!document) throw new Error('mammoth returned no document');
  const walker = new DocxWalker(document);
  const pages = sectionsFromBlocks(walker.blocks((document as DocxDocument).children ?? []), sectionChars);
  return walker.title ? { pages, title: walker.title } : { pages };
}
