// The pipeline without a request (a side door): the webhook delivery job's handler for workers, and what the
// alerts run calls after it recorded changes of pursued tenders, to send the deadline changes to webhooks.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { pipelineEvents, tenders, type Database } from '@/lib/db';
import { PermanentJobError, type JobHandlers } from '@/lib/jobs';
import { attemptDelivery, queueDelivery, type AttemptOptions } from './webhooks';

export {
  attemptDelivery,
  maxDeliveryAttempts,
  signatureHeader,
  verifySignature,
  webhookPolicy,
  type AttemptOptions,
} from './webhooks';

/** The handler table entry; tests pass `allowPrivateHosts` to reach their local receiver. */
export function pipelineJobHandlers(options: AttemptOptions = {}): JobHandlers {
  return {
    webhook_delivery: async ({ db, job }) => {
      const { deliveryId } = job.payload as { deliveryId?: unknown };
      if (typeof deliveryId !== 'string') throw new PermanentJobError('The job names no delivery.');
      await attemptDelivery(db, deliveryId, options);
    },
  };
}

/** Queues a webhook delivery for each deadline change among these pipeline events (written by the alerts run). */
export async function queueChangeDeliveries(
  db: Database,
  eventIds: readonly string[],
  now = new Date(),
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const events = await db
    .select({
      id: pipelineEvents.id,
      userId: pipelineEvents.userId,
      tenderId: pipelineEvents.tenderId,
      detail: pipelineEvents.detail,
      title: tenders.title,
    })
    .from(pipelineEvents)
    .innerJoin(tenders, eq(tenders.id, pipelineEvents.tenderId))
    .where(and(inArray(pipelineEvents.id, [...eventIds]), eq(pipelineEvents.kind, 'deadline')));
  let queued = 0;
  for (const event of events) {
    const id = await queueDelivery(
      db,
      event.userId,
      'pipeline.deadline_changed',
      {
        eventId: event.id,
        tender: { id: event.tenderId, title: event.title },
        from: event.detail.from ?? null,
        to: event.detail.to ?? null,
        notice: event.detail.publicationNumber ?? null,
      },
      now,
    );
    if (id) queued++;
  }
  return queued;
}
