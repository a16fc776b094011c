// Where Stripe's checkout returns: the Checkout Session read from Stripe by its id, and what became of it.
import { CheckoutOutcomeView } from '@/components/billing/checkout-outcome';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { loginPath } from '@/lib/auth/redirect-path';
import { getMyCheckoutOutcome } from '@/lib/billing';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Subscription',
  description: 'The result of your checkout: your plan and credits, or what to do if the payment did not go through.',
  path: '/subscription/return',
  noindex: true,
});

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export default async function SubscriptionReturnPage({ searchParams }: PageProps<'/subscription/return'>) {
  const params = await searchParams;
  const sessionId = single(params.session_id);
  const cancelled = single(params.cancelled) === '1';
  const outcome = await getMyCheckoutOutcome({ sessionId, cancelled });
  const back = `/subscription/return?${new URLSearchParams({
    ...(sessionId ? { session_id: sessionId } : {}),
    ...(cancelled ? { cancelled: '1' } : {}),
  }).toString()}`;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader title="Subscription" />
      {outcome ? (
        <CheckoutOutcomeView outcome={outcome} />
      ) : (
        <div className="rounded-xl border border-border bg-card p-6">
          <p>Sign in to see the result of your checkout.</p>
          <div className="pt-4">
            <ButtonLink href={loginPath(back)}>Sign in</ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
