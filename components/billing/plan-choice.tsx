'use client';
// A pricing page's button for one plan or credit pack: sign in first for visitors, "Your current plan" on the
// signed-in user's plan, otherwise a form that opens Stripe's checkout (the action redirects there).
import { useActionState } from 'react';
import { useAccount } from '@/components/account/account-state';
import { SubmitButton } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import { loginPath } from '@/lib/auth/redirect-path';

export interface PlanChoiceProps {
  /** `plan:pro`, `pack:credits-20` …; null for the free plan, which needs no checkout. */
  product: string | null;
  /** The plan this button is for, to mark it as the user's current plan. */
  planId?: string;
  label: string;
  /** What the button is for, for screen readers (several say "Choose"). */
  accessibleLabel: string;
  action: FormAction<never>;
}

export function PlanChoice({ product, planId, label, accessibleLabel, action }: PlanChoiceProps) {
  const account = useAccount();
  const [state, formAction, pending] = useActionState(action, null);
  if (account.status === 'signed-in' && planId !== undefined && account.account.planId === planId) {
    return (
      <p
        className="inline-flex min-h-11 items-center rounded-md border border-accent px-5 font-semibold text-accent"
        data-testid="current-plan"
      >
        Your current plan
      </p>
    );
  }
  if (product === null) {
    if (account.status === 'signed-in')
      return <p className="min-h-11 py-2.5 text-sm text-muted-fg">Included with every account</p>;
    return (
      <ButtonLink href={loginPath('/pricing')} prefetch={false} variant="secondary" aria-label={accessibleLabel}>
        {label}
      </ButtonLink>
    );
  }
  if (account.status !== 'signed-in') {
    return (
      <ButtonLink href={loginPath('/pricing')} prefetch={false} aria-label={accessibleLabel}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <form action={formAction}>
      <input type="hidden" name="product" value={product} />
      <SubmitButton pending={pending} pendingLabel="Opening checkout…" aria-label={accessibleLabel}>
        {label}
      </SubmitButton>
      {state && !state.ok ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
