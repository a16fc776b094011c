// The embedded Supabase-compatible storage API (lib/storage/embedded); 404 when a hosted Supabase URL is set.
import { handleEmbeddedStorageRequest } from '@/lib/storage/embedded';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleEmbeddedStorageRequest;
export const HEAD = handleEmbeddedStorageRequest;
export const POST = handleEmbeddedStorageRequest;
export const PUT = handleEmbeddedStorageRequest;
export const DELETE = handleEmbeddedStorageRequest;
