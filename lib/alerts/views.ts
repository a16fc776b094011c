// What the alert pages show, already in words: alerts with their filters and counts, matches as result cards,
// the preview's weeks. Plain data, so pages can hand it to client components.
import type { AlertFrequency, AlertRow } from '@/lib/db';
import { formatDay } from '@/lib/tenders/views';
import { resultCard, type ResultCardData } from '@/lib/tenders/jobs';
import type { MatchedTender } from './cards';
import { describeFilters, type AlertFilters } from './filters';
import type { AlertPreview } from './preview';
import { parseAlertSearch } from './search';
import type { AlertWithCounts } from './store';

export const frequencyLabels: Record<AlertFrequency, string> = {
  instant: 'As soon as new notices arrive',
  daily: 'Daily (07:00 UTC)',
  weekly: 'Weekly (Mondays, 07:00 UTC)',
};

export interface MatchView {
  card: ResultCardData;
  /** 'LOT-0002 “Electrical works”', when a lot matched. */
  lot: string | null;
  /** When the alert found it (absent in a preview). */
  matchedAt?: string;
  /** Found since the user last looked at the alert. */
  isNew?: boolean;
}

export interface AlertView {
  id: string;
  name: string;
  frequency: AlertFrequency;
  frequencyLabel: string;
  matchLots: boolean;
  filters: string[];
  /** The search page with the alert's filters. */
  searchHref: string;
  searchParams: string;
  paused: boolean;
  emailsEnabled: boolean;
  matches: number;
  newMatches: number;
  lastMatchAt: string | null;
}

export interface PreviewWeekView {
  label: string;
  range: string;
  count: number;
}

export interface PreviewView {
  /** Newest week first. */
  weeks: PreviewWeekView[];
  total: number;
  /** Advice when the alert looks too broad or too narrow; null when it looks right. */
  advice: string | null;
  items: MatchView[];
}

export function lotText(lot: { id: string; title: string | null } | null): string | null {
  if (!lot) return null;
  return lot.title ? `${lot.id} “${lot.title}”` : lot.id;
}

/** An alert's filters as stored, read again by the search parser (for words and links). */
export function storedFilters(alert: Pick<AlertRow, 'searchParams'>): AlertFilters | null {
  const parsed = parseAlertSearch(new URLSearchParams(alert.searchParams));
  if (!parsed.ok) return null;
  const { sort: _sort, page: _page, ...filters } = parsed.search;
  return filters;
}

export function alertView({ alert, matches, newMatches, lastMatchAt }: AlertWithCounts): AlertView {
  const filters = storedFilters(alert);
  return {
    id: alert.id,
    name: alert.name,
    frequency: alert.frequency,
    frequencyLabel: frequencyLabels[alert.frequency],
    matchLots: alert.matchLots,
    filters: filters ? describeFilters(filters) : [],
    searchHref: alert.searchParams ? `/tenders?${alert.searchParams}` : '/tenders',
    searchParams: alert.searchParams,
    paused: alert.pausedAt !== null,
    emailsEnabled: alert.emailsEnabled,
    matches,
    newMatches,
    lastMatchAt: lastMatchAt?.toISOString() ?? null,
  };
}

export function matchView(match: MatchedTender, now: Date): MatchView {
  return { card: resultCard(match.tender, now), lot: lotText(match.lot) };
}

const weekLabels = ['Last 7 days', '8–14 days ago', '15–21 days ago', '22–28 days ago'];

function advice(total: number): string | null {
  if (total === 0) {
    return 'Nothing matched in the last four weeks. The alert may be too narrow: try fewer filters or other words.';
  }
  const perWeek = Math.round(total / 4);
  if (perWeek > 150) {
    return `About ${perWeek} tenders a week. That is a lot to read: add words, CPV codes or a region to narrow it.`;
  }
  return null;
}

export function previewView(preview: AlertPreview, now: Date): PreviewView {
  return {
    weeks: preview.weeks.map((week, index) => ({
      label: weekLabels[index] ?? `Week ${index + 1}`,
      range: `${formatDay(week.from)} – ${formatDay(week.to)}`,
      count: week.count,
    })),
    total: preview.total,
    advice: advice(preview.total),
    items: preview.items.map((item) => matchView(item, now)),
  };
}
