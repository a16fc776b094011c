// The markdown pipeline every render goes through (blog, legal pages, AI output): GitHub-flavoured
// markdown, sanitised against an allow-list of exactly what markdown itself produces.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Options as RemarkRehypeOptions } from 'remark-rehype';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { siteUrl } from '@/lib/config/public';
import { isMarkdownIconName } from './markdown-icons';

/**
 * Prefix for every id the content defines (headings, footnotes). An id like `__next_f` or `config`
 * would otherwise shadow a global of the page's own scripts (DOM clobbering); a hyphenated prefix
 * can never form a JavaScript identifier. In-page links (`#section`) are rewritten to match.
 */
export const idPrefix = 'md-';

/**
 * Raw HTML in the source never reaches the output: react-markdown hands it on as `raw` nodes, which
 * the sanitiser drops, as it drops any element or attribute not listed here.
 */
export const sanitizeSchema: SanitizeSchema = {
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  attributes: {
    // The data attributes, class and aria-describedby are what GFM footnotes use.
    a: [
      'href',
      'title',
      'id',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      'ariaDescribedBy',
      'ariaLabel',
      ['className', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-[\w+#.-]+$/]],
    h2: ['id', ['className', 'sr-only']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: ['id', ['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    section: ['dataFootnotes', ['className', 'footnotes']],
    td: [['align', 'left', 'center', 'right']],
    th: [['align', 'left', 'center', 'right']],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  clobber: ['ariaDescribedBy', 'ariaLabelledBy', 'id', 'name'],
  clobberPrefix: idPrefix,
  strip: ['script', 'style'],
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
};

const siteOrigin = new URL(siteUrl).origin;

/** Whether a link or image URL leads off this site (relative and protocol-relative URLs resolved first). */
export function isExternalUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, siteUrl);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin;
}

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

function walkElements(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    visit(child);
    walkElements(child, visit);
  }
}

/** External links get `rel="noopener noreferrer"`; in-page links follow the id prefix. */
export function rehypeLinks() {
  return (tree: Root) => {
    walkElements(tree, (element) => {
      if (element.tagName !== 'a') return;
      const href = element.properties.href;
      if (typeof href !== 'string') return;
      if (href.startsWith('#') && href.length > 1 && !href.startsWith(`#${idPrefix}`)) {
        element.properties.href = `#${idPrefix}${href.slice(1)}`;
      } else if (isExternalUrl(href)) {
        element.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

const iconPattern = /:([a-z][a-z-]*):/g;

/** Splits `text` at `:name:` shortcodes of known icons into text and icon placeholder elements. */
function iconisedText(value: string): ElementContent[] | null {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of value.matchAll(iconPattern)) {
    const name = match[1] ?? '';
    if (!isMarkdownIconName(name)) continue;
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push({ type: 'element', tagName: 'span', properties: { dataIcon: name }, children: [] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

/**
 * `:check:`, `:warning:` … become icon placeholders, drawn by the component. Runs after the
 * sanitiser, so only this plugin can create `data-icon`; code keeps its text as written.
 */
export function rehypeIcons() {
  const iconise = <T extends RootContent>(children: T[]): (T | ElementContent)[] =>
    children.flatMap((child): (T | ElementContent)[] => {
      if (child.type === 'text') return iconisedText(child.value) ?? [child];
      if (isElement(child) && child.tagName !== 'code' && child.tagName !== 'pre') {
        child.children = iconise(child.children);
      }
      return [child];
    });
  return (tree: Root) => {
    tree.children = iconise(tree.children);
  };
}

/** Footnote ids come out unprefixed, so the sanitiser's clobber prefix is the only one they get. */
export const remarkRehypeOptions: RemarkRehypeOptions = { clobberPrefix: '' };

export const remarkPlugins: PluggableList = [remarkGfm];

/** Sanitise first: every later plugin only adds what it generates itself. */
export const rehypePlugins: PluggableList = [
  [rehypeSanitize, sanitizeSchema],
  [rehypeSlug, { prefix: idPrefix }],
  rehypeLinks,
  rehypeIcons,
  [rehypeHighlight, { detect: false, plainText: ['text', 'txt', 'plain'] }],
];
