// Profiles, public profiles and account deletion. Every function takes the signed-in user's id from
// the caller (requireUser), never from the request: one user cannot name another user's rows.
import 'server-only';
import { eq } from 'drizzle-orm';
import { type ActionResult, type FieldErrors, invalidInputMessage } from '@/lib/actions';
import { createAdminClient } from '@/lib/auth/admin';
import { getDb, profiles, publicProfiles } from '@/lib/db';
import { getCpv, getNuts } from '@/lib/reference';
import type { ProfileValues, PublicProfileValues } from './schema';

export {
  changeEmail,
  confirmTokenHash,
  requestPasswordReset,
  resendConfirmation,
  setPassword,
  signIn,
  signInRefusalNotice,
  signOut,
  signUp,
} from './session';

/** Where the browser goes once its account is deleted: the login page, saying so. */
export const ACCOUNT_DELETED_PATH = '/login?deleted=1';

export interface AccountSummary {
  userName: string | null;
  companyName: string | null;
  /** The required fields (user_name, company_name) are filled in. */
  profileComplete: boolean;
}

export function isProfileComplete(profile: { userName: string | null; companyName: string | null } | null): boolean {
  return Boolean(profile?.userName?.trim() && profile.companyName?.trim());
}

/** The user's profile (the row exists once getOptionalUser has run); empty fields as ''. */
export async function getProfile(userId: string): Promise<ProfileValues> {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return {
    userName: row?.userName ?? '',
    companyName: row?.companyName ?? '',
    companyIndustry: row?.companyIndustry ?? '',
    jobTitle: row?.jobTitle ?? '',
  };
}

export async function getAccountSummary(userId: string): Promise<AccountSummary> {
  const profile = await getProfile(userId);
  const summary = { userName: profile.userName || null, companyName: profile.companyName || null };
  return { ...summary, profileComplete: isProfileComplete(summary) };
}

const orNull = (value: string) => (value === '' ? null : value);

export async function updateProfile(userId: string, values: ProfileValues): Promise<ProfileValues> {
  const db = await getDb();
  const row = {
    userName: values.userName,
    companyName: values.companyName,
    companyIndustry: orNull(values.companyIndustry),
    jobTitle: orNull(values.jobTitle),
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: profiles.userId, set: row });
  return getProfile(userId);
}

const emptyPublicProfile: PublicProfileValues = {
  enabled: false,
  listedAsSubcontractor: false,
  publicName: '',
  publicEmail: '',
  publicPhoneNumber: '',
  publicAddress: '',
  publicCompanyName: '',
  publicCompanyIndustry: '',
  publicWebsite: '',
  subcontractorCpvCodes: [],
  subcontractorRegions: [],
};

export async function getPublicProfile(userId: string): Promise<PublicProfileValues> {
  const db = await getDb();
  const [row] = await db.select().from(publicProfiles).where(eq(publicProfiles.userId, userId));
  if (!row) return emptyPublicProfile;
  return {
    enabled: row.enabled,
    listedAsSubcontractor: row.listedAsSubcontractor,
    publicName: row.publicName ?? '',
    publicEmail: row.publicEmail ?? '',
    publicPhoneNumber: row.publicPhoneNumber ?? '',
    publicAddress: row.publicAddress ?? '',
    publicCompanyName: row.publicCompanyName ?? '',
    publicCompanyIndustry: row.publicCompanyIndustry ?? '',
    publicWebsite: row.publicWebsite ?? '',
    subcontractorCpvCodes: row.subcontractorCpvCodes,
    subcontractorRegions: row.subcontractorRegions,
  };
}

/** Codes of a public profile that are not in the CPV or NUTS lists, as field errors; null when all are listed. */
function unlistedCodes(values: PublicProfileValues): FieldErrors | null {
  const errors: FieldErrors = {};
  const cpv = values.subcontractorCpvCodes.filter((code) => getCpv(code) === null);
  const regions = values.subcontractorRegions.filter((code) => getNuts(code) === null);
  if (cpv.length > 0) errors.subcontractorCpvCodes = [`Not a CPV code: ${cpv.join(', ')}`];
  if (regions.length > 0) errors.subcontractorRegions = [`Not a NUTS region: ${regions.join(', ')}`];
  return Object.keys(errors).length > 0 ? errors : null;
}

export async function updatePublicProfile(
  userId: string,
  values: PublicProfileValues,
): Promise<ActionResult<PublicProfileValues>> {
  const unlisted = unlistedCodes(values);
  if (unlisted) return { ok: false, error: invalidInputMessage, fieldErrors: unlisted };
  const db = await getDb();
  const row = {
    enabled: values.enabled,
    listedAsSubcontractor: values.listedAsSubcontractor,
    publicName: orNull(values.publicName),
    publicEmail: orNull(values.publicEmail),
    publicPhoneNumber: orNull(values.publicPhoneNumber),
    publicAddress: orNull(values.publicAddress),
    publicCompanyName: orNull(values.publicCompanyName),
    publicCompanyIndustry: orNull(values.publicCompanyIndustry),
    publicWebsite: orNull(values.publicWebsite),
    subcontractorCpvCodes: values.subcontractorCpvCodes,
    subcontractorRegions: values.subcontractorRegions,
    updatedAt: new Date(),
  };
  // The profile row normally exists already; make sure, so the foreign key holds.
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  await db
    .insert(publicProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: publicProfiles.userId, set: row });
  return { ok: true, data: await getPublicProfile(userId) };
}

/**
 * Deletes the auth user (admin API), then the profile, which takes every row of theirs with it by
 * cascade. The auth user goes first: if that fails, nothing of theirs is lost.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const { error } = await createAdminClient().auth.admin.deleteUser(userId);
  if (error && error.status !== 404) throw new Error(`Deleting the auth user failed: ${error.message}`);
  const db = await getDb();
  await db.delete(profiles).where(eq(profiles.userId, userId));
}
