export * from './app';
export * from './platform';
export * from './profiles';
export * from './public-profiles';
export * from './tenders';
export * from './contact';
