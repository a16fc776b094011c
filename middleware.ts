// Edge middleware: runs before every page. Session refresh and the auth redirect guard join it
// with the auth feature; until then it passes requests through unchanged.
import { NextResponse } from 'next/server';

export function middleware() {
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
