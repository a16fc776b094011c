// GET /api/tenders: the search as JSON, with the stored-form field names, the capped total and facets.
// Every parameter is validated by the schema the search page uses; a bad one answers 400 naming it.
import { jsonError } from '@/lib/http/json';
import { searchTenders, tenderSummaryJson } from '@/lib/tenders';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const outcome = await searchTenders(new URL(request.url).searchParams);
  if (!outcome.ok) {
    const { parameter, message } = outcome;
    return jsonError(400, 'invalid_parameter', `${parameter}: ${message}`, { parameter, reason: message });
  }
  const { result, now, signedIn, search } = outcome;
  return Response.json(
    {
      // CPV and NUTS codes typed in `q` and applied as the `cpv` and `nuts` filters (`verbatim=true` reads none).
      codes_from_query: search.codesFromQuery,
      // The query the results are for when the words asked for found nothing and were corrected (`verbatim=true` asks for none).
      corrected_query: result.correctedQuery,
      total: result.total,
      total_is_exact: result.totalIsExact,
      page: result.page,
      page_size: result.items.length,
      items: result.items.map((tender) => tenderSummaryJson(tender, now)),
      facets: result.facets,
      facets_are_exact: result.facetsAreExact,
    },
    { headers: { 'Cache-Control': signedIn ? 'private, no-store' : 'public, max-age=30' } },
  );
}
