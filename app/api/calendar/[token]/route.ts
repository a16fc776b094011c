// A user's calendar feed (iCalendar), reached by its secret token alone, as calendar apps subscribe to it. A token
// that is malformed, unknown or revoked gets the same 404, so the answer tells nothing of which it was.
import { calendarContentType, getCalendarFeed } from '@/lib/calendar';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request, { params }: RouteContext<'/api/calendar/[token]'>) {
  const { token } = await params;
  const body = await getCalendarFeed(token.replace(/\.ics$/u, ''), request);
  if (body === null) return notFound();
  return new Response(body, {
    headers: {
      'Content-Type': calendarContentType,
      'Content-Disposition': 'inline; filename="tender-deadlines.ics"',
      // The URL is the secret: no shared cache keeps it, no search engine lists it, no page it links to learns it.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
