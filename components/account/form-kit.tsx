'use client';
// What every form bound to a server action shares (account, contact, tender): a react-hook-form validated in the
// browser and again on the server with the same zod schema, and a live summary of its errors for screen readers.
// Fields and buttons are components/ui's.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  type BaseSyntheticEvent,
  type ReactNode,
} from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ActionState, FormAction } from '@/lib/actions';
import { notify } from '@/components/ui/notify';

export type { FormAction };

interface ActionFormOptions<V extends FieldValues, T> {
  defaultValues: DefaultValues<V>;
  /** Called once per successful answer. */
  onSuccess?: (data: T, form: UseFormReturn<V, unknown, FieldValues>) => void;
  /** The toast title of a failed submission; none when null. */
  errorTitle?: string | null;
}

export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  action: FormAction<T>,
  { defaultValues, onSuccess, errorTitle = null }: ActionFormOptions<z.input<S>, T>,
) {
  const [state, formAction, pending] = useActionState(action, null);
  const form = useForm<z.input<S>, unknown, FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, FieldValues>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const idBase = useId();
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  // Each answer of the server action is a new object: apply it once. Values stay as typed on errors.
  const { setError } = form;
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      onSuccessRef.current?.(state.data, form);
      return;
    }
    for (const [name, messages] of Object.entries(state.fieldErrors ?? {})) {
      if (messages?.[0]) setError(name as Path<z.input<S>>, { type: 'server', message: messages.join(' ') });
    }
    if (errorTitle) notify(errorTitle, 'error', state.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer; `form` is stable
  }, [state, setError, errorTitle]);

  const onValid = (_values: FieldValues, event?: BaseSyntheticEvent) => {
    const element = event?.target;
    if (!(element instanceof HTMLFormElement)) return;
    startTransition(() => formAction(new FormData(element)));
  };

  return {
    form,
    state,
    pending,
    formAction,
    onSubmit: form.handleSubmit(onValid),
    id: (name: string) => `${idBase}-${name}`,
    /**
     * register() for a text field, with its initial value in the server's HTML too: react-hook-form fills fields
     * only once scripts run, and until then a form of saved values would look empty.
     */
    field: (name: Path<z.input<S>>) => ({
      ...form.register(name),
      defaultValue: String((get(defaultValues, name) as unknown) ?? ''),
    }),
    /** register() for a checkbox, ticked in the server's HTML as it is saved. */
    checkbox: (name: Path<z.input<S>>) => ({
      ...form.register(name),
      defaultChecked: (get(defaultValues, name) as unknown) === true,
    }),
  };
}

/**
 * The form's announcement: the server's error (role="alert"), else a note that fields need
 * correcting after a submission the browser refused, so screen readers hear something either way.
 */
export function FormStatus({
  state,
  hasFieldErrors,
  success,
  testId,
  children,
}: {
  state: ActionState<unknown>;
  hasFieldErrors: boolean;
  success?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {state && !state.ok ? (
        <div
          role="alert"
          className="rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300"
          data-testid={`${testId}-error`}
        >
          <p>{state.error}</p>
          {children}
        </div>
      ) : hasFieldErrors ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          Please correct the highlighted fields.
        </p>
      ) : state?.ok && success ? (
        <p
          role="status"
          className="rounded-md border border-border bg-muted-bg p-3 text-sm"
          data-testid={`${testId}-success`}
        >
          {success}
        </p>
      ) : null}
    </div>
  );
}
