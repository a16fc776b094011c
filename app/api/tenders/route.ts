// GET /api/tenders: the search as JSON, with the stored-form field names, the capped total and facets.
// Every parameter is validated by the schema the search page uses; a bad one answers 400 naming it.
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/json';
import { searchTenders, parseSearchParams } from '@/lib/tenders/search';
import { effectiveStatus } from '@/lib/tenders/status';
import { currentViewer } from '@/lib/tenders/viewer';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return jsonError(400, 'invalid_parameter', `${parsed.parameter}: ${parsed.message}`, { parameter: parsed.parameter, reason: parsed.message });
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
      items: result.items.map((t) => ({
        id: t.id,
        url: t.url,
        country_code: t.countryCode,
        language_code: t.languageCode,
        title: t.title,
        description: t.description,
        cpv_code: t.cpvCode,
        publish_date: t.publishDate,
        deadline_date: t.deadlineDate?.toISOString() ?? null,
        deadline_local: t.deadlineLocal,
        contracting_authority_name: t.contractingAuthorityName,
        contracting_authority_address: t.contractingAuthorityAddress,
        contracting_authority_email: t.contractingAuthorityEmail,
        subdivision_into_lots: t.subdivisionIntoLots,
        lots_details: t.lotsDetails,
        estimate_euro_value: t.estimateEuroValue,
        estimate_native_value: t.estimateNativeValue,
        estimate_native_value_currency: t.estimateNativeValueCurrency,
        summary_description: t.summaryDescription,
        notice_type: t.noticeType,
        procedure_type: t.procedureType,
        contract_nature: t.contractNature,
        status: effectiveStatus(t.status, t.deadlineDate, now),
        nuts_codes: t.nutsCodes,
        is_sample: t.isSample,
      })),
      facets: result.facets,
      facets_are_exact: result.facetsAreExact,
    },
    { headers: { 'Cache-Control': viewer.userId ? 'private, no-store' : 'public, max-age=30' } },
  );
}
