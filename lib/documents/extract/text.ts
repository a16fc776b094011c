// Plain text, HTML and XML files: decoded (BOM, UTF-8, else the declared or a Western charset), HTML reduced to its
// visible text with headings kept as blocks (scripts, styles and other non-text elements dropped), XML to its text.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { Block } from './sections';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** The charset an HTML or XML file declares in its first kilobyte, if any. */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  return (
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    /<\?xml[^>]+encoding\s*=\s*["']([\w-]+)/i.exec(head)?.[1] ??
    null
  );
}

/** Text from bytes: a byte-order mark wins, then valid UTF-8, then the declared charset, then Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const declared = declaredCharset(bytes);
    const decoder =
      (declared && !/^utf-?8$/i.test(declared) ? decoderFor(declared) : null) ?? new TextDecoder('windows-1252');
    return decoder.decode(bytes);
  }
}

/** Replaces character references (`&amp;`, `&#228;`, `&auml;` …) by their characters; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    const decoded = decodeNamedCharacterReference(name);
    return decoded === false ? whole : decoded;
  });
}

/** Elements whose content is not text a reader sees. */
const hiddenElements = 'script|style|noscript|template|svg|math|title|iframe|object|canvas|select|button';
const blockElements = new Set(
  'address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure footer form header hgroup hr html li main nav ol p pre section summary table tbody tfoot thead ul'.split(
    ' ',
  ),
);

/** Stands for a `<br>` while white space is collapsed. */
const lineBreak = '\u2028';

/** The `<title>` of an HTML document, if it has one. */
export function htmlTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const text = title === undefined ? '' : decodeEntities(title).replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** The visible text of an HTML document as blocks: headings, paragraphs and table rows (cells joined by `|`). */
export function* htmlBlocks(html: string): Generator<Block> {
  const tokens = new RegExp(
    `<!--[\\s\\S]*?(?:-->|$)|<(${hiddenElements})\\b[^>]*?(?:/>|>[\\s\\S]*?(?:</\\1\\s*>|$))|<!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>|$)|<[!?][^>]*>|<(/?)([a-zA-Z][\\w:-]*)[^>]*>|[^<]+|<`,
    'gi',
  );
  let text = '';
  let cells: string[] | null = null;
  let heading: number | null = null;
  let preDepth = 0;

  const flushText = (): Block | null => {
    const value =
      preDepth > 0
        ? text.replace(/^\n+|\s+$/g, '').replaceAll(lineBreak, '\n')
        : text
            .replace(/[ \t\r\n\f]+/g, ' ')
            .replace(/ ?\u2028 ?/g, '\n')
            .trim();
    text = '';
    if (!value) return null;
    if (heading !== null) return { kind: 'heading', level: heading, text: value };
    return { kind: 'paragraph', text: value };
  };
  const takeCell = () => {
    cells?.push(text.replace(/\s+/g, ' ').trim());
    text = '';
  };
  const flushRow = (): Block | null => {
    if (!cells) return null;
    if (text.trim()) takeCell();
    const row = cells.join(' | ');
    cells = null;
    text = '';
    return row.replace(/[|\s]/g, '') ? { kind: 'row', text: row } : null;
  };

  for (const match of html.matchAll(tokens)) {
    const [token, , closing, rawTag] = match;
    if (rawTag === undefined) {
      if (token[0] !== '<' || token === '<') text += decodeEntities(token);
      continue;
    }
    const tag = rawTag.toLowerCase();
    const isClosing = closing === '/';
    if (tag === 'br') {
      text += lineBreak;
    } else if (tag === 'td' || tag === 'th') {
      // A cell opened while another is open closes it, as HTML lets authors leave out `</td>`.
      if (isClosing || (cells && text.trim())) takeCell();
      else text = '';
      cells ??= [];
    } else if (tag === 'tr' || (tag === 'table' && isClosing)) {
      const row = flushRow();
      if (row) yield row;
      if (tag === 'tr' && !isClosing) cells = [];
    } else {
      const level = /^h([1-6])$/.exec(tag)?.[1];
      if (level === undefined && !blockElements.has(tag)) continue;
      if (cells) {
        text += ' '; // Block elements inside a table cell stay in the cell.
        continue;
      }
      const block = flushText();
      if (block) yield block;
      if (level !== undefined) heading = isClosing ? null : Number(level);
      if (tag === 'pre') preDepth = Math.max(0, preDepth + (isClosing ? -1 : 1));
    }
  }
  const row = flushRow();
  if (row) yield row;
  const last = flushText();
  if (last) yield last;
}

/** The text of an XML document: each element's text on its own line, markup and declarations dropped. */
export function xmlText(xml: string): string {
  return decodeEntities(
    xml
      .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_whole, data: string) => data.replace(/</g, '&lt;'))
      .replace(/<!--[\s\S]*?-->|<![^>]*>|<\?[\s\S]*?\?>/g, '')
      .replace(/<[^>]*>/g, '\n'),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
