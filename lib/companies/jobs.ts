// What workers run for companies: the `cpv_codes` job handler and the company's CPV codes the analysis reads, without the request-side front door (which
// reaches lib/tenders' page helpers and next/navigation), so `npm run worker` loads only what the job needs.
import 'server-only';
import { edition } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { getDb } from '@/lib/db';
import type { JobHandlers } from '@/lib/jobs';
import { cpvCodesHandler } from './cpv-suggestions/job';
import { modelSettingsFrom } from './cpv-suggestions/model';
import { findCompanyCodes } from './cpv-suggestions/store';

/** The model CPV suggestions ask; null when none is configured (AI_BASE_URL and AI_MODEL). */
export const cpvSuggestionModel = modelSettingsFrom(serverEnv);

/** The job handlers of this domain, for the worker's table (lib/start/job-handlers). */
export const companyJobHandlers: JobHandlers = {
  cpv_codes: cpvCodesHandler(cpvSuggestionModel, edition === 'at' ? 'de' : 'en'),
};

/** The company's own CPV codes (settings → CPV codes), as the dashboard and the analysis's bid/no-bid signals read them. */
export async function getCompanyCpvCodes(userId: string): Promise<string[]> {
  return [...(await findCompanyCodes(await getDb(), userId)).cpvCodes];
}

// A tender's competition, for bench:awards (the tender page reads it through the front door).
export { findTenderCompetition } from './competitors';

// For the importer, which writes the companies of award notices (and the buyers, which share the rules): how a
// company is named, keyed and identified.
export {
  companyIdFor,
  companyKey,
  companyNameKey,
  companyWebsite,
  displayCompanyName,
  foldName,
  normalizeIdentifier,
  type CompanyIdentity,
} from './names';
