'use client';
// The contact form: validated in the browser and again by the server action with the same schema.
// Works as a plain form post before JavaScript loads; afterwards values stay in place on any error.
import { zodResolver } from '@hookform/resolvers/zod';
import { startTransition, useActionState, useEffect, useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { sendContactMessage } from '@/app/(site)/contact/actions';
import { notify } from '@/components/ui/notify';
import {
  contactFormSchema,
  contactTopics,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
  type ContactFormInput,
  type ContactFormValues,
} from '@/lib/contact/schema';

const fieldNames = ['name', 'email', 'company', 'topic', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

const inputClass =
  'mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: FieldError;
  children: ReactNode;
}) {
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
      {error?.message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hasHint: boolean, error?: FieldError): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function ContactForm() {
  const [state, formAction, pending] = useActionState(sendContactMessage, null);
  const idBase = useId();
  const id = (name: string) => `${idBase}-${name}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', company: '', topic: '', message: '', [HONEYPOT_FIELD]: '' },
    // Errors appear on submit, then update as the field is corrected; validating on blur would
    // move the submit button while it is being clicked.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  // Each answer of the server action arrives as a new state object: announce it once.
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      notify('Message sent', 'success', 'Thank you. We will answer by email.');
      reset();
      return;
    }
    for (const name of fieldNames) {
      const first = state.fieldErrors?.[name]?.[0];
      if (first) setError(name, { type: 'server', message: first });
    }
    notify('Your message was not sent', 'error', state.error);
  }, [state, reset, setError]);

  // The submit event's target is the form; its fields, the honeypot included, become the action's input.
  const onValid = (_values: ContactFormValues, event?: BaseSyntheticEvent) => {
    const form = event?.target;
    if (!(form instanceof HTMLFormElement)) return;
    startTransition(() => formAction(new FormData(form)));
  };

  const textField = (name: Exclude<FieldName, 'topic' | 'message'>, label: string, type: string, autoComplete: string) => (
    <Field id={id(name)} label={label} error={errors[name]}>
      <input
        id={id(name)}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(id(name), false, errors[name])}
        className={inputClass}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form action={formAction} onSubmit={handleSubmit(onValid)} noValidate className="space-y-5" data-testid="contact-form">
      {textField('name', 'Your name', 'text', 'name')}
      {textField('email', 'Email address', 'email', 'email')}
      {textField('company', 'Company (optional)', 'text', 'organization')}

      <Field id={id('topic')} label="Topic" error={errors.topic}>
        <select
          id={id('topic')}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(id('topic'), false, errors.topic)}
          className={inputClass}
          {...register('topic')}
        >
          <option value="">Choose a topic</option>
          {contactTopics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
      </Field>

      <Field
        id={id('message')}
        label="Message"
        hint={`${MESSAGE_MIN} to ${MESSAGE_MAX.toLocaleString('en')} characters. ${message.length.toLocaleString('en')} written.`}
        error={errors.message}
      >
        <textarea
          id={id('message')}
          rows={7}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(id('message'), true, errors.message)}
          className={inputClass}
          {...register('message')}
        />
      </Field>

      {/* The honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={id(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      {state && !state.ok ? (
        <p role="alert" className="rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300" data-testid="contact-error">
          {state.error}
        </p>
      ) : null}
      {state?.ok ? (
        <p role="status" className="rounded-md border border-border bg-muted-bg p-3 text-sm" data-testid="contact-success">
          Thank you, your message has been sent. We will answer by email.
        </p>
      ) : null}

      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-md bg-accent px-6 font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-70"
      >
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
