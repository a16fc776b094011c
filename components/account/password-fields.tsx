// The new-password pair, shared by the recovery page and the settings form (both validate with passwordPair).
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '@/lib/account/schema';
import { TextField } from '@/components/ui/field';

export function NewPasswordFields({
  form,
  id,
}: {
  form: UseFormReturn<{ password: string; confirmPassword: string }, unknown, FieldValues>;
  id: (name: string) => string;
}) {
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}
