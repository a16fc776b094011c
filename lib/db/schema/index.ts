export * from './app';
export * from './platform';
export * from './profiles';
export * from './public-profiles';
export * from './tenders';
export * from './contact';
export * from './saved-tenders';
export * from './ingest-state';
