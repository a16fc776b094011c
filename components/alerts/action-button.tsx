'use client';
// A button that runs one server action with fixed fields (pause an alert, mark changes seen …), says what it is
// doing while it runs, and tells the outcome in a toast.
import { useActionState, useEffect, useRef } from 'react';
import type { FormAction } from '@/lib/actions';
import { SubmitButton, type ButtonVariant } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';

export interface ActionButtonProps<T> {
  action: FormAction<T>;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** The toast after it worked; none when the page itself shows the change. */
  success?: string;
  variant?: ButtonVariant;
  /** Names what the button acts on, for screen readers ("Pause” + “School construction"). */
  context?: string;
  testId?: string;
}

export function ActionButton<T>({
  action,
  fields,
  label,
  pendingLabel,
  success,
  variant = 'secondary',
  context,
  testId,
}: ActionButtonProps<T>) {
  const [state, formAction, pending] = useActionState(action, null);
  const shown = useRef(state);
  useEffect(() => {
    if (!state || shown.current === state) return;
    shown.current = state;
    if (!state.ok) notify(state.error, 'error');
    else if (success) notify(success, 'success');
  }, [state, success]);
  return (
    <form action={formAction} className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} variant={variant} size="sm" data-testid={testId}>
        {label}
        {context ? <span className="sr-only"> {context}</span> : null}
      </SubmitButton>
    </form>
  );
}
