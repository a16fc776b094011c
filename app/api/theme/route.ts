// Stores the theme choice in a cookie set by the server, so its ~1000-year max-age travels in the header.
import { themeCookieHeader } from '@/lib/theme';
import { themeInputSchema } from '@/lib/theme/schema';
import { fromOwnSite } from '@/lib/http/same-origin';

export const POST = fromOwnSite('json', async (request: Request): Promise<Response> => {
  const body: unknown = await request.json().catch(() => null);
  const parsed = themeInputSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid theme' }, { status: 422 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': themeCookieHeader(parsed.data.theme, secure), 'Cache-Control': 'no-store' },
  });
});
