// A structural validator for sitemaps.org files (the rules of its XSDs, sitemap.xsd and siteindex.xsd):
// the root element and namespace, the allowed children in order, absolute <loc>s on the site's origin, at most
// 50,000 entries and 50 MB, W3C Datetime <lastmod>s, <changefreq> and <priority> values. Returns the <loc>s.
import { SaxesParser } from 'saxes';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// W3C Datetime (https://www.w3.org/TR/NOTE-datetime): a year, month, day, or a time with a zone.
const w3cDatetime = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const changeFrequencies = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex';
  locs: string[];
  lastmods: (string | null)[];
}

function checkLoc(loc: string, origin: string): void {
  if (loc.length > 2048) throw new Error(`<loc> longer than 2,048 characters: ${loc.slice(0, 80)}…`);
  let url: URL;
  try {
    url = new URL(loc);
  } catch {
    throw new Error(`<loc> is not an absolute URL: ${loc}`);
  }
  if (url.origin !== origin) throw new Error(`<loc> ${loc} is not on the site's origin ${origin}`);
}

function checkLastmod(value: string): void {
  if (!w3cDatetime.test(value) || Number.isNaN(Date.parse(value)))
    throw new Error(`<lastmod> is not a W3C Datetime: ${value}`);
}

/** Parses and validates one sitemap or sitemap index; throws with the first violation. */
export function validateSitemap(xml: string, origin: string): ParsedSitemap {
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) throw new Error('Larger than 50 MB uncompressed');
  const parser = new SaxesParser({ xmlns: true });
  const stack: string[] = [];
  let kind: ParsedSitemap['kind'] | null = null;
  let text = '';
  let entryChildren: string[] = [];
  const locs: string[] = [];
  const lastmods: (string | null)[] = [];

  parser.on('opentag', (tag) => {
    if (tag.uri !== sitemapNamespace)
      throw new Error(`<${tag.name}> is not in the sitemap namespace (${tag.uri || 'none'})`);
    const depth = stack.length;
    if (depth === 0) {
      if (tag.local !== 'urlset' && tag.local !== 'sitemapindex')
        throw new Error(`Root element <${tag.local}>, expected <urlset> or <sitemapindex>`);
      kind = tag.local;
    } else if (depth === 1) {
      const expected = kind === 'urlset' ? 'url' : 'sitemap';
      if (tag.local !== expected) throw new Error(`<${tag.local}> inside <${kind}>, expected <${expected}>`);
      entryChildren = [];
    } else if (depth === 2) {
      const allowed = kind === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod'];
      const position = allowed.indexOf(tag.local);
      const previous = entryChildren.length > 0 ? allowed.indexOf(entryChildren.at(-1)!) : -1;
      if (position === -1) throw new Error(`<${tag.local}> is not allowed in <${stack[1]}>`);
      if (position <= previous) throw new Error(`<${tag.local}> repeated or out of order in <${stack[1]}>`);
      entryChildren.push(tag.local);
    } else {
      throw new Error(`Unexpected nesting: <${tag.local}> inside <${stack.at(-1)}>`);
    }
    stack.push(tag.local);
    text = '';
  });
  parser.on('text', (value) => {
    if (stack.length <= 2 && value.trim() !== '')
      throw new Error(`Text outside a leaf element: ${value.trim().slice(0, 40)}`);
    text += value;
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    const value = text.trim();
    if (stack.length === 2) {
      if (tag.local === 'loc') {
        checkLoc(value, origin);
        locs.push(value);
      } else if (tag.local === 'lastmod') {
        checkLastmod(value);
        lastmods.push(value);
      } else if (tag.local === 'changefreq' && !changeFrequencies.has(value)) {
        throw new Error(`<changefreq> ${value} is not one of ${[...changeFrequencies].join(', ')}`);
      } else if (tag.local === 'priority' && !/^(0(\.\d+)?|1(\.0+)?)$/.test(value)) {
        throw new Error(`<priority> ${value} is not between 0.0 and 1.0`);
      }
    } else if (stack.length === 1) {
      if (entryChildren[0] !== 'loc') throw new Error(`<${tag.local}> without a <loc> first`);
      if (!entryChildren.includes('lastmod')) lastmods.push(null);
      if (locs.length > 50_000) throw new Error('More than 50,000 entries');
    }
    text = '';
  });
  parser.write(xml).close();
  if (!kind) throw new Error('Empty document');
  return { kind, locs, lastmods };
}
