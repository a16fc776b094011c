// The signed-in user's id and email: 401 JSON without a verified session (whatever headers say).
import { withUser } from '@/lib/auth/user';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  withUser(async (user) =>
    Response.json({ id: user.id, email: user.email }, { headers: { 'Cache-Control': 'private, no-store' } }),
  ),
);
