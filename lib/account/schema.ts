// The zod schemas of every account form: the browser (react-hook-form) and the server actions
// validate with the same ones. No server imports here: client components load this module.
import { z } from 'zod';

/** Supabase's default minimum; the auth server may still refuse a password as weak, with reasons. */
export const PASSWORD_MIN = 6;
/** bcrypt reads 72 bytes; the auth server refuses longer passwords. */
export const PASSWORD_MAX = 72;
/** What the user types to confirm deleting their account. */
export const DELETE_CONFIRMATION = 'DELETE';

const trimmed = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const required = (label: string, max: number) => trimmed(max).min(1, `${label} is required`);
/** An optional text field: empty or missing becomes ''. */
const optional = (max: number) => z.preprocess((v) => (v == null ? '' : v), trimmed(max));
/** A checkbox: true from react-hook-form, "on" from a posted form, missing when unchecked. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));
const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password should be at least ${PASSWORD_MIN} characters`)
  .refine(
    (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX,
    `Password cannot be longer than ${PASSWORD_MAX} characters`,
  );

/** The page to return to after signing in, as the login page got it; checked by safeRedirectPath on the server. */
const next = z.string().max(2048).optional();

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
  next,
});

export const signUpSchema = z.object({ email, password: newPassword, next });

export const forgotPasswordSchema = z.object({ email });

export const resendConfirmationSchema = z.object({ email, next });

const passwordPair = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export const newPasswordSchema = passwordPair;
export const changePasswordSchema = passwordPair;

export const changeEmailSchema = z.object({ email });

export const profileSchema = z.object({
  userName: required('Your name', 100),
  companyName: required('Company name', 200),
  companyIndustry: optional(200),
  jobTitle: optional(100),
});

// Phone numbers as people write them: an optional +, digits, spaces and ( ) - . /, 6 to 15 digits.
const phonePattern = /^\+?[0-9\s().\-/]+$/;
const phone = optional(30).refine(
  (v) =>
    v === '' || (phonePattern.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 15),
  'Enter a valid phone number, e.g. +43 1 234 5678',
);
const optionalEmail = optional(254).refine(
  (v) => v === '' || z.email().safeParse(v).success,
  'Enter a valid email address',
);
/** What people type for a website ('example.com', '//example.com') as a web address: https:// unless they said. */
function withScheme(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

const website = optional(500)
  .transform(withScheme)
  .refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.hostname.includes('.') &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, 'Enter a web address, e.g. example.com');

/** A posted form sends one value as a string and several as an array; react-hook-form sends an array. */
function toList(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((item) => typeof item !== 'string' || item.trim() !== '');
}

/** Most CPV codes and regions a subcontracting profile lists. */
export const SUBCONTRACTOR_CPV_MAX = 30;
export const SUBCONTRACTOR_REGIONS_MAX = 30;

/** A list of codes (the server also checks each is a listed code, which this module cannot without the lists). */
const codeList = (item: z.ZodType<string, string>, max: number, what: string) =>
  z.preprocess(
    toList,
    z
      .array(item)
      .max(max, `Choose at most ${max} ${what}`)
      .transform((codes) => [...new Set(codes)]),
  );

export const cpvCodeList = (max: number) =>
  codeList(
    z
      .string()
      .trim()
      .regex(/^\d{8}(-\d)?$/, 'Choose CPV codes from the list')
      .transform((code) => code.slice(0, 8)),
    max,
    'CPV codes',
  );

const regionList = codeList(
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/, 'Choose regions from the list'),
  SUBCONTRACTOR_REGIONS_MAX,
  'regions',
);

export const publicProfileSchema = z.object({
  enabled: checkbox,
  /** "Open to subcontracting": listed on matching tenders' subcontractors pages while the profile is shown. */
  listedAsSubcontractor: checkbox,
  subcontractorCpvCodes: cpvCodeList(SUBCONTRACTOR_CPV_MAX),
  subcontractorRegions: regionList,
  publicName: optional(100),
  publicEmail: optionalEmail,
  publicPhoneNumber: phone,
  publicAddress: optional(300),
  publicCompanyName: optional(200),
  publicCompanyIndustry: optional(200),
  publicWebsite: website,
});

export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
});

export const emptySchema = z.object({});

export type ProfileValues = z.output<typeof profileSchema>;
export type PublicProfileValues = z.output<typeof publicProfileSchema>;
