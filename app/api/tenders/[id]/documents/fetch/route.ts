// POST /api/tenders/{id}/documents/fetch: ask for a public tender's documents from the buyer's portal (a job,
// once per tender). 202 when asked, 409 when there is nothing to fetch for this reader, 429 (with Retry-After) when
// the reader started too many fetches in the last hour.
import { requestDocumentsFetch } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const POST = fromOwnSite(
  'none',
  async (_request: Request, { params }: RouteContext<'/api/tenders/[id]/documents/fetch'>) => {
    const outcome = await requestDocumentsFetch((await params).id);
    if (!outcome.ok) {
      const retry = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;
      return jsonError(outcome.status, outcome.code, outcome.message, {}, retry);
    }
    return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  },
);
