// GET /api/stats/awards?cpv=&country=&year=: award price statistics of a CPV division, group or class (2, 3 or 4
// digits; a longer code is read as its class) in a country, every year or one. A bad parameter answers 400 naming it.
import { getAwardStats, priceCellJson } from '@/lib/buyers';
import { jsonError } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const answer = await getAwardStats(new URL(request.url).searchParams);
  if (!answer.ok) {
    const { parameter, message } = answer;
    return jsonError(400, 'invalid_parameter', `${parameter}: ${message}`, { parameter, reason: message });
  }
  const { filters, cells } = answer;
  return Response.json(
    {
      cpv_prefix: filters.cpvPrefix,
      country_code: filters.countryCode,
      year: filters.year,
      years: cells.map(priceCellJson),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
