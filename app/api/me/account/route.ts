// The signed-in user's name, whether their profile is complete, their credits, their plan and whether a payment
// failed (navbar menu, banners, the pricing page's current plan).
// Always the caller's own account: there is no parameter that could name another user.
import { getAccountSummary } from '@/lib/account';
import { getBillingStatus, getMyCredits } from '@/lib/billing';
import { withUser } from '@/lib/auth/user';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';

export const GET = fromOwnSite(
  'none',
  withUser(async (user) => {
    const [summary, billing, credits] = await Promise.all([
      getAccountSummary(user.id),
      getBillingStatus(user.id),
      getMyCredits(),
    ]);
    return Response.json(
      { email: user.email, ...summary, ...billing, credits },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  }),
);
