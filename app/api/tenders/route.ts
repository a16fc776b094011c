// GET /api/tenders: the search as JSON, with the stored-form field names, the capped total and facets.
// Every parameter is validated by the schema the search page uses; a bad one answers 400 naming it.
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/json';
import { tenderSummaryJson } from '@/lib/tenders/api';
import { searchTenders, parseSearchParams } from '@/lib/tenders/search';
import { currentViewer } from '@/lib/tenders/viewer';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return jsonError(400, 'invalid_parameter', `${parsed.parameter}: ${parsed.message}`, {
      parameter: parsed.parameter,
      reason: parsed.message,
    });
  }
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  const now = new Date();
  const result = await searchTenders(db, viewer, parsed.search, now);
  return Response.json(
    {
      total: result.total,
      total_is_exact: result.totalIsExact,
      page: result.page,
      page_size: result.items.length,
      items: result.items.map((tender) => tenderSummaryJson(tender, now)),
      facets: result.facets,
      facets_are_exact: result.facetsAreExact,
    },
    { headers: { 'Cache-Control': viewer.userId ? 'private, no-store' : 'public, max-age=30' } },
  );
}
