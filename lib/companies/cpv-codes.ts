// The company's CPV codes (settings → CPV codes) and suggestions for them: the `cpv_codes` job with a model when
// one is configured (AI_BASE_URL and AI_MODEL), else matching the profile's words to CPV labels. Re-exported by
// the domain's front door (index.ts).
import 'server-only';
import { invalidInputMessage, type ActionResult } from '@/lib/actions';
import { getDb } from '@/lib/db';
import { enqueueJob, getOwnJobProgress, listJobs, type JobProgress } from '@/lib/jobs';
import { cpvLabel, getCpv } from '@/lib/reference';
import { cpvCodeLabels, type CodeLabel } from '@/lib/reference/pickers';
import { noProfileMessage } from './cpv-suggestions/job';
import {
  decideSuggestion,
  findCompanyCodes,
  hasSuggestionInput,
  listOpenSuggestions,
  loadSuggestionInput,
  writeCompanyCodes,
  type OpenSuggestion,
} from './cpv-suggestions/store';
import { cpvSuggestionModel } from './jobs';
import type { CompanyCodesValues } from './schema';

export interface CpvSuggestionView extends OpenSuggestion {
  label: string;
}

export interface CpvSettings {
  description: string;
  cpvCodes: CodeLabel[];
  suggestions: CpvSuggestionView[];
  /** The user's latest suggestion run, if any. */
  job: JobProgress | null;
  /** The model a new run asks; null when none is configured and the words of the profile are matched instead. */
  model: string | null;
}

export async function getCpvSettings(userId: string): Promise<CpvSettings> {
  const db = await getDb();
  const [codes, suggestions, [latest]] = await Promise.all([
    findCompanyCodes(db, userId),
    listOpenSuggestions(db, userId),
    listJobs(db, { ownerId: userId, kinds: ['cpv_codes'], limit: 1 }),
  ]);
  return {
    description: codes.description,
    cpvCodes: cpvCodeLabels(codes.cpvCodes),
    suggestions: suggestions.map((s) => ({ ...s, label: cpvLabel(s.code) ?? '' })),
    job: latest ? await getOwnJobProgress(userId, latest.id) : null,
    model: cpvSuggestionModel?.model ?? null,
  };
}

export async function saveCompanyCpvCodes(
  userId: string,
  values: CompanyCodesValues,
): Promise<ActionResult<CompanyCodesValues>> {
  const unlisted = values.cpvCodes.filter((code) => getCpv(code) === null);
  if (unlisted.length > 0) {
    return {
      ok: false,
      error: invalidInputMessage,
      fieldErrors: { cpvCodes: [`Not a CPV code: ${unlisted.join(', ')}`] },
    };
  }
  const db = await getDb();
  await writeCompanyCodes(db, userId, { description: values.companyDescription, cpvCodes: values.cpvCodes });
  const saved = await findCompanyCodes(db, userId);
  return { ok: true, data: { companyDescription: saved.description, cpvCodes: saved.cpvCodes } };
}

/** Starts a suggestion run for the user's company (one at a time); refused when the profile says nothing yet. */
export async function requestCpvSuggestions(userId: string): Promise<ActionResult<{ jobId: string }>> {
  const db = await getDb();
  const input = await loadSuggestionInput(db, userId);
  if (!hasSuggestionInput(input) && input.pastWins.length === 0) return { ok: false, error: noProfileMessage };
  const job = await enqueueJob(db, { kind: 'cpv_codes', ownerId: userId, dedupeKey: `cpv_codes:${userId}` });
  return { ok: true, data: { jobId: job.id } };
}

export async function decideCpvSuggestion(
  userId: string,
  code: string,
  accept: boolean,
): Promise<ActionResult<{ code: string; accepted: boolean }>> {
  const decided = await decideSuggestion(await getDb(), userId, code, accept);
  if (!decided)
    return { ok: false, error: 'That suggestion is no longer open: reload the page to see the current ones.' };
  return { ok: true, data: { code, accepted: accept } };
}
