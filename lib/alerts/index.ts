// The alerts domain's front door: saved searches that mail new matches, watched (saved) tenders that mail their
// changes, the preview before saving, unsubscribe links, and the job that matches and mails. Pages and actions
// call these; they find the database and the user themselves. Helpers that take a `db` are internal.
import 'server-only';
import { notFound } from 'next/navigation';
import { invalidInputMessage, type ActionResult } from '@/lib/actions';
import { requireUser } from '@/lib/auth/user';
import { planLimits } from '@/lib/billing';
import { unsubscribeSecret } from '@/lib/config/mail';
import { getDb } from '@/lib/db';
import { compileAlert, type CompiledAlert } from './compile';
import { describeFilters, suggestedName } from './filters';
import { previewAlert as previewOf } from './preview';
import type { AlertFormInput } from './schema';
import {
  alertNameAndMails,
  countAlertsOf,
  deleteAlert as deleteRow,
  findAlert,
  insertAlert,
  listAlertMatches,
  listAlertsOf,
  markAlertSeen as markSeenRow,
  matchesPageSize,
  setAlertEmails,
  setAlertPaused,
  updateAlert as updateRow,
} from './store';
import { readUnsubscribeToken } from './unsubscribe';
import { alertView, matchView, previewView, type AlertView, type MatchView, type PreviewView } from './views';
import {
  listWatchedChanges,
  markChangesSeen as markChangesSeenRows,
  setWatchEmails,
  watchEmailsEnabled,
  type WatchedTender,
} from './watched';

export { alertJobHandlers, alertsWorkPending, queueAlertsRun, runAlerts } from './jobs';
export { matchEveryMs } from './schedule';
export { frequencyLabels, type AlertView, type MatchView, type PreviewView, type PreviewWeekView } from './views';
export type { WatchedTender, WatchedNotice } from './watched';
export type { ChangeLine } from './changes';

type Compiled = { ok: true; alert: CompiledAlert } | { ok: false; result: ActionResult<never> };

async function compileForm(params: string): Promise<Compiled> {
  const compiled = await compileAlert(await getDb(), new URLSearchParams(params));
  if (compiled.ok) return compiled;
  return {
    ok: false,
    result: {
      ok: false,
      error: invalidInputMessage,
      fieldErrors: { params: [`${compiled.parameter ? `${compiled.parameter}: ` : ''}${compiled.message}`] },
    },
  };
}

/** The number of alerts `userId` may keep: their plan's. */
async function alertLimitFor(userId: string): Promise<number> {
  return (await planLimits(userId)).alerts;
}

/** The signed-in user's alerts, newest first, and how many they may keep. */
export async function listAlerts(): Promise<{ alerts: AlertView[]; limit: number }> {
  const user = await requireUser();
  const [rows, limit] = await Promise.all([listAlertsOf(await getDb(), user.id), alertLimitFor(user.id)]);
  return { alerts: rows.map(alertView), limit };
}

export type AlertDraft =
  | {
      ok: true;
      /** The search URL the alert will keep. */
      params: string;
      filters: string[];
      suggestedName: string;
      preview: PreviewView;
      /** How many alerts the user has, and may have. */
      count: number;
      limit: number;
    }
  | { ok: false; parameter: string; message: string };

/** A new alert from a search URL, before it is saved: its filters in words, a name, and the preview. */
export async function draftAlert(params: URLSearchParams, matchLots = true): Promise<AlertDraft> {
  const user = await requireUser();
  const db = await getDb();
  const compiled = await compileAlert(db, params);
  if (!compiled.ok) return compiled;
  const now = new Date();
  const [preview, count, limit] = await Promise.all([
    previewOf(db, compiled.alert, matchLots, now),
    countAlertsOf(db, user.id),
    alertLimitFor(user.id),
  ]);
  return {
    ok: true,
    params: compiled.alert.searchParams,
    filters: describeFilters(compiled.alert.filters),
    suggestedName: suggestedName(compiled.alert.filters),
    preview: previewView(preview, now),
    count,
    limit,
  };
}

/** The preview of a search as an alert (the form asks again when "lots" changes). */
export async function previewAlert(params: string, matchLots: boolean): Promise<ActionResult<PreviewView>> {
  await requireUser();
  const compiled = await compileForm(params);
  if (!compiled.ok) return compiled.result;
  const now = new Date();
  return { ok: true, data: previewView(await previewOf(await getDb(), compiled.alert, matchLots, now), now) };
}

export async function createAlert(input: AlertFormInput): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  const compiled = await compileForm(input.params);
  if (!compiled.ok) return compiled.result;
  const settings = { name: input.name, frequency: input.frequency, matchLots: input.matchLots };
  const created = await insertAlert(await getDb(), user.id, settings, compiled.alert, {
    limit: await alertLimitFor(user.id),
  });
  if (!created.ok) {
    return {
      ok: false,
      error: `You have ${created.limit} alerts, as many as your plan allows. Delete one, or choose a plan with more, to save another.`,
      code: 'limit',
    };
  }
  return { ok: true, data: { id: created.id } };
}

export const alertNotFoundMessage = 'This alert does not exist, or it is not yours.';

export async function updateAlert(alertId: string, input: AlertFormInput): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  const compiled = await compileForm(input.params);
  if (!compiled.ok) return compiled.result;
  const settings = { name: input.name, frequency: input.frequency, matchLots: input.matchLots };
  if (!(await updateRow(await getDb(), user.id, alertId, settings, compiled.alert))) {
    return { ok: false, error: alertNotFoundMessage, code: 'not_found' };
  }
  return { ok: true, data: { id: alertId } };
}

export async function deleteAlert(alertId: string): Promise<boolean> {
  const user = await requireUser();
  return deleteRow(await getDb(), user.id, alertId);
}

