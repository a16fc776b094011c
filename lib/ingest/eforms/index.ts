// TED eForms importer, database-free half: one notice's XML in, a typed and normalised record out.
export { parseEformsNotice, tedNoticeUrl } from './parse.ts';
export type * from './types.ts';
