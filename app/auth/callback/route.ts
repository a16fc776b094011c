// Email links and OAuth land here: the code becomes a session cookie, then the user goes on.
import { completeAuthCallback } from '@/lib/auth/callback';

export const dynamic = 'force-dynamic';

export const GET = completeAuthCallback;
