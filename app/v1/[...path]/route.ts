// The embedded Stripe test server's API (lib/billing/stripe-test), where the stripe SDK's host/port options point
// while STRIPE_SECRET_KEY is unset; 404 with real Stripe keys.
import { handleStripeTestApi } from '@/lib/billing/stripe-test';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleStripeTestApi;
export const POST = handleStripeTestApi;
export const DELETE = handleStripeTestApi;
