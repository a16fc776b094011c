// Placeholders content files use for what each deployment configures: `{{productName}}`,
// `{{publisher.details}}` …, so no page repeats a name or address that could go stale.
import { productName, publisher, publisherPostalAddress, site, siteUrl } from '@/lib/config/public';

/** Backslash-escapes characters markdown would read as syntax, so a configured value stays text. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]<>()#+!|~]/g, '\\$&');
}

function publisherDetails(): string {
  const lines = [
    `**${escapeMarkdown(publisher.name)}**`,
    escapeMarkdown(publisherPostalAddress),
    `Email: [${escapeMarkdown(publisher.email)}](mailto:${publisher.email})`,
    publisher.registry ? `Company register: ${escapeMarkdown(publisher.registry)}` : null,
    publisher.vatId ? `VAT ID: ${escapeMarkdown(publisher.vatId)}` : null,
  ].filter((line): line is string => line !== null);
  // A backslash at the end of a line is a hard line break in CommonMark.
  return lines.join('\\\n');
}

/** The placeholders and their values; values are markdown-escaped where they land in markdown. */
export function contentTokens(): Record<string, { text: string; markdown: string }> {
  const plain = (text: string) => ({ text, markdown: escapeMarkdown(text) });
  return {
    productName: plain(productName),
    siteName: plain(site.siteName),
    siteUrl: { text: siteUrl, markdown: siteUrl },
    'publisher.name': plain(publisher.name),
    'publisher.email': {
      text: publisher.email,
      markdown: `[${escapeMarkdown(publisher.email)}](mailto:${publisher.email})`,
    },
    'publisher.city': plain(publisher.city),
    'publisher.country': plain(publisher.country),
    'publisher.postalAddress': plain(publisherPostalAddress),
    'publisher.details': { text: publisherDetails(), markdown: publisherDetails() },
  };
}

/**
 * Replaces `{{name}}` placeholders; an unknown name throws, naming the file, so a typo fails the
 * build instead of showing braces to readers.
 */
export function fillTokens(source: string, file: string, as: 'text' | 'markdown'): string {
  const tokens = contentTokens();
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const token = tokens[name];
    if (!token)
      throw new Error(
        `${file}: unknown placeholder {{${name}}}. Known placeholders: ${Object.keys(tokens).join(', ')}.`,
      );
    return token[as];
  });
}
