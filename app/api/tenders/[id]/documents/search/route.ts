// GET /api/tenders/{id}/documents/search?q=…: pages of the tender's documents that mention the words, best first.
import { searchDocuments } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  async (request: Request, { params }: RouteContext<'/api/tenders/[id]/documents/search'>) => {
    const outcome = await searchDocuments((await params).id, new URL(request.url).searchParams.get('q'));
    if (!outcome.ok) return jsonError(outcome.status, outcome.code, outcome.message);
    return Response.json({ hits: outcome.hits }, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
