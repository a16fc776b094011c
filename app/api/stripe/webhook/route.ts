// Stripe's webhooks: verified on the raw body, applied once per event id (lib/billing).
import { handleStripeWebhookRequest } from '@/lib/billing';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = handleStripeWebhookRequest;
