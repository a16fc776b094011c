// The few columns a tender needs where pages list it as a link (related tenders, saved tenders).
import { tenders } from '@/lib/db/schema';
import type { TenderRow } from './queries';

export const tenderListItemColumns = {
  id: tenders.id,
  title: tenders.title,
  languageCode: tenders.languageCode,
  countryCode: tenders.countryCode,
  contractingAuthorityName: tenders.contractingAuthorityName,
  deadlineDate: tenders.deadlineDate,
  status: tenders.status,
  isSample: tenders.isSample,
};

export type TenderListItem = Pick<TenderRow, keyof typeof tenderListItemColumns>;
