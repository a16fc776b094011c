'use client';
// The login screen: sign in and create account as two tabs, and the forgot-password form behind the sign-in form's
// "Forgot your password?". Every way in returns to `returnTo`, the page the reader came from.
import Link from 'next/link';
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { createClient } from '@/lib/auth/browser';
import { callbackPath } from '@/lib/auth/redirect-path';
import { forgotPasswordSchema, PASSWORD_MIN, signInSchema, signUpSchema } from '@/lib/account/schema';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';
import { Button, SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormStatus, useActionForm } from './form-kit';

export type LoginMode = 'sign-in' | 'sign-up' | 'forgot';

/** The login page's server actions, passed in by the page. */
export interface LoginActions {
  signIn: FormAction<{ redirectTo: string }>;
  signUp: FormAction<{ redirectTo: string | null }>;
  forgotPassword: FormAction<{ sent: true }>;
  resendConfirmation: FormAction<{ sent: true }>;
}

const tabs: { mode: Exclude<LoginMode, 'forgot'>; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
];

/** The page to return to, posted with the form (the server checks it again). */
function ReturnTo({ path }: { path: string | null }) {
  return path ? <input type="hidden" name="next" value={path} /> : null;
}

function ResendConfirmation({
  email,
  action,
  returnTo,
}: {
  email: string;
  action: LoginActions['resendConfirmation'];
  returnTo: string | null;
}) {
  const [pending, startTransition] = useTransition();
  const resend = () =>
    startTransition(async () => {
      const form = new FormData();
      form.set('email', email);
      if (returnTo) form.set('next', returnTo);
      const result = await action(null, form);
      if (result.ok) notify('Confirmation email sent', 'success', `Open the link we sent to ${email}.`);
      else notify('The email was not sent', 'error', result.error);
    });
  return (
    <Button variant="secondary" onClick={resend} disabled={pending || email === ''} className="mt-3">
      {pending ? 'Sending…' : 'Resend confirmation email'}
    </Button>
  );
}

interface FormProps {
  actions: LoginActions;
  returnTo: string | null;
}

function SignInForm({ onForgot, actions, returnTo }: FormProps & { onForgot: () => void }) {
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(signInSchema, actions.signIn, {
    defaultValues: { email: '', password: '' },
    onSuccess: (data) => window.location.assign(data.redirectTo),
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-in-form">
      <ReturnTo path={returnTo} />
      <TextField
        id={id('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextField
        id={id('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="sign-in">
        {state && !state.ok && state.code === 'email_not_confirmed' ? (
          <ResendConfirmation email={form.getValues('email')} action={actions.resendConfirmation} returnTo={returnTo} />
        ) : null}
      </FormStatus>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
        <Button variant="link" onClick={onForgot} className="text-sm">
          Forgot your password?
        </Button>
      </div>
    </form>
  );
}

function SignUpForm({ actions, returnTo }: FormProps) {
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(signUpSchema, actions.signUp, {
    defaultValues: { email: '', password: '' },
    onSuccess: (data, current) => {
      if (data.redirectTo) window.location.assign(data.redirectTo);
      else setConfirmTo(String(current.getValues('email')));
    },
  });
  const { errors } = form.formState;
  if (confirmTo) {
    return (
      <div
        role="status"
        className="rounded-md border border-border bg-muted-bg p-4 text-sm"
        data-testid="sign-up-confirm"
      >
        <p>
          Almost done: we sent a confirmation link to <strong>{confirmTo}</strong>. Open it to finish creating your
          account.
        </p>
        <ResendConfirmation email={confirmTo} action={actions.resendConfirmation} returnTo={returnTo} />
      </div>
    );
  }
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-up-form">
      <ReturnTo path={returnTo} />
      <TextField
        id={id('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextField
        id={id('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="sign-up" />
      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}

function ForgotPasswordForm({ actions, onBack }: { actions: LoginActions; onBack: () => void }) {
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(
    forgotPasswordSchema,
    actions.forgotPassword,
    {
      defaultValues: { email: '' },
    },
  );
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-form">
      <p className="text-sm text-muted-fg">
        Enter the email address of your account and we send you a link to choose a new password.
      </p>
      <TextField
        id={id('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormStatus
        state={state}
        hasFieldErrors={Object.keys(errors).length > 0}
        testId="forgot"
        success="If an account exists for this address, a link to reset the password is on its way. It works for one hour."
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send reset link
        </SubmitButton>
        <Button variant="link" onClick={onBack} className="text-sm">
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

function GoogleButton({ returnTo }: { returnTo: string | null }) {
  const [pending, startTransition] = useTransition();
  const signIn = () =>
    startTransition(async () => {
      const { error } = await createClient().auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${window.location.origin}${callbackPath(returnTo)}` },
      });
      if (error) notify('Google sign-in failed', 'error', error.message);
    });
  return (
    <Button variant="secondary" onClick={signIn} disabled={pending} className="w-full">
      {pending ? 'Opening Google…' : 'Continue with Google'}
    </Button>
  );
}

export interface LoginPanelProps {
  initialMode: LoginMode;
  googleEnabled: boolean;
  actions: LoginActions;
  /** The page to return to after signing in (the login page's checked `next`), or null for the default. */
  returnTo: string | null;
}

export function LoginPanel({ initialMode, googleEnabled, actions, returnTo }: LoginPanelProps) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const idBase = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const forgotHeading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  const select = (next: LoginMode) => {
    switched.current = true;
    setMode(next);
  };
  // After a switch by the reader, focus follows to the view they asked for.
  useEffect(() => {
    if (!switched.current) return;
    if (mode === 'forgot') forgotHeading.current?.focus();
    else tabRefs.current[tabs.findIndex((tab) => tab.mode === mode)]?.focus();
  }, [mode]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + tabs.length) % tabs.length;
    setMode(tabs[next]!.mode);
    tabRefs.current[next]?.focus();
  };

  if (mode === 'forgot') {
    return (
      <div>
        <h2 ref={forgotHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Reset your password
        </h2>
        <div className="mt-4">
          <ForgotPasswordForm actions={actions} onBack={() => select('sign-in')} />
        </div>
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg bg-muted-bg p-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`${idBase}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            onClick={() => select(tab.mode)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="min-h-10 rounded-md px-2 text-sm font-medium whitespace-nowrap aria-selected:bg-card aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${mode}`} className="mt-6">
        {mode === 'sign-in' ? (
          <SignInForm onForgot={() => select('forgot')} actions={actions} returnTo={returnTo} />
        ) : (
          <SignUpForm actions={actions} returnTo={returnTo} />
        )}
        {googleEnabled ? (
          <div className="mt-6 border-t border-border pt-6">
            <GoogleButton returnTo={returnTo} />
          </div>
        ) : null}
      </div>
      <p className="mt-6 text-sm text-muted-fg">
        Searching tenders needs no account.{' '}
        <Link href="/tenders" prefetch={false} className="text-accent underline underline-offset-4">
          Search tenders
        </Link>
      </p>
    </div>
  );
}
