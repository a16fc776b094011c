import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { analysisWording } from '@/lib/ai/wording';
import {
  analysisModelCheck,
  buildSettingsMismatches,
  readBuildSettings,
  rebuildMessage,
  recordBuildSettings,
  validateEnvironment,
} from '@/lib/config/build-settings';
import { editionSettings } from '@/lib/config/editions';
import { jobsSettingsOf } from '@/lib/config/server';
import { ConfigError, parseEnv, publicEnvSchema, serverEnvSchema } from '@/lib/config/env-schema';

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('defaults to the EU edition, the product name Tenderscope and the edition host', () => {
    const settings = validateEnvironment({});
    expect(settings).toMatchObject({ edition: 'eu', productName: 'Tenderscope', siteUrl: 'https://tenderscope.eu' });
  });

  it('reads the storage size limit in bytes or with a unit, 50 MB by default, and names a bad one', () => {
    const limit = (value?: string) =>
      parseEnv(serverEnvSchema, { STORAGE_FILE_SIZE_LIMIT: value }).STORAGE_FILE_SIZE_LIMIT;
    expect(limit()).toBe(50 * 1024 * 1024);
    expect(limit('')).toBe(50 * 1024 * 1024);
    expect(limit('1048576')).toBe(1024 * 1024);
    expect(limit('500KB')).toBe(500 * 1024);
    expect(limit('2 gib')).toBe(2 * 1024 ** 3);
    expect(limit('1.5MB')).toBe(1.5 * 1024 * 1024);
    for (const bad of ['fifty', '50 TB', '-1', '0']) {
      const error = configError(() => limit(bad));
      expect(error.message, bad).toContain('STORAGE_FILE_SIZE_LIMIT');
    }
  });

  it('treats empty strings as unset', () => {
    expect(validateEnvironment({ NEXT_PUBLIC_EDITION: '', NEXT_PUBLIC_SITE_URL: '' }).edition).toBe('eu');
  });

  it('rejects an unknown edition naming the variable and the allowed values', () => {
    const error = configError(() => parseEnv(publicEnvSchema, { NEXT_PUBLIC_EDITION: 'fr' }));
    expect(error.message).toContain('NEXT_PUBLIC_EDITION');
    expect(error.message).toContain('"eu", "at"');
    expect(error.message).toContain('(got "fr")');
  });

  it('rejects a site URL that is not http(s) and a DATABASE_URL that is not postgres', () => {
    const error = configError(() =>
      validateEnvironment({ NEXT_PUBLIC_SITE_URL: 'ftp://x', DATABASE_URL: 'mysql://db' }),
    );
    expect(error.message).toContain('NEXT_PUBLIC_SITE_URL');
    expect(error.message).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL');
  });

  it('parses booleans and ports strictly', () => {
    expect(parseEnv(serverEnvSchema, { MIGRATE_ON_START: 'true', PORT: '4000' })).toMatchObject({
      MIGRATE_ON_START: true,
      PORT: 4000,
    });
    expect(configError(() => parseEnv(serverEnvSchema, { MIGRATE_ON_START: 'yes' })).message).toContain(
      'MIGRATE_ON_START',
    );
    expect(configError(() => parseEnv(serverEnvSchema, { PORT: '99999' })).message).toContain('PORT');
  });

  it('names the Austria edition "<product> Austria" with its own host and copy', () => {
    const at = editionSettings('at', 'Tenderscope');
    const eu = editionSettings('eu', 'Tenderscope');
    expect(at.siteName).toBe('Tenderscope Austria');
    expect(eu.siteName).toBe('Tenderscope');
    expect(at.defaultSiteUrl).not.toBe(eu.defaultSiteUrl);
    expect(at.title).not.toBe(eu.title);
    expect(at.description).not.toBe(eu.description);
    expect(at.keywords).not.toEqual(eu.keywords);
    expect(editionSettings('eu', 'Bidwise').siteName).toBe('Bidwise');
  });

  it('records the build settings and reports each runtime setting that differs, asking for a rebuild', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenderscope-build-'));
    recordBuildSettings(dir, validateEnvironment({}));
    const built = readBuildSettings(dir);
    expect(built?.edition).toBe('eu');
    expect(buildSettingsMismatches(built!, validateEnvironment({}))).toEqual([]);

    const mismatches = buildSettingsMismatches(built!, validateEnvironment({ NEXT_PUBLIC_EDITION: 'at' }));
    expect(mismatches.join('\n')).toContain('NEXT_PUBLIC_EDITION is "at" but the build was made with "eu"');
    expect(rebuildMessage(mismatches)).toMatch(/Rebuild with `npm run build`/);
  });

  it('records whether a model was configured, and refuses a server without the model its build’s pages claim', () => {
    const withModel = validateEnvironment({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' });
    const without = validateEnvironment({});
    expect([withModel.analysisModel, without.analysisModel]).toEqual([true, false]);
    expect(validateEnvironment({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).analysisModel).toBe(false);
    // The model is no build-time setting of its own: the other settings still match.
    expect(buildSettingsMismatches(withModel, without)).toEqual([]);
    expect(analysisModelCheck(withModel, without).refuse).toMatch(/its pages say the analysis uses AI, but none is/);
    expect(analysisModelCheck(without, withModel)).toEqual({ warn: expect.stringContaining('Rebuild') });
    expect(analysisModelCheck(without, without)).toEqual({});
    // A build recorded before the model was: none.
    const { analysisModel: _, ...older } = without;
    expect(analysisModelCheck(older, without)).toEqual({});
  });

  it('gives each edition its own data folder unless DATA_DIR names one', async () => {
    const dataDir = async (env: Record<string, string>) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      try {
        return (await import('@/lib/config/server')).serverEnv.DATA_DIR;
      } finally {
        vi.unstubAllEnvs();
      }
    };
    expect(await dataDir({ NEXT_PUBLIC_EDITION: 'eu', DATA_DIR: '' })).toBe('.data');
    expect(await dataDir({ NEXT_PUBLIC_EDITION: 'at', DATA_DIR: '' })).toBe('.data-at');
    expect(await dataDir({ NEXT_PUBLIC_EDITION: 'at', DATA_DIR: '/srv/tenders' })).toBe('/srv/tenders');
  });

  it('finds no build settings where nothing was built', () => {
    expect(readBuildSettings(mkdtempSync(join(tmpdir(), 'tenderscope-empty-')))).toBeNull();
  });

  it('runs the jobs worker inside the server on the embedded database only, unless told otherwise', () => {
    const settings = (raw: Record<string, string>) => jobsSettingsOf(parseEnv(serverEnvSchema, raw));
    expect(settings({})).toEqual({ serverWorker: true, concurrency: 2 });
    expect(settings({ DATABASE_URL: 'postgres://db/app' }).serverWorker).toBe(false);
    expect(settings({ DATABASE_URL: 'postgres://db/app', JOBS_SERVER_WORKER: 'true' }).serverWorker).toBe(true);
    expect(settings({ JOBS_SERVER_WORKER: 'false', JOBS_CONCURRENCY: '4' })).toEqual({
      serverWorker: false,
      concurrency: 4,
    });
    expect(configError(() => parseEnv(serverEnvSchema, { JOBS_SERVER_WORKER: 'yes' })).message).toContain(
      'JOBS_SERVER_WORKER: expected one of "auto", "true", "false"',
    );
    for (const bad of ['0', '2.5', 'many']) {
      expect(configError(() => parseEnv(serverEnvSchema, { JOBS_CONCURRENCY: bad })).message).toContain(
        'JOBS_CONCURRENCY: expected a whole number from 1 to 64',
      );
    }
  });
});

describe('what the analysis is called', () => {
  it('says "AI" in no button, heading or marketing line without a model, and says what one would add', () => {
    const words = analysisWording(null);
    const { withModel, ...shown } = words;
    for (const text of Object.values(shown)) if (typeof text === 'string') expect(text).not.toMatch(/\bAI\b/u);
    expect(words).toMatchObject({ model: false, name: 'document analysis', action: 'Analyse the documents' });
    expect(withModel).toMatch(/^With an AI model configured, /u);
  });

  it('says "AI" where a model runs', () => {
    expect(analysisWording({ name: 'llama3' })).toMatchObject({
      model: true,
      name: 'AI analysis',
      action: 'Analyse with AI',
      withModel: null,
    });
  });
});
