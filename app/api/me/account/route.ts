// The signed-in user's name, whether their profile is complete, their plan and whether a payment failed (navbar
// menu, banners, the pricing page's current plan).
// Always the caller's own account: there is no parameter that could name another user.
import { getAccountSummary } from '@/lib/account';
import { getBillingStatus } from '@/lib/billing';
import { withUser } from '@/lib/auth/user';

export const dynamic = 'force-dynamic';

export const GET = withUser(async (user) =>
  Response.json(
    { email: user.email, ...(await getAccountSummary(user.id)), ...(await getBillingStatus(user.id)) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  ),
);
