// A tender's dates as an .ics file for the signed-in user: the notice's deadline and the dates its documents give.
import { calendarContentType, getTenderCalendar } from '@/lib/calendar';
import { attachmentDisposition } from '@/lib/http/content-disposition';
import { jsonError } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/tenders/[tenderId]/calendar.ics'>) {
  const { tenderId } = await params;
  const result = await getTenderCalendar(tenderId, request);
  if (!result.ok) return jsonError(result.status, result.status === 401 ? 'unauthorized' : 'not_found', result.message);
  return new Response(result.body, {
    headers: {
      'Content-Type': calendarContentType,
      'Content-Disposition': attachmentDisposition(result.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
