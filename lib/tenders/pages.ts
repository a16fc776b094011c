// What every tender page does first: resolve the id (a publication number redirects to the tender's own
// URL, 308), then find the tender or answer 404.
import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { currentViewer } from './viewer';
import { parseTenderRef } from './params';
import { findTender, findTenderIdByPublicationNumber, type TenderRow } from './queries';

/**
 * The tender of a route's `tenderId`. `subpath` is the rest of the route (e.g. '/analyze'), kept when a
 * publication number redirects.
 */
export async function tenderOr404(params: Promise<{ tenderId: string }>, subpath = ''): Promise<TenderRow> {
  const { tenderId } = await params;
  const ref = parseTenderRef(tenderId);
  if (!ref) notFound();
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  if (ref.kind === 'publication-number') {
    const id = await findTenderIdByPublicationNumber(db, viewer, ref.publicationNumber);
    if (!id) notFound();
    permanentRedirect(`/tenders/${id}${subpath}`);
  }
  const tender = await findTender(db, viewer, ref.id);
  if (!tender) notFound();
  return tender;
}
