// Every read of tenders goes through here, so who may see what is decided in one place: public tenders for
// everyone, private tenders (added by a user) only for their owner. Search, pages, sitemap, related tenders,
// metadata and the API all build on `visibleTenders`; nothing else queries app.tenders directly.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { tenderAwards, tenderNotices, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';

/** Who is reading: a signed-in user's id, or nobody. */
export interface Viewer {
  readonly userId: string | null;
}

export const anonymousViewer: Viewer = { userId: null };

export interface VisibilityOptions {
  /** Generated sample tenders and SDK drafts; default true (they are labelled wherever they appear). */
  readonly includeSamples?: boolean;
}

/** The condition every read of tenders starts from, combined with the caller's own conditions. */
export function visibleTenders(
  viewer: Viewer,
  options: VisibilityOptions = {},
  ...conditions: (SQL | undefined)[]
): SQL {
  const visible =
    viewer.userId === null
      ? eq(tenders.visibility, 'public')
      : sql`(${tenders.visibility} = 'public' or ${tenders.ownerId} = ${viewer.userId})`;
  const samples = options.includeSamples === false ? eq(tenders.isSample, false) : undefined;
  return and(visible, samples, ...conditions)!;
}

// Everything but the search vector (large, and meaningless outside SQL).
const { searchVector: _searchVector, ...tenderColumns } = getTableColumns(tenders);

export type TenderRow = Omit<typeof tenders.$inferSelect, 'searchVector'>;

export async function findTender(db: Database, viewer: Viewer, id: string): Promise<TenderRow | null> {
  const [row] = await db
    .select(tenderColumns)
    .from(tenders)
    .where(visibleTenders(viewer, {}, eq(tenders.id, id)));
  return row ?? null;
}

/** The id of the tender a TED publication number (short form, `612681-2024`) belongs to, if visible. */
export async function findTenderIdByPublicationNumber(
  db: Database,
  viewer: Viewer,
  publicationNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: tenders.id })
    .from(tenderNotices)
    .innerJoin(tenders, eq(tenders.id, tenderNotices.tenderId))
    .where(visibleTenders(viewer, {}, eq(tenderNotices.publicationNumber, publicationNumber)));
  return row?.id ?? null;
}

export interface NoticeSummary {
  publicationNumber: string | null;
  noticeId: string;
  noticeVersion: string;
  noticeType: string;
  noticeSubtype: string | null;
  formType: string | null;
  publishDate: string;
  changesNoticeId: string | null;
  url: string | null;
}

export type AwardRow = typeof tenderAwards.$inferSelect;

export interface TenderDetail {
  tender: TenderRow;
  /** Newest first. */
  notices: NoticeSummary[];
  awards: AwardRow[];
}

export async function findTenderDetail(db: Database, viewer: Viewer, id: string): Promise<TenderDetail | null> {
  const tender = await findTender(db, viewer, id);
  if (!tender) return null;
  return { tender, ...(await findNoticesAndAwards(db, tender.id)) };
}

/** The notices and awards of a tender the caller already found through findTender (so its visibility is checked). */
export async function findNoticesAndAwards(db: Database, id: string): Promise<Omit<TenderDetail, 'tender'>> {
  const [notices, awards] = await Promise.all([
    db
      .select({
        publicationNumber: tenderNotices.publicationNumber,
        noticeId: tenderNotices.noticeId,
        noticeVersion: tenderNotices.noticeVersion,
        noticeType: tenderNotices.noticeType,
        noticeSubtype: tenderNotices.noticeSubtype,
        formType: tenderNotices.formType,
        publishDate: tenderNotices.publishDate,
        changesNoticeId: tenderNotices.changesNoticeId,
        url: tenderNotices.url,
      })
      .from(tenderNotices)
      .where(eq(tenderNotices.tenderId, id))
      .orderBy(desc(tenderNotices.publishDate), desc(tenderNotices.noticeVersion), desc(tenderNotices.id)),
    db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, id)).orderBy(asc(tenderAwards.position)),
  ]);
  return { notices, awards };
}
