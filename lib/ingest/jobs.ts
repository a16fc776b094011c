// The importer for CLIs and benchmarks (a side door): eForms files imported on worker threads, the TED Search API
// sync, the ECB rate update, and the generated sample tenders. Kept out of the front door, which the server loads.
export { expandInputs, importFiles, InputError } from './tenders/files';
export { createPreparePool, type PreparePool } from './tenders/prepare-pool';
export type { ImportStatus } from './tenders/store';
export type { ParseFailureKind } from './eforms';
export { updateRates } from './rates/update';
export { createTedClient } from './ted-api/client';
export { countryScope, editionScope, TedScopeError, type TedSyncScope } from './ted-api/scope';
export { syncTed } from './ted-api/sync';
export { cpvCodesSeeder } from './seeders/cpv-codes';
export { generateSamples, type GeneratedSample } from './samples/generator';
export { sampleLanguages, sampleSubjects } from './samples/phrases';
export { refreshAwardStats, statsLevels, type StatsCell } from './awards/sync';
