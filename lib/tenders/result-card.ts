// The words of each result card, formatted from its search row, so the card component only lays them out.
import type { CardRow } from './search';
import { getCountry, cpvLabel } from '@/lib/reference';
import { flagHref } from '@/lib/reference/flags';
import { noticeKindLabel } from './labels';
import { describeDeadline, formatMoney, timeLeftText } from './format';

/** One result as it reads: every fact already formatted on the server. */
export interface ResultCardData {
  id: string;
  title: string;
  buyer: string | null;
  /** The language of the title and the buyer's name (the notice's own), as an HTML lang value. */
  lang: string;
  /** The title's language: the reader's when the notice gives its title in it. */
  titleLang: string;
  /** 'Contract notice', 'Contract award notice' … */
  kind: string;
  isSample: boolean;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /**
   * The country's name, and its flag in the sprite (null without one): resolved here, so client trees can show them.
   */
  country: string;
  flagHref: string | null;
  cpv: { code: string; label: string | null } | null;
  /** '€1,234,568' or 'Not given', and the native amount when the notice gave another currency. */
  value: string;
  nativeValue: string | null;
  /** The deadline in the notice's own time zone, its machine form, and the time left. */
  deadline: { text: string; dateTime: string; left: string } | null;
  /** Why a search found it when it matched through another language ("matched: cleaning services — Reinigung"). */
  matched: string | null;
}

export interface ResultCardOptions {
  /** The search found it through another language: why. */
  matched?: string | null;
  /** The reader's language: the title in it is shown when the notice gives one. */
  language?: string | null;
}

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

export function resultCard(tender: CardRow, now: Date, options: ResultCardOptions = {}): ResultCardData {
  const currency = tender.estimateNativeValueCurrency;
  const readerTitle = options.language ? tender.titles?.[options.language] : undefined;
  return {
    id: tender.id,
    title: readerTitle ?? tender.title,
    buyer: tender.contractingAuthorityName || null,
    lang: tender.languageCode,
    titleLang: readerTitle && options.language ? options.language : tender.languageCode,
    kind: noticeKindLabel({ noticeType: tender.noticeType, formType: null, noticeSubtype: null }),
    isSample: tender.isSample,
    countryCode: tender.countryCode,
    country: getCountry(tender.countryCode)?.name ?? tender.countryCode,
    flagHref: flagHref(tender.countryCode),
    cpv: tender.cpvCode ? { code: tender.cpvCode, label: cpvLabel(tender.cpvCode) } : null,
    value: tender.estimateEuroValue !== null ? formatMoney(tender.estimateEuroValue, 'EUR') : 'Not given',
    nativeValue:
      tender.estimateNativeValue !== null && currency && currency !== 'EUR'
        ? formatMoney(tender.estimateNativeValue, currency)
        : null,
    deadline: deadlineText(tender, now),
    matched: options.matched ?? null,
  };
}
