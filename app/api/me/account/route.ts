// The signed-in user's name and whether their profile is complete (navbar menu, profile banner).
// Always the caller's own account: there is no parameter that could name another user.
import { getAccountSummary } from '@/lib/account';
import { withUser } from '@/lib/auth/user';

export const dynamic = 'force-dynamic';

export const GET = withUser(async (user) =>
  Response.json(
    { email: user.email, ...(await getAccountSummary(user.id)) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  ),
);
