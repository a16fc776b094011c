// Word count and reading time of a markdown text, as the blog shows them.

/**
 * Silent reading of English non-fiction averages about 240 words a minute (Brysbaert, 2019); procurement text is
 * denser.
 */
const WORDS_PER_MINUTE = 220;

/** Words a reader reads: without code blocks, link targets and markdown punctuation. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,/%€-]*/gu)?.length ?? 0;
}

/** Whole minutes, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}
