'use client';
// The unsubscribe page's confirmation: one button, then what was stopped (or why not).
import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/button';
import type { FormAction } from '@/lib/actions';

export function UnsubscribeForm({ action, token }: { action: FormAction<{ what: string }>; token: string }) {
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.ok) {
    return (
      <p role="status" className="rounded-md border border-border bg-muted-bg p-4" data-testid="unsubscribed">
        Done: you will get no more {state.data.what}.
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-3">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {state.error}
        </p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Unsubscribing…">
        Unsubscribe
      </SubmitButton>
    </form>
  );
}
