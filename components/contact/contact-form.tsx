'use client';
// The contact form: validated in the browser and again by the server action with the same schema.
// Works as a plain form post before JavaScript loads; afterwards values stay in place on any error.
import { zodResolver } from '@hookform/resolvers/zod';
import { startTransition, useActionState, useEffect, useId, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import { controlClass, Field, TextField } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';
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

export function ContactForm({ action }: { action: FormAction<{ received: true }> }) {
  const [state, formAction, pending] = useActionState(action, null);
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

  const messageHint = `${MESSAGE_MIN} to ${MESSAGE_MAX.toLocaleString('en')} characters. ${message.length.toLocaleString('en')} written.`;
  const textField = (
    name: Exclude<FieldName, 'topic' | 'message'>,
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <TextField
      id={id(name)}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      registration={register(name)}
    />
  );

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit(onValid)}
      noValidate
      className="space-y-5"
      data-testid="contact-form"
    >
      {textField('name', 'Your name', 'text', 'name')}
      {textField('email', 'Email address', 'email', 'email')}
      {textField('company', 'Company (optional)', 'text', 'organization')}

      <Field id={id('topic')} label="Topic" error={errors.topic?.message}>
        {(control) => (
          <select {...control} className={controlClass} {...register('topic')}>
            <option value="">Choose a topic</option>
            {contactTopics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field id={id('message')} label="Message" hint={messageHint} error={errors.message?.message}>
        {(control) => <textarea {...control} rows={7} className={controlClass} {...register('message')} />}
      </Field>

      {/* The honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={id(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      {state && !state.ok ? (
        <p
          role="alert"
          className="rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300"
          data-testid="contact-error"
        >
          {state.error}
        </p>
      ) : null}
      {state?.ok ? (
        <p
          role="status"
          className="rounded-md border border-border bg-muted-bg p-3 text-sm"
          data-testid="contact-success"
        >
          Thank you, your message has been sent. We will answer by email.
        </p>
      ) : null}

      <SubmitButton pending={pending} pendingLabel="Sending…">
        Send message
      </SubmitButton>
    </form>
  );
}
