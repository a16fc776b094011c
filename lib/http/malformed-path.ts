// Paths whose percent-encoding does not decode (`/api/tenders/%ff`, `/companies/%ED%A0%80`): Next cannot match them to
// a dynamic route's params and answers 500, so the middleware answers them first, 400 in the shape each API uses.
import { NextResponse } from 'next/server';

/** True when the path holds an escape that is not `%` + two hex digits, or bytes that are not UTF-8. */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const message = 'The address is not valid: it has a malformed percent-encoding (%) that does not decode as UTF-8.';

/** The 400 answer for a malformed path, as the API the path belongs to words its errors. */
export function malformedPathResponse(pathname: string): NextResponse {
  const headers = { 'Cache-Control': 'no-store' };
  if (pathname.startsWith('/storage/v1/')) {
    // storage-api's error body, with its habit of HTTP 400 for every failure below 500.
    return NextResponse.json(
      { statusCode: '400', code: 'InvalidKey', error: 'Invalid Input', message },
      { status: 400, headers },
    );
  }
  if (pathname.startsWith('/auth/v1/')) {
    return NextResponse.json({ code: 400, error_code: 'validation_failed', msg: message }, { status: 400, headers });
  }
  if (pathname.startsWith('/v1/')) {
    return NextResponse.json({ error: { type: 'invalid_request_error', message } }, { status: 400, headers });
  }
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ error: { code: 'invalid_path', message } }, { status: 400, headers });
  }
  return new NextResponse(`Bad request. ${message}\n`, {
    status: 400,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
