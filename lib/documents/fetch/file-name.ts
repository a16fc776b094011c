// A downloaded file's name: the server's Content-Disposition, else the URL's last segment, made safe to store
// and show, with the extension of what the bytes really are when the name has none that fits.
import { hasDocumentExtension, extensionOf } from './page-links';
import { extensionFor } from './sniff';

function percentDecoded(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const charset = extended[1]!.trim().toLowerCase() || 'utf-8';
      const bytes = percentDecoded(extended[2]!.trim().replace(/^"|"$/g, ''));
      return new TextDecoder(charset === 'iso-8859-1' ? 'latin1' : 'utf-8', { fatal: true }).decode(bytes);
    } catch {
      // A malformed extended value: fall back to the plain filename.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1]! : null;
}

/** True when the header asks for a download (`attachment`) rather than display. */
export function isAttachment(header: string | null): boolean {
  return header !== null && /^\s*attachment\b/i.test(header);
}

function lastSegment(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const maxNameLength = 180;

function clean(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

function shorten(name: string): string {
  if (name.length <= maxNameLength) return name;
  const extension = extensionOf(name);
  const suffix = extension ? `.${extension}` : '';
  return name.slice(0, maxNameLength - suffix.length) + suffix;
}

/** The name to store a file under: never empty, no path, at most 180 characters, with a fitting extension. */
export function fileNameFor(url: URL, disposition: string | null, contentType: string): string {
  const named = clean(dispositionFileName(disposition) ?? '') || clean(lastSegment(url)) || 'document';
  const sniffed = extensionFor(contentType);
  const withExtension = sniffed !== null && !hasDocumentExtension(named) ? `${named}.${sniffed}` : named;
  return shorten(withExtension);
}
