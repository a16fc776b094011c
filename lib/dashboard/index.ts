// The dashboard's front door: each panel's data for the signed-in user, gathered from the domains that own it
// (tenders, alerts, analysis, billing, account, companies). Every function finds the user itself; each panel
// loads on its own, so a slow one does not hold the others back.
import 'server-only';
import { cache } from 'react';
import { getProfile, getPublicProfile } from '@/lib/account';
import { listAlerts, listWatchedTenders, type AlertView, type ChangeLine } from '@/lib/alerts';
import { requireUser } from '@/lib/auth/user';
import { getCpvSettings } from '@/lib/companies';
import { listSavedTenders, searchTenderCards, type ResultCardData, type TenderListItem } from '@/lib/tenders';
import { effectiveStatus } from '@/lib/tenders/views';

export { listMyAnalyses } from '@/lib/analysis';

// Several panels read the profile, the company's codes and the saved tenders: once per request.
const profileOf = cache(getProfile);
const cpvSettingsOf = cache(getCpvSettings);
const publicProfileOf = cache(getPublicProfile);
const savedTenders = cache(listSavedTenders);

/** The signed-in user's name for the greeting; '' until they gave one. */
export async function getMyName(): Promise<string> {
  const user = await requireUser();
  return (await profileOf(user.id)).userName;
}
export { getMyCreditSummary } from '@/lib/billing';

export interface SavedTenderItem extends TenderListItem {
  open: boolean;
  /** What new notices changed since the user last looked (saved tenders are watched), newest notice last. */
  changes: ChangeLine[];
}

/** Open first, soonest deadline first; then those without a deadline; then closed ones, latest closed first. */
export function byDeadline(now: Date) {
  const rank = (tender: TenderListItem) => {
    if (effectiveStatus(tender.status, tender.deadlineDate, now) !== 'open') return 2;
    return tender.deadlineDate ? 0 : 1;
  };
  return (a: TenderListItem, b: TenderListItem): number => {
    const order = rank(a) - rank(b);
    if (order !== 0) return order;
    const aTime = a.deadlineDate?.getTime() ?? 0;
    const bTime = b.deadlineDate?.getTime() ?? 0;
    if (rank(a) === 0) return aTime - bTime || a.id.localeCompare(b.id);
    return bTime - aTime || a.id.localeCompare(b.id);
  };
}

/** The user's saved tenders by deadline, each with what changed in it since they last looked. */
export async function getSavedByDeadline(now = new Date()): Promise<SavedTenderItem[]> {
  const [saved, watched] = await Promise.all([savedTenders(), listWatchedTenders()]);
  const changesOf = new Map(
    watched.tenders.map((tender) => [tender.id, tender.notices.flatMap((notice) => notice.lines)]),
  );
  return [...saved].sort(byDeadline(now)).map((tender) => ({
    ...tender,
    open: effectiveStatus(tender.status, tender.deadlineDate, now) === 'open',
    changes: changesOf.get(tender.id) ?? [],
  }));
}

/** How many alerts the dashboard lists. */
export const dashboardAlertLimit = 5;

export interface AlertsPanel {
  /** Alerts with new matches first, then the rest, as many as the panel lists. */
  alerts: AlertView[];
  total: number;
  newMatches: number;
}

export async function getAlertsPanel(): Promise<AlertsPanel> {
  const { alerts } = await listAlerts();
  const sorted = [...alerts].sort((a, b) => Number(b.newMatches > 0) - Number(a.newMatches > 0));
  return {
    alerts: sorted.slice(0, dashboardAlertLimit),
    total: alerts.length,
    newMatches: alerts.reduce((sum, alert) => sum + alert.newMatches, 0),
  };
}

/** The search URL's list limits (cpv and nuts take at most 20 codes each). */
const codeLimit = 20;
/** How many recommended tenders the dashboard shows. */
export const recommendationLimit = 5;

