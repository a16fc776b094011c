// Email links that carry a token hash (/auth/confirm?token_hash=…&type=…&next=…): verified on the
// server, then the user goes on to `next` (through safeRedirectPath), the saved path, or /dashboard.
import { confirmTokenHash } from '@/lib/account';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const location = await confirmTokenHash(new URL(request.url).searchParams);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
