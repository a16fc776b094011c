// The pipeline's front door: the signed-in user's pursued tenders by stage (board, table, CSV), moving them, their
// notes and due dates, acknowledging their changes, and the account's outgoing webhook.
import 'server-only';
import type { ActionResult } from '@/lib/actions';
import { requireUser } from '@/lib/auth/user';
import { getDb } from '@/lib/db';
import { pipelineCsv } from './csv';
import type { MoveStageInput, UpdateCardInput } from './schema';
import { acknowledgeChanges, countPipeline, listPipeline, moveStage, updateCard } from './store';
import type { PipelineItem, PipelineQuery, PipelineStage, WebhookSettings } from './views';
import {
  deleteWebhook,
  getWebhookSettings,
  rotateWebhookSecret,
  saveWebhookUrl,
  sendTestEvent,
  setWebhookEnabled,
  webhookPolicy,
} from './webhooks';

export { pipelineListLimit } from './store';
export { csvFileName } from './csv';

/** The pursued tenders the board or the table shows, and how many there are before the filters. */
export async function getMyPipeline(query: PipelineQuery): Promise<{ items: PipelineItem[]; total: number }> {
  const user = await requireUser();
  const db = await getDb();
  const [items, total] = await Promise.all([listPipeline(db, user.id, query), countPipeline(db, user.id)]);
  return { items, total };
}

/** The pipeline as CSV, with the table's filters and order. */
export async function getMyPipelineCsv(query: PipelineQuery): Promise<string> {
  const user = await requireUser();
  return pipelineCsv(await listPipeline(await getDb(), user.id, query));
}

export async function moveMyTender(
  input: MoveStageInput,
): Promise<ActionResult<{ stage: PipelineStage; moved: boolean }>> {
  const user = await requireUser();
  return moveStage(await getDb(), user.id, input);
}

export async function updateMyCard(
  input: UpdateCardInput,
): Promise<ActionResult<{ note: string | null; nextDueOn: string | null }>> {
  const user = await requireUser();
  return updateCard(await getDb(), user.id, input);
}

export async function acknowledgeMyChanges(tenderId: string): Promise<ActionResult<{ acknowledged: number }>> {
  const user = await requireUser();
  return { ok: true, data: { acknowledged: await acknowledgeChanges(await getDb(), user.id, tenderId) } };
}

export async function getMyWebhookSettings(): Promise<WebhookSettings> {
  const user = await requireUser();
  return getWebhookSettings(await getDb(), user.id);
}

export async function saveMyWebhookUrl(url: string): Promise<ActionResult<{ secret: string | null }>> {
  const user = await requireUser();
  return saveWebhookUrl(await getDb(), user.id, url, webhookPolicy());
}

export async function rotateMyWebhookSecret(): Promise<ActionResult<{ secret: string }>> {
  const user = await requireUser();
  return rotateWebhookSecret(await getDb(), user.id);
}

export async function setMyWebhookEnabled(enabled: boolean): Promise<ActionResult<{ enabled: boolean }>> {
  const user = await requireUser();
  return setWebhookEnabled(await getDb(), user.id, enabled);
}

export async function sendMyTestEvent(): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return sendTestEvent(await getDb(), user.id);
}

export async function deleteMyWebhook(): Promise<ActionResult<null>> {
  const user = await requireUser();
  await deleteWebhook(await getDb(), user.id);
  return { ok: true, data: null };
}
