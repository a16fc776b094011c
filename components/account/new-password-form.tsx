'use client';
// The set-new-password form after a recovery link signed the user in.
import { useRouter } from 'next/navigation';
import { setNewPasswordAction } from '@/app/(bare)/login/actions';
import { newPasswordSchema, PASSWORD_MIN } from '@/lib/account/schema';
import { notify } from '@/components/ui/notify';
import { FormStatus, SubmitButton, TextField, useActionForm } from './form-kit';

export function NewPasswordForm() {
  const router = useRouter();
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(newPasswordSchema, setNewPasswordAction, {
    defaultValues: { password: '', confirmPassword: '' },
    onSuccess: () => {
      notify('Password changed', 'success', 'Use your new password from now on.');
      router.push('/dashboard');
      router.refresh();
    },
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="new-password-form">
      <TextField
        id={id('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <TextField
        id={id('confirmPassword')}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="new-password" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
