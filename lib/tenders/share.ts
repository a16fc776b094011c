// What a shared tender link's picture says, in words formatted on the server.
import { site } from '@/lib/config/public';
import { getCountry } from '@/lib/reference';
import { flagSvg } from '@/lib/reference/flags';
import { describeDeadline } from './format';
import { noticeKindLabel } from './labels';
import type { TenderRow } from './queries';

export interface TenderShareFacts {
  siteName: string;
  title: string;
  buyer: string | null;
  country: string;
  flag: string | null;
  deadline: string;
  kind: string;
}

export function tenderShareFacts(tender: TenderRow): TenderShareFacts {
  const deadline = describeDeadline(tender.deadlineLocal, tender.deadlineDate);
  const svg = flagSvg(tender.countryCode);
  return {
    siteName: site.siteName,
    title: tender.title,
    buyer: tender.contractingAuthorityName,
    country: getCountry(tender.countryCode)?.name ?? tender.countryCode,
    flag: svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null,
    deadline: deadline
      ? `Deadline ${deadline.date}${deadline.time ? `, ${deadline.time}` : ''}${deadline.zone ? ` ${deadline.zone}` : ''}`
      : 'No deadline given',
    kind: noticeKindLabel({ noticeType: tender.noticeType, formType: null, noticeSubtype: null }),
  };
}
