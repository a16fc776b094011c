// Where to cut a long text into pieces: at a paragraph break if there is one, else a line break, a sentence's end,
// a space, and only as a last resort in the middle of a word. Shared by sections (extraction) and passages.

/** A sentence's last punctuation and any closing quotes or brackets, followed by white space. */
const sentenceEnd = /[.!?…;:][»"'”’)\]]*(?=\s)/g;

function lastMatchEnd(pattern: RegExp, text: string, from: number, to: number): number {
  let found = -1;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    if (end <= to) found = end;
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

function lastIndexOfAny(text: string, needle: RegExp, from: number, to: number): number {
  let found = -1;
  for (let at = to - 1; at >= from; at--) {
    if (needle.test(text[at]!)) {
      found = at;
      break;
    }
  }
  return found;
}

/**
 * The best place to end a piece of `text` that starts at `start`: a position in (`earliest`, `latest`] just
 * after a paragraph, line, sentence or word, preferring them in that order; `latest` when there is none.
 */
export function cutPoint(text: string, earliest: number, latest: number): number {
  if (latest >= text.length) return text.length;
  // Searched within the window only, so that cutting a long text stays linear in its length.
  const span = text.slice(earliest, latest);
  const paragraph = span.lastIndexOf('\n\n');
  if (paragraph > 0) return earliest + paragraph;
  const line = span.lastIndexOf('\n');
  if (line > 0) return earliest + line;
  const sentence = lastMatchEnd(sentenceEnd, text, earliest, latest);
  if (sentence > earliest) return sentence;
  const space = lastIndexOfAny(text, /\s/, earliest + 1, latest);
  if (space > earliest) return space;
  return latest;
}

/** Cuts `text` into pieces of at most `maxChars` (trimmed, none empty), at the best places `cutPoint` finds. */
export function cutText(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = cutPoint(text, start + Math.floor(maxChars / 2), start + maxChars);
    const piece = text.slice(start, end).trim();
    if (piece) pieces.push(piece);
    start = end;
  }
  return pieces;
}
