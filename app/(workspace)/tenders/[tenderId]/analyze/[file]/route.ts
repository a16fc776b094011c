// The analysis as files to download: analysis.md (both reports), compliance.md and compliance.csv (the matrix
// with the user's statuses and notes). Links in them point at the site's document viewer (NEXT_PUBLIC_SITE_URL, or
// this machine's own origin on a run without one).
import { getAnalysisExport, type AnalysisExportFormat } from '@/lib/analysis';
import { attachmentDisposition } from '@/lib/http/content-disposition';
import { jsonError } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

const formats: readonly AnalysisExportFormat[] = ['analysis.md', 'compliance.md', 'compliance.csv'];

export async function GET(request: Request, { params }: RouteContext<'/tenders/[tenderId]/analyze/[file]'>) {
  const { tenderId, file } = await params;
  const format = formats.find((name) => name === file);
  if (!format) return jsonError(404, 'not_found', 'No such file.');
  const result = await getAnalysisExport(tenderId, format, request);
  if (!result.ok) return jsonError(result.status, result.code, result.message);
  return new Response(result.body, {
    headers: {
      'Content-Type': result.contentType,
      'Content-Disposition': attachmentDisposition(result.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
