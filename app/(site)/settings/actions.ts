'use server';
// Server actions of the settings page: validated with the forms' schemas, for the signed-in user only.
import { redirect } from 'next/navigation';
import {
  ACCOUNT_DELETED_PATH,
  deleteAccount,
  updateProfile,
  updatePublicProfile,
  changeEmail,
  setPassword,
  signOut,
} from '@/lib/account';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emptySchema,
  profileSchema,
  publicProfileSchema,
} from '@/lib/account/schema';
import type { ActionResult } from '@/lib/actions';
import { validatedLiveUserAction, validatedUserAction } from '@/lib/auth/actions';
import { billingPortalUrlFor, setCancelAtPeriodEndFor, type BillingResult } from '@/lib/billing';
import { billingEmptySchema } from '@/lib/billing/schema';
import { decideCpvSuggestion, requestCpvSuggestions, saveCompanyCpvCodes } from '@/lib/companies';
import { companyCodesSchema, cpvDecisionSchema } from '@/lib/companies/schema';

export const saveProfileAction = validatedUserAction(profileSchema, async (input, user) => ({
  ok: true,
  data: await updateProfile(user.id, input),
}));

export const savePublicProfileAction = validatedUserAction(publicProfileSchema, (input, user) =>
  updatePublicProfile(user.id, input),
);

export const saveCompanyCodesAction = validatedUserAction(companyCodesSchema, (input, user) =>
  saveCompanyCpvCodes(user.id, input),
);

export const requestCpvSuggestionsAction = validatedUserAction(emptySchema, (_input, user) =>
  requestCpvSuggestions(user.id),
);

export const decideCpvSuggestionAction = validatedUserAction(cpvDecisionSchema, (input, user) =>
  decideCpvSuggestion(user.id, input.code, input.decision === 'accept'),
);

export const changeEmailAction = validatedLiveUserAction(changeEmailSchema, (input) => changeEmail(input));

export const changePasswordAction = validatedLiveUserAction(changePasswordSchema, (input) => setPassword(input));

export const signOutEverywhereAction = validatedUserAction(emptySchema, () => signOut('global'));

export const deleteAccountAction = validatedLiveUserAction(
  deleteAccountSchema,
  async (_input, user): Promise<ActionResult<never>> => {
    try {
      await deleteAccount(user.id);
    } catch (error) {
      console.error('[account] deleting an account failed', error);
      return {
        ok: false,
        error:
          'Your account could not be deleted because of a problem on our side. Nothing was removed; please try again.',
      };
    }
    // The auth user is gone; clear this browser's session cookies. Then leave /settings at once: it
    // would otherwise be re-rendered for a user who no longer exists.
    await signOut('local');
    redirect(ACCOUNT_DELETED_PATH);
  },
);

async function billingCall<T>(call: () => Promise<BillingResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    console.error('[billing] a billing change failed', error);
    return { ok: false, error: 'Stripe could not be reached. Nothing was changed; please try again.' };
  }
}

export const cancelAtPeriodEndAction = validatedLiveUserAction(billingEmptySchema, (_input, user) =>
  billingCall(() => setCancelAtPeriodEndFor(user, true)),
);

export const resumeSubscriptionAction = validatedLiveUserAction(billingEmptySchema, (_input, user) =>
  billingCall(() => setCancelAtPeriodEndFor(user, false)),
);

export const openBillingPortalAction = validatedLiveUserAction(
  billingEmptySchema,
  async (_input, user): Promise<ActionResult<never>> => {
    const portal = await billingCall(() => billingPortalUrlFor(user));
    if (!portal.ok) return portal;
    redirect(portal.data.url);
  },
);
