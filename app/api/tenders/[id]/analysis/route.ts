// GET /api/tenders/{id}/analysis: the signed-in user's analysis of the tender (unlock, reports, their progress);
// the analyze page polls it while reports are being made or documents read.
import { getOptionalUser } from '@/lib/auth/user';
import { getAnalysisViewOf } from '@/lib/analysis';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  async (_request: Request, { params }: RouteContext<'/api/tenders/[id]/analysis'>) => {
    if (!(await getOptionalUser())) return jsonError(401, 'unauthorized', 'Sign in to continue.');
    const view = await getAnalysisViewOf((await params).id);
    if (!view) return jsonError(404, 'tender_not_found', 'No such tender.');
    return Response.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