export async function pauseAlert(alertId: string, paused: boolean): Promise<boolean> {
  const user = await requireUser();
  return setAlertPaused(await getDb(), user.id, alertId, paused);
}

export async function setAlertMails(alertId: string, enabled: boolean): Promise<boolean> {
  const user = await requireUser();
  return setAlertEmails(await getDb(), alertId, enabled, user.id);
}

export interface AlertPage {
  alert: AlertView;
  matches: MatchView[];
  total: number;
  page: number;
  pageCount: number;
}

/** An alert of the signed-in user and a page of its matches, or the 404 page (also for another user's alert). */
export async function getAlertPage(alertId: string, page = 1): Promise<AlertPage> {
  const user = await requireUser();
  if (!/^[0-9a-f-]{36}$/i.test(alertId)) notFound();
  const db = await getDb();
  const alert = await findAlert(db, user.id, alertId);
  if (!alert) notFound();
  const [counted] = (await listAlertsOf(db, user.id)).filter((row) => row.alert.id === alertId);
  const matches = await listAlertMatches(db, alertId, page);
  const now = new Date();
  return {
    alert: alertView(counted ?? { alert, matches: 0, newMatches: 0, lastMatchAt: null }),
    matches: matches.items.map((item) => ({
      ...matchView(item, now),
      matchedAt: item.matchedAt.toISOString(),
      isNew: item.matchedAt > alert.seenAt,
    })),
    total: matches.total,
    page,
    pageCount: Math.max(1, Math.ceil(matches.total / matchesPageSize)),
  };
}

export interface AlertForEdit {
  id: string;
  name: string;
  frequency: AlertView['frequency'];
  matchLots: boolean;
  /** The filters being edited: those given (back from the search page), else the alert's own. */
  params: string;
  filters: string[];
  preview: PreviewView;
}

/** An alert for its edit form, with other filters when the user chose them on the search page. */
export async function getAlertForEdit(
  alertId: string,
  params: URLSearchParams | null,
): Promise<AlertForEdit | { ok: false; parameter: string; message: string }> {
  const user = await requireUser();
  if (!/^[0-9a-f-]{36}$/i.test(alertId)) notFound();
  const db = await getDb();
  const alert = await findAlert(db, user.id, alertId);
  if (!alert) notFound();
  const compiled = await compileAlert(db, params ?? new URLSearchParams(alert.searchParams));
  if (!compiled.ok) return compiled;
  const now = new Date();
  const preview = await previewOf(db, compiled.alert, alert.matchLots, now);
  return {
    id: alert.id,
    name: alert.name,
    frequency: alert.frequency,
    matchLots: alert.matchLots,
    params: compiled.alert.searchParams,
    filters: describeFilters(compiled.alert.filters),
    preview: previewView(preview, now),
  };
}

/** The user has looked at the alert's matches. */
export async function markAlertSeen(alertId: string): Promise<void> {
  const user = await requireUser();
  await markSeenRow(await getDb(), user.id, alertId);
}

/** The signed-in user's saved tenders that changed since they last looked, and whether changes are mailed. */
export async function listWatchedTenders(): Promise<{ tenders: WatchedTender[]; emails: boolean }> {
  const user = await requireUser();
  const db = await getDb();
  const [tenders, emails] = await Promise.all([listWatchedChanges(db, user.id), watchEmailsEnabled(db, user.id)]);
  return { tenders, emails };
}

export async function markChangesSeen(tenderId: string | null): Promise<void> {
  const user = await requireUser();
  await markChangesSeenRows(await getDb(), user.id, tenderId);
}

export async function setWatchMails(enabled: boolean): Promise<void> {
  const user = await requireUser();
  await setWatchEmails(await getDb(), user.id, enabled);
}

export type UnsubscribeLookup =
  | { ok: true; what: string; alreadyOff: boolean }
  /** 400: not a link of ours; 503: links cannot be checked (no secret configured in production). */
  | { ok: false; status: 400 | 503; message: string };

const invalidLink =
  'This unsubscribe link is not valid. Copy the whole link from the email, or sign in to manage your alerts.';

async function readToken(token: string) {
  const secret = unsubscribeSecret();
  if (!secret.ok)
    return { ok: false as const, status: 503 as const, message: 'Unsubscribe links cannot be checked right now.' };
  const target = readUnsubscribeToken(secret.secret, token);
  if (!target) return { ok: false as const, status: 400 as const, message: invalidLink };
  return { ok: true as const, target };
}

/** What a signed unsubscribe link stops, without changing anything (the confirmation page). */
export async function lookUpUnsubscribe(token: string): Promise<UnsubscribeLookup> {
  const read = await readToken(token);
  if (!read.ok) return read;
  const db = await getDb();
  if (read.target.kind === 'watch') {
    return {
      ok: true,
      what: 'emails about changes to the tenders you saved',
      alreadyOff: !(await watchEmailsEnabled(db, read.target.userId)),
    };
  }
  const alert = await alertNameAndMails(db, read.target.alertId);
  if (!alert) return { ok: true, what: 'emails of an alert that has since been deleted', alreadyOff: true };
  return { ok: true, what: `emails of the alert “${alert.name}”`, alreadyOff: !alert.emailsEnabled };
}

/** Stops what a signed unsubscribe link names; no session needed (RFC 8058 one-click, or the confirmation page). */
export async function unsubscribe(token: string): Promise<UnsubscribeLookup> {
  const read = await readToken(token);
  if (!read.ok) return read;
  const db = await getDb();
  const before = await lookUpUnsubscribe(token);
  if (read.target.kind === 'watch') {
    await setWatchEmails(db, read.target.userId, false);
  } else {
    await setAlertEmails(db, read.target.alertId, false);
  }
  return before;
}
