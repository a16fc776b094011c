// POST /api/uploads/tender-documents?tender={id}: one file (multipart field `file`) added to a tender by the
// signed-in reader, private to them. Outside the middleware, so a large body streams straight here.
import { uploadDocument } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const POST = fromOwnSite('multipart', async (request: Request) => {
  const tender = new URL(request.url).searchParams.get('tender');
  if (!tender) return jsonError(400, 'invalid_parameter', 'tender: name the tender the file belongs to.');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, 'invalid_body', 'Send the file as multipart/form-data, in a field named "file".');
  }
  const file = form.get('file');
  const outcome = await uploadDocument(tender, file instanceof File ? file : null);
  if (!outcome.ok) {
    const retry = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;
    return jsonError(outcome.status, outcome.code, outcome.message, {}, retry);
  }
  return Response.json(
    { id: outcome.documentId, duplicate: outcome.duplicate },
    { status: outcome.duplicate ? 200 : 201, headers: { 'Cache-Control': 'no-store' } },
  );
});
