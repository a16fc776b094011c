// What workers run for analysis: the report job handlers alone, without the request-side front door (sessions,
// the router), so `npm run worker` and the server's worker load only what a report needs.
import 'server-only';
export { analysisJobHandlers, type AnalysisEngine } from './generate';

// For the benchmarks, which unlock a tender and wait for its reports without a request.
export { listReports } from './store';
export { unlockFor } from './unlock';
