// GET /api/codes?kind=cpv|nuts&…: the code pickers' data. CPV: `q` searches labels and codes, `parent` opens one
// level of the tree, neither lists the divisions. NUTS: `q` (required) searches, `country` narrows to one country.
import { codesResponse } from '@/lib/reference/pickers';

export function GET(request: Request): Response {
  return codesResponse(new URL(request.url).searchParams);
}
