// The buyers' JSON API shapes: snake_case field names like the tenders' API, figures as numbers, links absolute.
import { siteUrl } from '@/lib/config/public';
import type { PriceCell } from './prices';
import type { BuyerDetail } from './queries';
import { buyerLotsHref, buyerPath, cellLotsHref } from './views';

export function priceCellJson(cell: PriceCell) {
  return {
    cpv_prefix: cell.cpvPrefix,
    country_code: cell.countryCode,
    year: cell.year,
    lot_count: cell.lotCount,
    priced_count: cell.pricedCount,
    p25_euro: cell.p25,
    median_euro: cell.median,
    p75_euro: cell.p75,
    awarded_to_estimate_median: cell.estimateRatio,
    ratio_count: cell.ratioCount,
    bids_per_lot: cell.bidsPerLot,
    bids_count: cell.bidsCount,
    lots_url: `${siteUrl}${cellLotsHref(cell)}`,
  };
}

export function buyerJson(detail: BuyerDetail) {
  const { buyer, figures } = detail;
  const call = (t: BuyerDetail['openCalls'][number]) => ({
    id: t.id,
    title: t.title,
    publish_date: t.publishDate,
    deadline_date: t.deadlineDate?.toISOString() ?? null,
    status: t.status,
    cpv_code: t.cpvCode,
    estimate_euro_value: t.estimateEuroValue,
  });
  return {
    id: buyer.id,
    url: `${siteUrl}${buyerPath(buyer.id)}`,
    name: buyer.name,
    country_code: buyer.countryCode,
    town: buyer.town,
    identifier: buyer.identifier,
    address: buyer.address,
    email: buyer.email,
    tender_count: buyer.tenderCount,
    first_publish_date: buyer.firstPublishDate,
    last_publish_date: buyer.lastPublishDate,
    figures: {
      typical_euro_value: figures.typicalEuroValue,
      priced_lots: figures.awardsWithValue,
      lowest_price_share: figures.lowestPriceShare,
      lots_with_criteria: figures.lotsWithCriteria,
      bids_per_lot: figures.averageBids,
      lots_with_bids: figures.lotsWithBids,
      lots_url: `${siteUrl}${buyerLotsHref(buyer.id)}`,
    },
    cpv_divisions: detail.divisions.map((d) => ({ division: d.key, tenders: d.count })),
    procedures: detail.procedures.map((p) => ({ procedure: p.key, tenders: p.count })),
    repeat_winners: detail.repeatWinners.map((w) => ({ company_id: w.companyId, name: w.name, wins: w.wins })),
    open_calls: detail.openCalls.map(call),
    past_calls: detail.pastCalls.map(call),
    award_count: detail.awardCount,
    awards: detail.awards.map((a) => ({
      tender_id: a.tenderId,
      notice_id: a.noticeId,
      lot_id: a.lotId,
      award_date: a.awardDate,
      status: a.status,
      winner_name: a.winnerName,
      company_id: a.companyId,
      value: a.value,
      currency: a.currency,
      euro_value: a.euroValue,
      tenders_received: a.tendersReceived,
    })),
  };
}
