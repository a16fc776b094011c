'use client';
// Settings → Billing's buttons: cancel at period end (or keep the plan after all), and the Stripe customer portal.
import { useRouter } from 'next/navigation';
import { useActionState, useTransition } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';

type ChangeResult = { cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null };

export function CancelAtPeriodEnd({
  cancelAtPeriodEnd,
  cancelAction,
  resumeAction,
}: {
  cancelAtPeriodEnd: boolean;
  cancelAction: FormAction<ChangeResult>;
  resumeAction: FormAction<ChangeResult>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = (action: FormAction<ChangeResult>, done: string) =>
    startTransition(async () => {
      const result = await action(null, new FormData());
      if (!result.ok) {
        notify('Your plan was not changed', 'error', result.error);
        return;
      }
      notify(done, 'success');
      router.refresh();
    });
  return cancelAtPeriodEnd ? (
    <Button variant="secondary" disabled={pending} onClick={() => change(resumeAction, 'Your plan will renew')}>
      {pending ? 'Saving…' : 'Keep my plan'}
    </Button>
  ) : (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() => change(cancelAction, 'Your plan ends at the end of the period')}
    >
      {pending ? 'Cancelling…' : 'Cancel at period end'}
    </Button>
  );
}

export function BillingPortalButton({ action }: { action: FormAction<never> }) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction}>
      <SubmitButton pending={pending} pendingLabel="Opening…" variant="secondary">
        Payment method and invoices
      </SubmitButton>
      {state && !state.ok ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
