// Text extraction, the pure half of tender documents: bytes in, pages of text out. No database, storage or jobs:
// the callers in lib/documents store what these functions return.
export { unpackArchive, type ArchiveEntry, type SkippedEntry, type UnpackResult } from './archive';
export { extractDocument, type ExtractedDocument, type ExtractOptions, type ExtractResult } from './extract';
export { detectableLanguages, detectLanguage } from './language';
export { markRunningLines } from './layout';
export { countPdfPages } from './pdf';
export { ocrLanguageCodes, ocrPages, tesseractLanguages, type OcrOptions, type OcrPage, type OcrResult } from './ocr';
export { sniffType, type SniffedType } from './sniff';
export {
  defaultArchiveLimits,
  defaultExtractLimits,
  type ArchiveLimits,
  type ExtractLimits,
  type FileType,
  type PageText,
  type Refusal,
  type RefusalCode,
  type TextKind,
} from './types';
