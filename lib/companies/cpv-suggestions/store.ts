// The rows behind CPV suggestions: what a user's company is known by (its profile, and its past wins if a company
// of that name won tenders), the suggestions of the last run, and the user's decision on each. Every function
// takes the user's id from its caller (the signed-in user, or the job's owner).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { companies, companyWins, cpvSuggestions, profiles, type CpvSuggestionMode } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { companyNameKey } from '../names';
import type { CpvSuggestionInput, SuggestedCode } from './types';

export interface CompanyCodes {
  description: string;
  cpvCodes: string[];
}

export async function findCompanyCodes(db: Database, userId: string): Promise<CompanyCodes> {
  const [row] = await db
    .select({ description: profiles.companyDescription, cpvCodes: profiles.cpvCodes })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { description: row?.description ?? '', cpvCodes: row?.cpvCodes ?? [] };
}

export async function writeCompanyCodes(db: Database, userId: string, values: CompanyCodes): Promise<void> {
  const row = {
    companyDescription: values.description === '' ? null : values.description,
    cpvCodes: values.cpvCodes,
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: profiles.userId, set: row });
}

/** The CPV codes won by companies of the profile's company name (normalised), most won first. */
async function pastWinsOf(db: Database, companyName: string | null): Promise<CpvSuggestionInput['pastWins']> {
  const key = companyName ? companyNameKey(companyName) : '';
  if (key === '') return [];
  const rows = await db
    .select({ code: companyWins.cpvCode, wins: count(), asName: sql<string>`min(${companies.name})` })
    .from(companyWins)
    .innerJoin(companies, eq(companies.id, companyWins.companyId))
    .where(eq(companies.nameKey, key))
    .groupBy(companyWins.cpvCode)
    .orderBy(desc(count()), asc(companyWins.cpvCode))
    .limit(20);
  return rows;
}

/** What the suggestions are made from: the profile, the company's past wins, and the codes not to suggest again. */
export async function loadSuggestionInput(db: Database, userId: string): Promise<CpvSuggestionInput> {
  const [profile] = await db
    .select({
      companyName: profiles.companyName,
      industry: profiles.companyIndustry,
      description: profiles.companyDescription,
      cpvCodes: profiles.cpvCodes,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const dropped = await db
    .select({ code: cpvSuggestions.code })
    .from(cpvSuggestions)
    .where(and(eq(cpvSuggestions.userId, userId), eq(cpvSuggestions.status, 'dropped')));
  return {
    companyName: profile?.companyName ?? null,
    industry: profile?.industry ?? null,
    description: profile?.description ?? null,
    pastWins: await pastWinsOf(db, profile?.companyName ?? null),
    exclude: [...new Set([...(profile?.cpvCodes ?? []), ...dropped.map((d) => d.code)])],
  };
}

/** Whether a profile has anything to suggest codes from. */
export function hasSuggestionInput(input: Pick<CpvSuggestionInput, 'companyName' | 'industry' | 'description'>) {
  return [input.companyName, input.industry, input.description].some((text) => (text ?? '').trim() !== '');
}

/** Replaces the user's open suggestions with these; codes already accepted or dropped keep their decision. */
export async function saveSuggestions(
  db: Database,
  userId: string,
  suggestions: readonly SuggestedCode[],
  mode: CpvSuggestionMode,
  model: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(cpvSuggestions)
      .where(and(eq(cpvSuggestions.userId, userId), eq(cpvSuggestions.status, 'suggested')));
    if (suggestions.length === 0) return;
    await tx
      .insert(cpvSuggestions)
      .values(suggestions.map(({ code, reason }) => ({ userId, code, reason, mode, model })))
      .onConflictDoNothing();
  });
}

export interface OpenSuggestion {
  code: string;
  reason: string;
  mode: CpvSuggestionMode;
  model: string | null;
  createdAt: Date;
}

/** The suggestions the user has not decided on, in the order they were made. */
export async function listOpenSuggestions(db: Database, userId: string): Promise<OpenSuggestion[]> {
  return db
    .select({
      code: cpvSuggestions.code,
      reason: cpvSuggestions.reason,
      mode: cpvSuggestions.mode,
      model: cpvSuggestions.model,
      createdAt: cpvSuggestions.createdAt,
    })
    .from(cpvSuggestions)
    .where(and(eq(cpvSuggestions.userId, userId), eq(cpvSuggestions.status, 'suggested')))
    .orderBy(asc(cpvSuggestions.id));
}

/**
 * Accepts (adds the code to the company's CPV codes) or drops an open suggestion; false when the user has no open
 * suggestion of that code.
 */
export async function decideSuggestion(db: Database, userId: string, code: string, accept: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const decided = await tx
      .update(cpvSuggestions)
      .set({ status: accept ? 'accepted' : 'dropped', decidedAt: new Date() })
      .where(
        and(eq(cpvSuggestions.userId, userId), eq(cpvSuggestions.code, code), eq(cpvSuggestions.status, 'suggested')),
      )
      .returning({ code: cpvSuggestions.code });
    if (decided.length === 0) return false;
    if (accept) {
      await tx
        .update(profiles)
        .set({
          cpvCodes: sql`case when ${code} = any(${profiles.cpvCodes}) then ${profiles.cpvCodes}
            else array_append(${profiles.cpvCodes}, ${code}::text) end`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId));
    }
    return true;
  });
}
