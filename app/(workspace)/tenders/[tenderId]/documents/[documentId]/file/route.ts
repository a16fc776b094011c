// GET …/documents/{id}/file: the original file, through a signed link that expires in minutes, for a reader who
// may see the document (404 for anyone else).
import { getDocumentFileUrl } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { lookupTender } from '@/lib/tenders';

export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: RouteContext<'/tenders/[tenderId]/documents/[documentId]/file'>,
) {
  const { tenderId, documentId } = await params;
  const found = await lookupTender(tenderId);
  const url =
    found.kind === 'found' ? await getDocumentFileUrl(found.tender, documentId, new URL(request.url).origin) : null;
  if (!url) return jsonError(404, 'document_not_found', 'No such document.');
  return new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'private, no-store' } });
}
