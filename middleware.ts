// Edge middleware: passes the requested path on to server components (the 404 page names it).
// Session refresh and the auth redirect guard join it with the auth feature.
import { NextResponse, type NextRequest } from 'next/server';
import { pathnameHeader } from '@/lib/http/request-path';

export function middleware(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(pathnameHeader, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
