// The signed-in user's name, whether their profile is complete, and their credits (navbar menu, profile banner).
// Always the caller's own account: there is no parameter that could name another user.
import { getAccountSummary } from '@/lib/account';
import { withUser } from '@/lib/auth/user';
import { getMyCredits } from '@/lib/billing';

export const dynamic = 'force-dynamic';

export const GET = withUser(async (user) => {
  const [summary, credits] = await Promise.all([getAccountSummary(user.id), getMyCredits()]);
  return Response.json(
    { email: user.email, ...summary, credits },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});
