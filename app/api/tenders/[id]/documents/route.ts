// GET /api/tenders/{id}/documents: the tender's documents as the reader sees them, with each file's state while
// it is read (the documents section polls this until nothing is left to read).
import { getDocumentsViewOf } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  async (_request: Request, { params }: RouteContext<'/api/tenders/[id]/documents'>) => {
    const view = await getDocumentsViewOf((await params).id);
    if (!view) return jsonError(404, 'tender_not_found', 'No such tender.');
    return Response.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
