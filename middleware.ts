// Edge middleware: refuses paths whose percent-encoding does not decode (Next would answer them 500), refreshes the
// Supabase session cookies, sends signed-out visitors of guarded pages to /login (remembering the requested path),
// and passes the requested path on to server components (the 404 page names it). Pages and handlers check the user
// again: this is not the security boundary.
// It stays middleware.ts on the edge runtime (the product owner's choice): Next 16 runs proxy.ts on Node only and
// documents keeping middleware.ts for edge (next/dist/docs/01-app/02-guides/upgrading/version-16.md, "middleware to
// proxy"), so the deprecation warning `next dev` and `next build` print for it is expected and changes nothing.
import { NextResponse, type NextRequest } from 'next/server';
import { authMiddleware } from '@/lib/auth/middleware';
import { hasMalformedEncoding, malformedPathResponse } from '@/lib/http/malformed-path';
import { pathnameHeader } from '@/lib/http/request-path';

/** The APIs the first matcher leaves out, which reach the middleware only for a path with a suspect escape. */
const ownApis = /^\/(?:auth\/v1|storage\/v1|v1|stripe-test)\//;

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) return malformedPathResponse(pathname);
  if (ownApis.test(pathname)) return NextResponse.next();
  return authMiddleware(request, () => {
    // Built after the session refresh: request.headers then carry the refreshed cookies.
    const headers = new Headers(request.headers);
    headers.set(pathnameHeader, pathname);
    return NextResponse.next({ request: { headers } });
  });
}

export const config = {
  // Not the auth API itself (/auth/v1): it manages its own tokens, and a refresh there would call the
  // auth server from inside one of its own requests. Not the storage API (/storage/v1): it checks its own keys,
  // and uploads must stream past the middleware's request body limit; nor the app's own uploads (api/uploads), which
  // check the user themselves, for the same reason. Not Stripe's webhooks (api/stripe), nor the embedded Stripe test
  // server (v1, stripe-test): none of them carries a user's session.
  // The second entry brings those APIs back only for a path with an escape of a non-ASCII byte or a broken escape,
  // which may not decode: the middleware answers 400 to those that do not, and lets the others through untouched.
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|favicon.svg|apple-touch-icon.png|icon-|manifest.webmanifest|robots.txt|sitemap.xml|auth/v1/|storage/v1/|api/uploads/|api/stripe/|v1/|stripe-test/).*)',
    '/(auth/v1|storage/v1|v1|stripe-test)/(.*%(?:[89a-fA-F]|(?![0-9a-fA-F]{2})).*)',
  ],
};
