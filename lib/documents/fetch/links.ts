// Where a tender's documents may be fetched from, read from its stored row: the notice's procurement-documents
// links (BT-15, the procedure's then each lot's) first, then the submission sites (BT-18), which often host them.
import type { TenderRow } from '@/lib/tenders';

export type TenderDocumentSource = Pick<TenderRow, 'documentsUrl' | 'submissionUrl' | 'lotsDetails' | 'url' | 'source'>;

/** A web address as fetched: http(s) only, no fragment, or null. */
function fetchableUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  return url.href;
}

/**
 * The candidate URLs of a tender's documents, most promising first, each once. The TED notice of an imported
 * tender is left out (TED holds the notice, not the documents); the page a user gave for their own tender is last.
 */
export function documentLinksOf(tender: TenderDocumentSource): string[] {
  const candidates = [
    tender.documentsUrl,
    ...tender.lotsDetails.map((lot) => lot.documents_url),
    tender.submissionUrl,
    ...tender.lotsDetails.map((lot) => lot.submission_url),
    tender.source === 'user' ? tender.url : null,
  ];
  const links: string[] = [];
  for (const candidate of candidates) {
    const url = fetchableUrl(candidate);
    if (url !== null && !links.includes(url)) links.push(url);
  }
  return links;
}
