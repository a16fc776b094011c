// The bid/no-bid scorecard's front door: a tender's scorecard for the signed-in user, and the profile settings it
// rests on (preparation time, regions, the parts' weights). Reads write nothing; settings change only by actions.
import 'server-only';
import { eq } from 'drizzle-orm';
import { invalidInputMessage, type ActionResult } from '@/lib/actions';
import { getOptionalUser, requireUser } from '@/lib/auth/user';
import { getDb, profiles } from '@/lib/db';
import { getCountry, getNuts } from '@/lib/reference';
import type { TenderRow } from '@/lib/tenders';
import { loadScorecardInputs, readProfileForScorecard } from './inputs';
import { scoreTender } from './score';
import type { BidProfileInput, ScorecardWeightsInput } from './schema';
import { defaultScorecardWeights, type ScorecardView, type ScorecardWeights } from './views';

export { scoreTender, resolveWeights, type ScorecardInputs } from './score';

/** The scorecard of a tender for `userId` at `now` (tests and the signed-in helper below). */
export async function buildScorecard(
  userId: string,
  tender: TenderRow,
  now: Date = new Date(),
): Promise<ScorecardView> {
  const db = await getDb();
  return scoreTender(await loadScorecardInputs(db, userId, tender, now));
}

/** The signed-in user's scorecard of a tender the page found; null for a signed-out visitor (shown nothing). */
export async function getMyScorecard(tender: TenderRow): Promise<ScorecardView | null> {
  const user = await getOptionalUser();
  if (!user) return null;
  return buildScorecard(user.id, tender);
}

export interface BidSettingsView {
  preparationDays: number | null;
  regions: string[];
  weights: ScorecardWeights;
  /** The weights are the defaults (none stored). */
  defaultWeights: boolean;
}

export async function readBidSettings(userId: string): Promise<BidSettingsView> {
  const db = await getDb();
  const [profile, [row]] = await Promise.all([
    readProfileForScorecard(db, userId),
    db.select({ weights: profiles.scorecardWeights }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  return {
    preparationDays: profile.preparationDays,
    regions: profile.regions,
    weights: profile.weights,
    defaultWeights: row?.weights === null || row?.weights === undefined,
  };
}

/** A country (ISO 3166, or NUTS's EL and UK) or a NUTS region of the eForms list. */
function knownRegion(code: string): boolean {
  return code === 'EL' || code === 'UK' || (code.length === 2 && getCountry(code) !== null) || getNuts(code) !== null;
}

export async function saveBidProfile(
  userId: string,
  input: BidProfileInput,
): Promise<ActionResult<{ preparationDays: number | null; regions: string[] }>> {
  // The form checks the codes' shape; whether they exist is checked here (the NUTS list is too big for the browser).
  const unknown = input.regions.filter((code) => !knownRegion(code));
  if (unknown.length > 0) {
    return {
      ok: false,
      error: invalidInputMessage,
      fieldErrors: { regions: [`Unknown country or NUTS code: ${unknown.slice(0, 3).join(', ')}.`] },
    };
  }
  const db = await getDb();
  const updated = await db
    .update(profiles)
    .set({ preparationDays: input.preparationDays, regions: input.regions, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) return { ok: false, error: 'Your profile was not found. Sign in again.' };
  return { ok: true, data: { preparationDays: input.preparationDays, regions: input.regions } };
}

/** Stores the weights; the defaults themselves are stored as "none" so a later change of defaults reaches them. */
export async function saveScorecardWeights(
  userId: string,
  input: ScorecardWeightsInput | null,
): Promise<ActionResult<{ weights: ScorecardWeights }>> {
  const db = await getDb();
  const same =
    input !== null &&
    Object.entries(defaultScorecardWeights).every(([part, w]) => input[part as keyof ScorecardWeightsInput] === w);
  const stored = input === null || same ? null : { ...input };
  const updated = await db
    .update(profiles)
    .set({ scorecardWeights: stored, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) return { ok: false, error: 'Your profile was not found. Sign in again.' };
  return { ok: true, data: { weights: stored ?? { ...defaultScorecardWeights } } };
}

/** The signed-in user's scorecard settings (the settings page is for signed-in users only). */
export async function getMyBidSettings(): Promise<BidSettingsView> {
  return readBidSettings((await requireUser()).id);
}
