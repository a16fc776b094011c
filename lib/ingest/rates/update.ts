// One ECB rates update: fetch what is missing, merge it, store it, and recompute the euro values it changes.
// Offline the committed snapshot (plus what was stored before) keeps working: an unreachable feed is a
// warning, never a failure.
import 'server-only';
import type { Database } from '@/lib/db';
import { describeFetchError } from '@/lib/ingest/ted-api/http';
import { EcbFeedError, feedFor, fetchEcbRates, type EcbFeed } from './ecb';
import { latestRateDate, mergeRates } from '@/lib/reference/rates';
import { recomputeEuroValues, saveRates } from './store';

export interface RatesUpdateOptions {
  /** Where the ECB's eurofxref files live (ECB_RATES_URL). */
  readonly baseUrl: string;
  /** 'YYYY-MM-DD'; default: today in UTC. */
  readonly today?: string;
  readonly timeoutMs?: number;
}

export type RatesUpdate =
  | {
      readonly ok: true;
      readonly feed: EcbFeed;
      /** Quotes that were new or corrected. */
      readonly changedQuotes: number;
      /** The newest day with rates after the update. */
      readonly latestDate: string | null;
      /** Tenders whose euro values were recomputed. */
      readonly tendersRecomputed: number;
    }
  | { readonly ok: false; readonly warning: string };

/**
 * Brings the rates up to date. Call `loadStoredRates` first (start-up does), so the choice of feed and the
 * comparison see what earlier updates stored.
 */
export async function updateRates(db: Database, options: RatesUpdateOptions): Promise<RatesUpdate> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const feed = feedFor(latestRateDate(), today);
  let fetched;
  try {
    fetched = await fetchEcbRates(options.baseUrl, feed, options.timeoutMs ?? 60_000);
  } catch (error) {
    const reason = error instanceof EcbFeedError ? error.message : describeFetchError(error);
    return {
      ok: false,
      warning: `ECB rates not updated (${reason}); converting with the rates up to ${latestRateDate()}.`,
    };
  }
  const changed = mergeRates(fetched);
  await saveRates(db, changed);
  const tendersRecomputed = await recomputeEuroValues(db, changed);
  const changedQuotes = changed.reduce((sum, row) => sum + Object.keys(row.rates).length, 0);
  return { ok: true, feed, changedQuotes, latestDate: latestRateDate(), tendersRecomputed };
}
