// GET /api/jobs/{id}: a background job's status and progress, for its owner only (404 for anyone else).
import { withUser } from '@/lib/auth/user';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';
import { getOwnJobProgress, isJobId } from '@/lib/jobs';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  withUser(async (user, _request: Request, { params }: RouteContext<'/api/jobs/[id]'>) => {
    const { id } = await params;
    if (!isJobId(id)) return jsonError(400, 'invalid_job_id', `"${id}" is not a job id.`, { parameter: 'id' });
    const job = await getOwnJobProgress(user.id, id);
    if (!job) return jsonError(404, 'job_not_found', `No job with id ${id}.`);
    return Response.json(job, { headers: { 'Cache-Control': 'private, no-store' } });
  }),
);
