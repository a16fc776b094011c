// The zod schemas of the companies domain's forms (settings → CPV codes): the browser and the server actions
// validate with the same ones. No server imports: client components load this module.
import { z } from 'zod';
import { cpvCodeList } from '@/lib/account/schema';

/** Most CPV codes a company profile keeps. */
export const COMPANY_CPV_MAX = 50;

export const companyCodesSchema = z.object({
  companyDescription: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string().trim().max(2000, 'Use at most 2000 characters'),
  ),
  cpvCodes: cpvCodeList(COMPANY_CPV_MAX),
});

export const cpvDecisionSchema = z.object({
  code: z.string().regex(/^\d{8}$/, 'Not a CPV code'),
  decision: z.enum(['accept', 'drop'], 'Accept or drop'),
});

export type CompanyCodesValues = z.output<typeof companyCodesSchema>;
