// Legitimate markdown comes through the sanitiser whole: structure, links, code, footnotes, icons.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/content/markdown';
import { isExternalUrl } from '@/lib/content/markdown';

function render(markdown: string): string {
  return renderToStaticMarkup(Markdown({ children: markdown }));
}

describe('markdown rendering', () => {
  it('gives headings prefixed anchor ids and rewrites in-page links to match', () => {
    const html = render('## How a code is built\n\nSee [the tree](#how-a-code-is-built).');
    expect(html).toContain('<h2 id="md-how-a-code-is-built">How a code is built</h2>');
    expect(html).toContain('<a href="#md-how-a-code-is-built">the tree</a>');
  });

  it('renders GitHub tables with their column alignment', () => {
    const html = render('| Level | Code |\n|:--|--:|\n| Division | `45000000` |');
    expect(html).toContain('<th style="text-align:left">Level</th>');
    expect(html).toContain('<td style="text-align:right"><code>45000000</code></td>');
  });

  it('highlights fenced code by its language and leaves unknown languages as plain text', () => {
    const html = render('```json\n{"cpv": "45233140"}\n```\n\n```klingon\nqapla\n```');
    expect(html).toContain('<code class="hljs language-json">');
    expect(html).toContain('<span class="hljs-attr">&quot;cpv&quot;</span>');
    expect(html).toContain('qapla');
  });

  it('marks external links noopener noreferrer and leaves own links alone', () => {
    const html = render(
      '[TED](https://ted.europa.eu/en/) and [search](/tenders?cpv=45000000) and [home](https://tenderscope.eu/)',
    );
    expect(html).toContain('<a href="https://ted.europa.eu/en/" rel="noopener noreferrer">TED</a>');
    expect(html).toContain('<a href="/tenders?cpv=45000000">search</a>');
    expect(html).toContain('<a href="https://tenderscope.eu/">home</a>');
  });

  it('keeps mailto links, autolinks, emphasis, strike-through, quotes and numbered lists', () => {
    const html = render(
      'Write to <mailto:hello@example.com>, see www.example.com.\n\n*one* **two** ~~three~~\n\n> quoted\n\n3. third\n4. fourth',
    );
    expect(html).toContain('<a href="mailto:hello@example.com">mailto:hello@example.com</a>');
    expect(html).toContain('<a href="http://www.example.com" rel="noopener noreferrer">www.example.com</a>');
    expect(html).toContain('<em>one</em> <strong>two</strong> <del>three</del>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain('<ol start="3">');
  });

  it('links footnote references and back-references to ids that exist', () => {
    const html = render('A claim.[^source]\n\n[^source]: Directive 2014/24/EU, Article 4.');
    const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const ids = new Set([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]));
    expect(hrefs.length).toBe(2);
    for (const href of hrefs) expect(ids).toContain(href);
    expect(html).toContain('Directive 2014/24/EU, Article 4.');
  });

  it('renders task lists with named, read-only checkboxes', () => {
    const html = render('- [x] ESPD filled in\n- [ ] Bank guarantee');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Done" checked=""/> ESPD filled in');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Not done"/> Bank guarantee');
  });

  it('draws known :icon: shortcodes with a spoken label and leaves others and code as text', () => {
    const html = render('Deadline :clock: met :check:, :unknown: stays, `:check:` too');
    expect(html).toContain('<span role="img" aria-label="Deadline"');
    expect(html).toContain('<span role="img" aria-label="Yes"');
    expect(html).toContain(':unknown: stays');
    expect(html).toContain('<code>:check:</code>');
  });

  it('uses next/image for site images with a known size and lazy <img> for the others', () => {
    const sized = render('![Map of Austria](/blog/austria.png#1200x630)');
    expect(sized).toMatch(
      /<img alt="Map of Austria" loading="lazy" width="1200" height="630"[^>]*srcSet="\/_next\/image\?url=%2Fblog%2Faustria\.png/,
    );
    const unsized = render('![Logo](/logo.svg)');
    expect(unsized).toContain('<img src="/logo.svg" alt="Logo" loading="lazy" decoding="async"/>');
  });

  it('tells external URLs from the site’s own, protocol-relative ones included', () => {
    expect(isExternalUrl('https://ted.europa.eu/')).toBe(true);
    expect(isExternalUrl('//evil.example/x')).toBe(true);
    expect(isExternalUrl('/blog')).toBe(false);
    expect(isExternalUrl('https://tenderscope.eu/blog')).toBe(false);
    expect(isExternalUrl('mailto:a@b.eu')).toBe(false);
  });
});
