// What the return page shows after checkout, from the Checkout Session as Stripe has it: paid (with the new
// balance), processing, not paid or expired (with what to do), or nothing known.
import type { ReactNode } from 'react';
import { BillingDate } from './billing-date';
import { ButtonLink } from '@/components/ui/button-link';
import type { CheckoutOutcome } from '@/lib/billing';

function Panel({ state, title, children }: { state: string; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-6" data-testid="checkout-outcome" data-state={state}>
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </div>
  );
}

const actions = (children: ReactNode) => <div className="flex flex-wrap gap-3 pt-2">{children}</div>;

export function CheckoutOutcomeView({ outcome }: { outcome: CheckoutOutcome }) {
  switch (outcome.state) {
    case 'paid':
      return (
        <Panel
          state="paid"
          title={
            outcome.kind === 'plan'
              ? `Your ${outcome.planName ?? ''} plan is active`
              : `${outcome.credits ?? ''} credits added`
          }
        >
          <p>Payment received. Thank you!</p>
          <p className="text-lg">
            Your balance: <strong data-testid="outcome-balance">{outcome.balance}</strong> credits
          </p>
          {outcome.kind === 'plan' && outcome.currentPeriodEnd ? (
            <p className="text-muted-fg">
              Renews on <BillingDate date={outcome.currentPeriodEnd} />. Manage it under Settings → Billing.
            </p>
          ) : null}
          {actions(
            <>
              <ButtonLink href="/tenders">Search tenders</ButtonLink>
              <ButtonLink href="/settings#billing" variant="secondary">
                Billing settings
              </ButtonLink>
            </>,
          )}
        </Panel>
      );
    case 'processing':
      return (
        <Panel state="processing" title="Payment processing">
          <p>
            Stripe is still confirming your payment. Your {outcome.kind === 'plan' ? 'plan starts' : 'credits arrive'}{' '}
            as soon as it does; we email you if it fails.
          </p>
          {actions(<ButtonLink href="/settings#billing">Check in Billing settings</ButtonLink>)}
        </Panel>
      );
    case 'not-paid':
      return (
        <Panel
          state="not-paid"
          title={outcome.cancelled ? 'Checkout cancelled: nothing was charged' : 'Payment not completed'}
        >
          <p>
            No payment was taken. If your card was declined, try again with another card, or ask your bank why it
            refused the payment.
          </p>
          {actions(<ButtonLink href="/pricing">Try again</ButtonLink>)}
        </Panel>
      );
    case 'expired':
      return (
        <Panel state="expired" title="This checkout has expired">
          <p>Nothing was charged. Start again from the pricing page.</p>
          {actions(<ButtonLink href="/pricing">See pricing</ButtonLink>)}
        </Panel>
      );
    default:
      return (
        <Panel state="unknown" title="No checkout to show">
          <p>We could not find a checkout of yours here. If you paid, your plan and credits are in Billing settings.</p>
          {actions(
            <>
              <ButtonLink href="/settings#billing">Billing settings</ButtonLink>
              <ButtonLink href="/pricing" variant="secondary">
                See pricing
              </ButtonLink>
            </>,
          )}
        </Panel>
      );
  }
}
