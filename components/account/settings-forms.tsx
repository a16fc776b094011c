'use client';
// The forms of /settings. Each posts to its server action, which validates with the same schema and
// acts for the signed-in user only; values stay in the form when the server refuses them.
import { useRouter } from 'next/navigation';
import { useId, useState, useSyncExternalStore, useTransition } from 'react';
import { applyTheme, currentTheme, subscribeTheme } from '@/components/theme/theme-switch';
import { notify } from '@/components/ui/notify';
import {
  changeEmailSchema,
  changePasswordSchema,
  DELETE_CONFIRMATION,
  deleteAccountSchema,
  profileSchema,
  publicProfileSchema,
  type ProfileValues,
  type PublicProfileValues,
} from '@/lib/account/schema';
import { defaultTheme, themes, type Theme } from '@/lib/theme';
import { markSignedOut, refreshAccount } from './account-state';
import { Button, SubmitButton } from '@/components/ui/button';
import { CodeCombobox } from '@/components/ui/code-combobox';
import { TextField } from '@/components/ui/field';
import type { FormAction } from '@/lib/actions';
import type { CodeLabel } from '@/lib/reference/pickers';
import { FormStatus, useActionForm } from './form-kit';
import { NewPasswordFields } from './password-fields';

export function ProfileForm({ initial, action }: { initial: ProfileValues; action: FormAction<ProfileValues> }) {
  const { form, state, pending, formAction, onSubmit, id, field } = useActionForm(profileSchema, action, {
    defaultValues: initial,
    errorTitle: 'Profile not saved',
    onSuccess: (data, current) => {
      current.reset(data);
      notify('Profile saved', 'success');
      void refreshAccount();
    },
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="profile-form">
      <TextField
        id={id('userName')}
        label="Your name"
        autoComplete="name"
        error={errors.userName?.message}
        registration={field('userName')}
      />
      <TextField
        id={id('companyName')}
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        registration={field('companyName')}
      />
      <TextField
        id={id('companyIndustry')}
        label="Industry (optional)"
        error={errors.companyIndustry?.message}
        registration={field('companyIndustry')}
      />
      <TextField
        id={id('jobTitle')}
        label="Job title (optional)"
        autoComplete="organization-title"
        error={errors.jobTitle?.message}
        registration={field('jobTitle')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="profile" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save profile
      </SubmitButton>
    </form>
  );
}

export interface SubcontractingChoices {
  /** The opt-in's CPV codes and regions with their labels, as saved. */
  cpvCodes: CodeLabel[];
  regions: CodeLabel[];
  /** The company's own CPV codes (settings → CPV codes), offered to copy. */
  companyCpvCodes: CodeLabel[];
}

export function PublicProfileForm({
  initial,
  choices,
  action,
}: {
  initial: PublicProfileValues;
  choices: SubcontractingChoices;
  action: FormAction<PublicProfileValues>;
}) {
  const [cpv, setCpv] = useState(choices.cpvCodes);
  const [regions, setRegions] = useState(choices.regions);
  const {
    form,
    state,
    pending,
    formAction,
    onSubmit,
    id,
    field,
    checkbox: checkboxField,
  } = useActionForm(publicProfileSchema, action, {
    defaultValues: initial,
    errorTitle: 'Public profile not saved',
    onSuccess: (data, current) => {
      current.reset(data);
      notify('Public profile saved', 'success');
    },
  });
  const { errors, isSubmitted } = form.formState;
  const chooseCpv = (next: CodeLabel[]) => {
    setCpv(next);
    const codes = next.map((choice) => choice.code);
    form.setValue('subcontractorCpvCodes', codes, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const chooseRegions = (next: CodeLabel[]) => {
    setRegions(next);
    const codes = next.map((choice) => choice.code);
    form.setValue('subcontractorRegions', codes, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const listed = form.watch('listedAsSubcontractor');
  const shown = form.watch('enabled');
  const checkbox = (name: 'enabled' | 'listedAsSubcontractor', label: string, hint: string) => (
    <div className="flex gap-3">
      <input
        id={id(name)}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-accent"
        aria-describedby={`${id(name)}-hint`}
        {...checkboxField(name)}
      />
      <div>
        <label htmlFor={id(name)} className="font-medium">
          {label}
        </label>
        <p id={`${id(name)}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      </div>
    </div>
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="public-profile-form">
      {checkbox('enabled', 'Show my public profile', 'Off by default. When on, other users can see the details below.')}
      <fieldset className="space-y-4 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Subcontracting</legend>
        {checkbox(
          'listedAsSubcontractor',
          'Open to subcontracting',
          'Companies that bid for a tender in your CPV codes and regions find you, with the public details below, on its subcontractors page.',
        )}
        <CodeCombobox
          kind="cpv"
          id={id('subcontractorCpvCodes')}
          name="subcontractorCpvCodes"
          label="CPV codes you work in"
          hint="A tender matches when its CPV code is in the same group (or finer) as one of these, or below one of them."
          placeholder="e.g. 90911000 or window cleaning"
          noMatches={(query) => `No CPV code matches “${query}”.`}
          chosenLabel="CPV codes you work in"
          error={errors.subcontractorCpvCodes?.message}
          selected={cpv}
          onChange={chooseCpv}
        />
        {choices.companyCpvCodes.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const known = new Set(cpv.map((c) => c.code));
              chooseCpv([...cpv, ...choices.companyCpvCodes.filter((c) => !known.has(c.code))]);
            }}
          >
            Add my company&apos;s CPV codes
          </Button>
        ) : null}
        <CodeCombobox
          kind="nuts"
          id={id('subcontractorRegions')}
          name="subcontractorRegions"
          label="Regions you work in (optional)"
          hint="Countries or NUTS regions; leave empty to be listed for tenders anywhere."
          placeholder="e.g. Austria, Wien or AT13"
          noMatches={(query) => `No region matches “${query}”.`}
          chosenLabel="Regions you work in"
          error={errors.subcontractorRegions?.message}
          selected={regions}
          onChange={chooseRegions}
        />
        {listed && !shown ? (
          <p role="status" className="text-sm font-medium">
            You are listed only while your public profile is shown: tick “Show my public profile” too.
          </p>
        ) : listed && cpv.length === 0 ? (
          <p role="status" className="text-sm font-medium">
            Choose at least one CPV code: without any, no tender lists you.
          </p>
        ) : null}
      </fieldset>
      <TextField
        id={id('publicName')}
        label="Public name"
        error={errors.publicName?.message}
        registration={field('publicName')}
      />
      <TextField
        id={id('publicEmail')}
        label="Public email"
        type="email"
        error={errors.publicEmail?.message}
        registration={field('publicEmail')}
      />
      <TextField
        id={id('publicPhoneNumber')}
        label="Public phone number"
        type="tel"
        error={errors.publicPhoneNumber?.message}
        registration={field('publicPhoneNumber')}
      />
      <TextField
        id={id('publicAddress')}
        label="Public address"
        error={errors.publicAddress?.message}
        registration={field('publicAddress')}
      />
      <TextField
        id={id('publicCompanyName')}
        label="Public company name"
        error={errors.publicCompanyName?.message}
        registration={field('publicCompanyName')}
      />
      <TextField
        id={id('publicCompanyIndustry')}
        label="Public company industry"
        error={errors.publicCompanyIndustry?.message}
        registration={field('publicCompanyIndustry')}
      />
      <TextField
        id={id('publicWebsite')}
        label="Public website"
        type="url"
        placeholder="example.com"
        error={errors.publicWebsite?.message}
        registration={field('publicWebsite')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="public-profile" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save public profile
      </SubmitButton>
    </form>
  );
}

export function ChangeEmailForm({
  email,
  action,
}: {
  email: string;
  action: FormAction<{ email: string; pending: boolean }>;
}) {
  const [current, setCurrent] = useState(email);
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(changeEmailSchema, action, {
    defaultValues: { email: '' },
    errorTitle: 'Email not changed',
    onSuccess: (data, f) => {
      f.reset({ email: '' });
      if (data.pending) {
        notify('Confirm your new email address', 'success', `We sent a link to ${data.email}.`);
      } else {
        setCurrent(data.email);
        notify('Email changed', 'success', `You sign in with ${data.email} from now on.`);
        void refreshAccount();
      }
    },
  });
  const { errors } = form.formState;
  const success =
    state?.ok && state.data.pending
      ? `We sent a confirmation link to ${state.data.email}. The change takes effect once you open it.`
      : state?.ok
        ? `Your email address is now ${state.data.email}.`
        : undefined;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="email-form">
      <p className="text-sm">
        You sign in with <strong data-testid="current-email">{current}</strong>.
      </p>
      <TextField
        id={id('email')}
        label="New email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="email" success={success} />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Change email
      </SubmitButton>
    </form>
  );
}

export function ChangePasswordForm({ action }: { action: FormAction<{ changed: true }> }) {
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(changePasswordSchema, action, {
    defaultValues: { password: '', confirmPassword: '' },
    errorTitle: 'Password not changed',
    onSuccess: (_data, f) => {
      f.reset({ password: '', confirmPassword: '' });
      notify('Password changed', 'success');
    },
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="password-form">
      <NewPasswordFields form={form} id={id} />
      <FormStatus
        state={state}
        hasFieldErrors={Object.keys(errors).length > 0}
        testId="password"
        success="Your password has been changed."
      />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}

export function SignOutEverywhere({ action }: { action: FormAction<{ signedOut: true }> }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const signOut = () =>
    startTransition(async () => {
      const result = await action(null, new FormData());
      if (!result.ok) {
        notify('Sign-out failed', 'error', result.error);
        return;
      }
      markSignedOut();
      notify('Signed out on all devices', 'success');
      router.push('/login');
      router.refresh();
    });
  return (
    <Button onClick={signOut} disabled={pending} data-testid="sign-out-everywhere">
      {pending ? 'Signing out…' : 'Sign out of all devices'}
    </Button>
  );
}

export function DeleteAccountForm({ action }: { action: FormAction<never> }) {
  // On success the action redirects to the login page, which says the account is gone.
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(deleteAccountSchema, action, {
    defaultValues: { confirmation: '' },
    errorTitle: 'Account not deleted',
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="delete-form">
      <p className="text-sm">This deletes your sign-in, your profile and everything you saved. It cannot be undone.</p>
      <TextField
        id={id('confirmation')}
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        autoComplete="off"
        error={errors.confirmation?.message}
        registration={form.register('confirmation')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="delete" />
      <SubmitButton pending={pending} pendingLabel="Deleting…" variant="danger">
        Delete my account
      </SubmitButton>
    </form>
  );
}

const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark' };

export function ThemeChoice() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => defaultTheme);
  const name = useId();
  return (
    <fieldset data-testid="theme-choice">
      <legend className="font-medium">Theme</legend>
      <div className="mt-2 flex gap-6">
        {themes.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => {
                applyTheme(option);
                notify(`${themeLabels[option]} theme on`, 'success');
              }}
              className="h-5 w-5 accent-accent"
            />
            {themeLabels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
