// What workers run for documents: the job handlers alone, without the request-side front door (which needs a
// request: the reader, the router), so `npm run worker` and the server's worker load only the pipeline.
import 'server-only';
import type { JobHandlers } from '@/lib/jobs';
import { fetchHandler } from './fetching';
import { documentJobHandlers as readingHandlers } from './pipeline';

export const documentJobHandlers: JobHandlers = { ...readingHandlers, tender_documents_fetch: fetchHandler() };

// For other domains' background work (a report reads the set it analyses) and for the benchmarks.
export { readDocumentSet, type DocumentSet } from './sets';
export { queueReading } from './pipeline';
export { addTenderDocument, searchTenderDocuments, storeFile } from './store';
export { splitPassages } from './passages';
