// The table of contents of a markdown text: its second-level headings with the ids the renderer gives them.
import GithubSlugger from 'github-slugger';
import { idPrefix } from './markdown';

export interface TocEntry {
  id: string;
  text: string;
}

/** A heading's text as the renderer sees it: inline markup removed, content kept. */
function plainHeading(text: string): string {
  return text
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|~~|\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|~<>])/g, '$1')
    .trim();
}

/**
 * Slugs every heading in document order with one slugger, as rehype-slug does, so repeated
 * headings get the same `-1`, `-2` suffixes; returns the second-level ones.
 */
export function tableOfContents(markdown: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}(#{1,6})\s+(.+)$/.exec(line);
    if (!heading) continue;
    const text = plainHeading(heading[2] ?? '');
    const id = idPrefix + slugger.slug(text);
    if (heading[1] === '##') entries.push({ id, text });
  }
  return entries;
}
