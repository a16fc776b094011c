// GET /api/tenders/{id}: one tender with its notices, lots and awards. A TED publication number answers 308
// to the tender's own URL; private tenders exist only for their owner (404 for everyone else).
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/json';
import { tenderJson } from '@/lib/tenders/api';
import { parseTenderRef, tenderRefHelp } from '@/lib/tenders/params';
import { findTenderDetail, findTenderIdByPublicationNumber } from '@/lib/tenders/queries';
import { currentViewer } from '@/lib/tenders/viewer';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/tenders/[id]'>): Promise<Response> {
  const { id } = await params;
  const ref = parseTenderRef(id);
  if (!ref)
    return jsonError(400, 'invalid_tender_id', `"${id}" is not a tender id. ${tenderRefHelp}`, { parameter: 'id' });

  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  if (ref.kind === 'publication-number') {
    const tenderId = await findTenderIdByPublicationNumber(db, viewer, ref.publicationNumber);
    if (!tenderId)
      return jsonError(
        404,
        'tender_not_found',
        `No tender has a notice with publication number ${ref.publicationNumber}.`,
      );
    return new Response(null, {
      status: 308,
      headers: {
        Location: new URL(`/api/tenders/${tenderId}`, request.url).toString(),
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }

  const detail = await findTenderDetail(db, viewer, ref.id);
  if (!detail) return jsonError(404, 'tender_not_found', `No tender with id ${ref.id}.`);
  const cache = detail.tender.visibility === 'public' ? 'public, max-age=60' : 'private, no-store';
  return Response.json(tenderJson(detail), { headers: { 'Cache-Control': cache } });
}
