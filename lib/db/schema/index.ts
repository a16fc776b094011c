export * from './app';
export * from './platform';
export * from './profiles';
export * from './tenders';
export * from './contact';
