// What the tender page shows besides the tender row: its notice history, awards, related tenders and, for a
// signed-in reader, whether they saved it (read in parallel); and the notice's text in the language asked for.
import 'server-only';
import { getDb } from '@/lib/db';
import { noticeHistory, type NoticeHistoryEntry } from './history';
import type { TenderListItem } from './list-item';
import { findNoticesAndAwards, type AwardRow, type TenderRow, type Viewer } from './queries';
import { findRelatedTenders } from './related';
import { isTenderSaved } from './saved';

export interface TenderPageDetails {
  history: NoticeHistoryEntry[];
  awards: AwardRow[];
  related: TenderListItem[];
  /** Null for a signed-out reader (nothing to save to). */
  saved: boolean | null;
}

/** `tender` must come from findTender for this viewer (tenderOr404), so its visibility is already checked. */
export async function loadTenderPageDetails(tender: TenderRow, viewer: Viewer): Promise<TenderPageDetails> {
  const db = await getDb();
  const [{ notices, awards }, related, saved] = await Promise.all([
    findNoticesAndAwards(db, tender.id),
    findRelatedTenders(db, viewer, tender),
    viewer.userId === null ? null : isTenderSaved(db, viewer.userId, tender.id),
  ]);
  return { history: await noticeHistory(db, tender.id, notices), awards, related, saved };
}

export interface NoticeText {
  /** The language shown: the requested one when the notice has it, else the notice's own. */
  lang: string;
  title: string;
  description: string | null;
  /** Every language the notice gives its title or description in, its own first. */
  languages: string[];
}

/** A tender's title and description in the language asked for (`?lang=`), falling back to its own. */
export function noticeInLanguage(tender: TenderRow, requested: unknown): NoticeText {
  const languages = [
    ...new Set([tender.languageCode, ...Object.keys(tender.titles), ...Object.keys(tender.descriptions)]),
  ];
  const lang = typeof requested === 'string' && languages.includes(requested) ? requested : tender.languageCode;
  const own = lang === tender.languageCode;
  return {
    lang,
    title: tender.titles[lang] ?? tender.title,
    description: tender.descriptions[lang] ?? (own ? tender.description : null),
    languages,
  };
}
