// The stored shapes of tender columns that pages and components show, without reaching into the database layer.
export type { LotDetails, TenderNoticeType, TenderSource, TenderStatus } from '@/lib/db/schema';
