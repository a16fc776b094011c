// The job handler table: which function runs each job kind. The server's worker and `npm run worker` both
// run this table, so every process that may claim a job knows how to run it.
import 'server-only';
import { alertJobHandlers } from '@/lib/alerts/jobs';
import { analysisJobHandlers } from '@/lib/analysis/jobs';
import { billingJobHandlers } from '@/lib/billing/jobs';
import { companyJobHandlers } from '@/lib/companies/jobs';
import { documentJobHandlers } from '@/lib/documents/jobs';
import type { JobHandlers } from '@/lib/jobs';
import { pipelineJobHandlers, webhookPolicy } from '@/lib/pipeline/jobs';

export const jobHandlers: JobHandlers = {
  ...documentJobHandlers,
  ...billingJobHandlers,
  ...analysisJobHandlers(),
  ...alertJobHandlers,
  ...companyJobHandlers,
  ...pipelineJobHandlers(webhookPolicy()),
};
