// GET /api/nuts?q=…[&country=AT]: the NUTS picker's data, regions matching a name or code, best first.
import { nutsPickerQuerySchema, nutsSearchOptions, pickerResponse } from '@/lib/reference/pickers';

export function GET(request: Request): Response {
  return pickerResponse(nutsPickerQuerySchema, new URL(request.url).searchParams, nutsSearchOptions);
}
