'use client';
// The pieces every form of the app shares (account, contact, tender): a react-hook-form bound to a server
// action (validated in the browser and again on the server with the same zod schema), labelled fields whose
// errors are tied to their inputs, a live error summary for screen readers, and a submit button with a pending state.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  type BaseSyntheticEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import {
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

export const inputClass =
  'mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-70';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-border px-5 font-semibold hover:border-accent disabled:opacity-70';

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
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The ids a field's control points to with aria-describedby: its hint and its error, when shown. */
export function fieldDescribedBy({ id, error, hint }: FieldFrameProps): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's label, hint and error around its control (input, select, text area), tied by ids. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-fg">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A labelled input; `registration` is react-hook-form's register(name). */
export function TextField({ registration, ...props }: FieldFrameProps & { registration: object } & InputProps) {
  const { id, label, error, hint, ...input } = props;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(props)}
        className={inputClass}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
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

export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className = primaryButtonClass,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={className}>
      {pending ? pendingLabel : children}
    </button>
  );
}
