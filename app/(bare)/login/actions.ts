'use server';
// Server actions of the login page: each validates with the form's own schema (lib/account/schema).
import { validatedAction } from '@/lib/actions';
import { requestPasswordReset, resendConfirmation, setPassword, signIn, signUp } from '@/lib/account';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  resendConfirmationSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/account/schema';
import { validatedLiveUserAction } from '@/lib/auth/actions';

export const signInAction = validatedAction(signInSchema, signIn);
export const signUpAction = validatedAction(signUpSchema, signUp);
export const forgotPasswordAction = validatedAction(forgotPasswordSchema, requestPasswordReset);
export const resendConfirmationAction = validatedAction(resendConfirmationSchema, resendConfirmation);
export const setNewPasswordAction = validatedLiveUserAction(newPasswordSchema, (input) => setPassword(input));
