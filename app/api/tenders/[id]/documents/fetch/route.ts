// POST /api/tenders/{id}/documents/fetch: ask for a public tender's documents from the buyer's portal (a job,
// once per tender). 202 when asked, 409 when there is nothing to fetch for this reader.
import { requestDocumentsFetch } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const POST = fromOwnSite(
  'none',
  async (_request: Request, { params }: RouteContext<'/api/tenders/[id]/documents/fetch'>) => {
    if (!(await requestDocumentsFetch((await params).id))) {
      return jsonError(409, 'nothing_to_fetch', 'There is nothing to fetch for this tender, or you are signed out.');
    }
    return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  },
);