export type Recommendations =
  | { kind: 'no-codes' }
  | {
      kind: 'found';
      cpvCodes: string[];
      regions: string[];
      tenders: ResultCardData[];
      total: number;
      /** The search page with the same filters, for all of them. */
      searchHref: string;
    };

/** Open tenders in the company's CPV codes (its own and those it subcontracts in) and its regions, newest first. */
export async function getRecommendations(): Promise<Recommendations> {
  const user = await requireUser();
  const [cpv, publicProfile, saved] = await Promise.all([
    cpvSettingsOf(user.id),
    publicProfileOf(user.id),
    savedTenders(),
  ]);
  const cpvCodes = [
    ...new Set([...cpv.cpvCodes.map((item) => item.code), ...publicProfile.subcontractorCpvCodes]),
  ].slice(0, codeLimit);
  if (cpvCodes.length === 0) return { kind: 'no-codes' };
  const regions = publicProfile.subcontractorRegions.slice(0, codeLimit);
  const params = new URLSearchParams([
    ...cpvCodes.map((code) => ['cpv', code]),
    ...regions.map((code) => ['nuts', code]),
    ['open', 'true'],
    ['sort', 'newest'],
  ]);
  const outcome = await searchTenderCards(params);
  if (!outcome.ok) return { kind: 'no-codes' };
  const savedIds = new Set(saved.map((tender) => tender.id));
  return {
    kind: 'found',
    cpvCodes,
    regions,
    tenders: outcome.result.cards.filter((card) => !savedIds.has(card.id)).slice(0, recommendationLimit),
    total: outcome.result.total,
    searchHref: `/tenders?${params.toString()}`,
  };
}

export interface ProfileStep {
  id: 'profile' | 'industry' | 'description' | 'cpv-codes' | 'subcontracting';
  label: string;
  /** Why it is worth doing, in one line. */
  why: string;
  href: string;
  done: boolean;
}

export interface ProfileCompleteness {
  steps: ProfileStep[];
  done: number;
  percent: number;
  /** The first step not done yet; null when all are. */
  next: ProfileStep | null;
  /** CPV codes suggested for the company that wait for the user's yes or no. */
  openSuggestions: number;
}

export async function getProfileCompleteness(): Promise<ProfileCompleteness> {
  const user = await requireUser();
  const [profile, publicProfile, cpv] = await Promise.all([
    profileOf(user.id),
    publicProfileOf(user.id),
    cpvSettingsOf(user.id),
  ]);
  const steps: ProfileStep[] = [
    {
      id: 'profile',
      label: 'Add your name and company',
      why: 'They appear on your reports.',
      href: '/settings#profile',
      done: profile.userName.trim() !== '' && profile.companyName.trim() !== '',
    },
    {
      id: 'industry',
      label: 'Say which industry you work in',
      why: 'Subcontractor searches and CPV suggestions read it.',
      href: '/settings#profile',
      done: profile.companyIndustry.trim() !== '',
    },
    {
      id: 'description',
      label: 'Describe what your company does',
      why: 'CPV codes can then be suggested from your own words.',
      href: '/settings#cpv-codes',
      done: cpv.description.trim() !== '',
    },
    {
      id: 'cpv-codes',
      label: 'Choose your CPV codes',
      why: 'Tenders in them are recommended here.',
      href: '/settings#cpv-codes',
      done: cpv.cpvCodes.length > 0,
    },
    {
      id: 'subcontracting',
      label: 'Open your public profile to subcontracting',
      why: 'Bidders looking for partners in your codes and regions find you.',
      href: '/settings#public-profile',
      done: publicProfile.enabled && publicProfile.listedAsSubcontractor,
    },
  ];
  const done = steps.filter((step) => step.done).length;
  return {
    steps,
    done,
    percent: Math.round((done / steps.length) * 100),
    next: steps.find((step) => !step.done) ?? null,
    openSuggestions: cpv.suggestions.length,
  };
}
