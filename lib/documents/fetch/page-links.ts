// Reads a portal's HTML page for the links that look like documents, and tells a sign-in form from a page.
import { Parser } from 'htmlparser2';

export interface PageLink {
  readonly url: URL;
  /** Certainly a document (a file extension or a `download` attribute); else only its wording suggests one. */
  readonly certain: boolean;
}

export interface PageReading {
  /** Links that look like documents, each URL once (fragment dropped), in page order. */
  readonly links: PageLink[];
  readonly hasPasswordField: boolean;
}

const documentExtensions = new Set(
  [
    'pdf',
    'doc',
    'docx',
    'docm',
    'dotx',
    'rtf',
    'odt',
    'ods',
    'odp',
    'xls',
    'xlsx',
    'xlsm',
    'csv',
    'ppt',
    'pptx',
  ].concat(['txt', 'xml', 'zip', '7z', 'rar', 'gz', 'p7m']),
);

/** The lowercased extension of a URL path's last segment (`pdf`), or null. */
export function extensionOf(path: string): string | null {
  const last = path.split('/').pop() ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(last);
  return match ? match[1]!.toLowerCase() : null;
}

export function hasDocumentExtension(path: string): boolean {
  const extension = extensionOf(path);
  return extension !== null && documentExtensions.has(extension);
}

// Words in a link's address or text that suggest a file behind it, in the portals' languages.
const documentWords =
  /download|attachment|getfile|get_file|filedownload|datei|dokument|document|unterlagen|anhang|beilage|fichier|t[ée]l[ée]charg|descarg|scaric|allegat|bijlage|pobierz|za[lł][aą]cznik|st[aá]hn|pr[ií]loh|doc(?:x)?\b|\bpdf\b|\bzip\b|xlsx?\b/i;

function queryNamesAFile(url: URL): boolean {
  for (const value of url.searchParams.values()) if (hasDocumentExtension(value)) return true;
  return false;
}

/** Reads a page: document-like anchors resolved against the page (or its `<base href>`), and any password field. */
export function readPage(html: string, pageUrl: URL): PageReading {
  let base = pageUrl;
  let sawBase = false;
  let hasPasswordField = false;
  const anchors: { href: string; download: boolean; text: string }[] = [];
  let open: { href: string; download: boolean; text: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'base' && !sawBase && attributes.href) {
          sawBase = true;
          base = URL.parse(attributes.href, pageUrl) ?? pageUrl;
        } else if (name === 'input' && attributes.type?.toLowerCase() === 'password') {
          hasPasswordField = true;
        } else if (name === 'a' && attributes.href !== undefined) {
          open = { href: attributes.href, download: attributes.download !== undefined, text: '' };
          anchors.push(open);
        }
      },
      ontext(text) {
        if (open && open.text.length < 500) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a') open = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const links: PageLink[] = [];
  const seen = new Set<string>([withoutHash(pageUrl)]);
  for (const anchor of anchors) {
    const url = URL.parse(anchor.href.trim(), base);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    const certain = anchor.download || hasDocumentExtension(url.pathname) || queryNamesAFile(url);
    const suggested = documentWords.test(decodeSafely(url.pathname + url.search)) || documentWords.test(anchor.text);
    if (!certain && !suggested) continue;
    seen.add(url.href);
    links.push({ url, certain });
  }
  return { links, hasPasswordField };
}

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
