// GET /api/buyers/{id}: a buyer's page as JSON — its calls, awards with winners, values and bids, and its figures.
import { buyerJson, findBuyerForApi, isBuyerId } from '@/lib/buyers';
import { jsonError } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/api/buyers/[id]'>): Promise<Response> {
  const { id } = await params;
  if (!isBuyerId(id)) {
    return jsonError(400, 'invalid_buyer_id', `"${id}" is not a buyer id: buyer ids are 16 hexadecimal digits.`, {
      parameter: 'id',
    });
  }
  const detail = await findBuyerForApi(id);
  if (!detail) return jsonError(404, 'buyer_not_found', `No buyer with id ${id}.`);
  return Response.json(buyerJson(detail), { headers: { 'Cache-Control': 'public, max-age=60' } });
}
