// GET /api/tenders/{id}: one tender with its notices, lots and awards. A TED publication number answers 308
// to the tender's own URL; private tenders exist only for their owner (404 for everyone else).
import { jsonError } from '@/lib/http/json';
import { getTenderDetail, tenderJson, parseTenderRef, tenderRefHelp } from '@/lib/tenders';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/tenders/[id]'>): Promise<Response> {
  const { id } = await params;
  const found = await getTenderDetail(id);
  switch (found.kind) {
    case 'invalid':
      return jsonError(400, 'invalid_tender_id', `"${id}" is not a tender id. ${tenderRefHelp}`, { parameter: 'id' });
    case 'not-found':
      return jsonError(
        404,
        'tender_not_found',
        parseTenderRef(id)?.kind === 'publication-number'
          ? `No tender has a notice with publication number ${id}.`
          : `No tender with id ${id}.`,
      );
    case 'moved':
      return new Response(null, {
        status: 308,
        headers: {
          Location: new URL(`/api/tenders/${found.id}`, request.url).toString(),
          'Cache-Control': 'public, max-age=3600',
        },
      });
    case 'found': {
      const cache = found.detail.tender.visibility === 'public' ? 'public, max-age=60' : 'private, no-store';
      return Response.json(tenderJson(found.detail), { headers: { 'Cache-Control': cache } });
    }
  }
}
