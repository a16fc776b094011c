// The embedded Supabase-compatible auth API (embedded-auth.md); 404 when a hosted Supabase URL is set.
import { handleEmbeddedAuthRequest } from '@/lib/auth/embedded';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleEmbeddedAuthRequest;
export const POST = handleEmbeddedAuthRequest;
export const PUT = handleEmbeddedAuthRequest;
export const DELETE = handleEmbeddedAuthRequest;
