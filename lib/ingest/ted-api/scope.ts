// Which notices a TED sync covers: the buyers' countries (the edition's by default), the expert query that
// selects them, and the name of the cursor that remembers how far the sync got.
import type { Edition } from '@/lib/config/env-schema';
import { featuredCountryCodes, getCountry } from '@/lib/reference';
import type { TedSearchRequest } from './client';

export interface TedSyncScope {
  /** The cursor's key in app.ingest_cursors: `ted:eu` for the EU edition's default, else `ted:` + the countries. */
  readonly cursorName: string;
  /** ISO 3166-1 alpha-2 codes of the buyers' countries. */
  readonly countries: readonly string[];
}

export class TedScopeError extends Error {}

/** EU edition: the featured countries' buyers; Austria edition: Austrian buyers. */
export function editionScope(edition: Edition): TedSyncScope {
  return edition === 'at' ? countryScope(['AT']) : { cursorName: 'ted:eu', countries: [...featuredCountryCodes] };
}

/** Buyers of the given countries (alpha-2 codes, any case); throws TedScopeError for an unknown code. */
export function countryScope(codes: readonly string[]): TedSyncScope {
  const countries = [...new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code !== ''))].sort();
  const unknown = countries.filter((code) => getCountry(code) === null);
  if (countries.length === 0 || unknown.length > 0) {
    throw new TedScopeError(
      `Unknown country code ${unknown.join(', ') || '(none)'}: use ISO 3166-1 alpha-2 codes such as AT or DE.`,
    );
  }
  return { cursorName: `ted:${countries.join(',')}`, countries };
}

/** The fields a sync needs: which notice, when, and where its XML is. */
export const syncFields = ['publication-number', 'publication-date', 'links'] as const;

/**
 * The search for notices published on or after `since` ('YYYY-MM-DD') in scope ALL; without a date, every
 * notice TED lists as active (scope ACTIVE: open procedures), the sensible start of a fresh database.
 * Oldest first, so a cursor saved after each page never passes a notice not yet imported.
 */
export function syncRequest(scope: TedSyncScope, since: string | null, limit: number): TedSearchRequest {
  const iso3 = scope.countries.map((code) => getCountry(code)!.iso3);
  const conditions = [`buyer-country IN (${iso3.join(' ')})`];
  if (since !== null) conditions.push(`publication-date >= ${since.replaceAll('-', '')}`);
  return {
    query: `${conditions.join(' AND ')} SORT BY publication-date ASC`,
    fields: [...syncFields],
    scope: since === null ? 'ACTIVE' : 'ALL',
    limit,
  };
}
