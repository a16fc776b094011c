// The words of each result card, formatted on the server: the reference data (CPV labels, country names)
// and the formatters stay out of the browser's bundle, and the card component only lays them out.
import type { CardRow } from '@/lib/tenders/search';
import { getCountry } from '@/lib/reference/countries';
import { cpvLabel } from '@/lib/reference/cpv';
import { noticeKindLabel } from '@/components/tenders/detail/labels';
import { describeDeadline, formatMoney, timeLeftText } from '@/lib/tenders/format';
import { flagEmoji } from './format';
import type { ResultCardData } from './result-card';

function deadlineText(tender: CardRow, now: Date): ResultCardData['deadline'] {
  const deadline = describeDeadline(tender.deadlineLocal, tender.deadlineDate);
  if (!deadline || !tender.deadlineDate) return null;
  const text = [
    deadline.date,
    deadline.time ? `, ${deadline.time}` : '',
    deadline.zone ? ` ${deadline.zone}` : '',
  ].join('');
  return {
    text,
    dateTime: tender.deadlineLocal ?? tender.deadlineDate.toISOString(),
    left: timeLeftText(tender.deadlineDate, now),
  };
}

export function resultCard(tender: CardRow, now: Date): ResultCardData {
  const currency = tender.estimateNativeValueCurrency;
  return {
    id: tender.id,
    title: tender.title,
    buyer: tender.contractingAuthorityName || null,
    lang: tender.languageCode,
    kind: noticeKindLabel({ noticeType: tender.noticeType, formType: null, noticeSubtype: null }),
    isSample: tender.isSample,
    flag: flagEmoji(tender.countryCode),
    country: getCountry(tender.countryCode)?.name ?? tender.countryCode,
    cpv: tender.cpvCode ? { code: tender.cpvCode, label: cpvLabel(tender.cpvCode) } : null,
    value: tender.estimateEuroValue !== null ? formatMoney(tender.estimateEuroValue, 'EUR') : 'Not given',
    nativeValue:
      tender.estimateNativeValue !== null && currency && currency !== 'EUR'
        ? formatMoney(tender.estimateNativeValue, currency)
        : null,
    deadline: deadlineText(tender, now),
  };
}
