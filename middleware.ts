// Edge middleware: refreshes the Supabase session cookies, sends signed-out visitors of guarded
// pages to /login (remembering the requested path), and passes the requested path on to server
// components (the 404 page names it). Pages and handlers check the user again: this is not the
// security boundary.
import { NextResponse, type NextRequest } from 'next/server';
import { authMiddleware } from '@/lib/auth/middleware';
import { pathnameHeader } from '@/lib/http/request-path';

export async function middleware(request: NextRequest) {
  return authMiddleware(request, () => {
    // Built after the session refresh: request.headers then carry the refreshed cookies.
    const headers = new Headers(request.headers);
    headers.set(pathnameHeader, request.nextUrl.pathname);
    return NextResponse.next({ request: { headers } });
  });
}

export const config = {
  // Not the auth API itself (/auth/v1): it manages its own tokens, and a refresh there would call the
  // auth server from inside one of its own requests. Not the storage API (/storage/v1): it checks its own keys,
  // and uploads must stream past the middleware's request body limit; nor the app's own uploads (api/uploads), which
  // check the user themselves, for the same reason.
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|favicon.svg|apple-touch-icon.png|icon-|manifest.webmanifest|robots.txt|sitemap.xml|auth/v1/|storage/v1/|api/uploads/).*)',
  ],
};
