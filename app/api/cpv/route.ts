// GET /api/cpv: the CPV picker's data. `?q=` searches labels and codes, `?parent=` opens one level of the tree,
// no parameter lists the divisions.
import { cpvPickerOptions, cpvPickerQuerySchema, pickerResponse } from '@/lib/reference/pickers';

export function GET(request: Request): Response {
  return pickerResponse(cpvPickerQuerySchema, new URL(request.url).searchParams, cpvPickerOptions);
}
