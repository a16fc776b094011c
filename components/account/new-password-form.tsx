'use client';
// The set-new-password form after a recovery link signed the user in.
import { useRouter } from 'next/navigation';
import { newPasswordSchema } from '@/lib/account/schema';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';
import { SubmitButton } from '@/components/ui/button';
import { FormStatus, useActionForm } from './form-kit';
import { NewPasswordFields } from './password-fields';

export function NewPasswordForm({ action }: { action: FormAction<{ changed: true }> }) {
  const router = useRouter();
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(newPasswordSchema, action, {
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
      <NewPasswordFields form={form} id={id} />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="new-password" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
