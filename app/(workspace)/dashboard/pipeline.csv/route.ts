// The signed-in user's pipeline as a CSV download, filtered and ordered as the table's URL says.
import { withUser } from '@/lib/auth/user';
import { attachmentDisposition } from '@/lib/http/content-disposition';
import { csvFileName, getMyPipelineCsv } from '@/lib/pipeline';
import { parsePipelineQuery } from '@/lib/pipeline/views';

export const GET = withUser(async (_user, request: Request) => {
  const csv = await getMyPipelineCsv(parsePipelineQuery(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': attachmentDisposition(csvFileName()),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
