export * from './app';
export * from './platform';
