'use client';
// Deleting a tender of one's own, behind a confirmation step that needs no script (a disclosure holding the
// final button). The server action checks the owner again and leaves for the tender listing.
import { useActionState, useEffect } from 'react';
import type { FormAction } from '@/components/account/form-kit';
import { SubmitButton } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';

export function DeleteTender({ action }: { action: FormAction<never> }) {
  const [state, formAction, pending] = useActionState(action, null);
  useEffect(() => {
    if (state && !state.ok) notify('Tender not deleted', 'error', state.error);
  }, [state]);
  return (
    <details className="rounded-xl border border-red-600 p-6 dark:border-red-400" data-testid="delete-tender">
      <summary className="cursor-pointer font-semibold">Delete this tender</summary>
      <form action={formAction} className="mt-4 space-y-4">
        <p>The tender and everything saved with it are removed for good. This cannot be undone.</p>
        {state && !state.ok ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {state.error}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel="Deleting…" variant="danger">
          Delete permanently
        </SubmitButton>
      </form>
    </details>
  );
}
