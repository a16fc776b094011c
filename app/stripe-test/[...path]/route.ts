// The embedded Stripe test server's hosted checkout and customer portal pages; 404 with real Stripe keys.
import { handleStripeTestPage } from '@/lib/billing/stripe-test';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleStripeTestPage;
export const POST = handleStripeTestPage;
