// Fetching a tender's documents from the buyer's portal: URLs in, files and findings out (no database, no storage).
export { documentLinksOf, type TenderDocumentSource } from './links';
export {
  documentFetchUserAgent,
  fetchDefaults,
  fetchTenderDocuments,
  type FetchDocumentsOptions,
  type FetchedDocuments,
  type FetchedFile,
  type FetchFinding,
} from './fetcher';
export { loginRequiredNotice, type LoginRequiredNotice } from './messages';
export { contentTypes, extensionFor, sniffContentType, type SniffedType } from './sniff';
export { isPrivateAddress } from '@/lib/http/address-guard';
