// Plans, credit packs and what each action costs: the one place an operator changes prices and limits, for both
// editions. What a plan allows here is what the pricing page sells and what alerts, the chat and uploads enforce
// (through planLimits). Prices are in euro cents, VAT excluded. Stripe finds each price by its lookup key; a price
// whose amount differs from this file's is replaced at the next checkout (lib/billing/prices.ts).

export type PlanId = 'free' | 'pro' | 'business';

export interface Plan {
  id: PlanId;
  name: string;
  /** Per month, VAT excluded; 0 for the free plan. */
  monthlyPriceCents: number;
  /** Credits granted each month (the free plan's on the first look of the month, paid plans' with each invoice). */
  monthlyCredits: number;
  /** Saved searches that send alerts. */
  alerts: number;
  /** Questions to the tender chat in any 24 hours (each also costs credits). */
  chatQuestionsPerDay: number;
  /** Documents one person may upload in any hour. */
  uploadsPerHour: number;
  summary: string;
  /** The Stripe price's lookup key (monthly, EUR); null for the free plan. */
  stripeLookupKey: string | null;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyPriceCents: 0,
    monthlyCredits: 5,
    alerts: 3,
    chatQuestionsPerDay: 20,
    uploadsPerHour: 60,
    summary: 'Search, save and add tenders, with a few analyses a month.',
    stripeLookupKey: null,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyPriceCents: 2900,
    monthlyCredits: 100,
    alerts: 25,
    chatQuestionsPerDay: 200,
    uploadsPerHour: 60,
    summary: 'For a bid manager who analyses tenders every week.',
    stripeLookupKey: 'tenderscope_pro_monthly_eur',
  },
  business: {
    id: 'business',
    name: 'Business',
    monthlyPriceCents: 9900,
    monthlyCredits: 400,
    alerts: 100,
    chatQuestionsPerDay: 1000,
    uploadsPerHour: 60,
    summary: 'For a bid team sharing the work on many tenders.',
    stripeLookupKey: 'tenderscope_business_monthly_eur',
  },
};

export interface CreditPack {
  id: string;
  credits: number;
  priceCents: number;
  /** The Stripe price's lookup key (one-off, EUR). */
  stripeLookupKey: string;
}

/** One-off credits, on top of any plan; they do not expire. */
export const creditPacks: readonly CreditPack[] = [
  { id: 'credits-20', credits: 20, priceCents: 1500, stripeLookupKey: 'tenderscope_credits_20_eur' },
  { id: 'credits-100', credits: 100, priceCents: 6000, stripeLookupKey: 'tenderscope_credits_100_eur' },
];

export const paidPlanIds = ['pro', 'business'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export function isPlanId(value: unknown): value is PlanId {
  return value === 'free' || value === 'pro' || value === 'business';
}

/** The paid plan a Stripe price stands for, by its lookup key; null for any other price. */
export function planOfLookupKey(lookupKey: string | null | undefined): PaidPlanId | null {
  return paidPlanIds.find((id) => plans[id].stripeLookupKey === lookupKey) ?? null;
}

export function creditPackById(id: string): CreditPack | null {
  return creditPacks.find((pack) => pack.id === id) ?? null;
}

/** A price as the pricing page shows it: `€29` or `€29.50`. */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  return `€${Number.isInteger(euros) ? euros : euros.toFixed(2)}`;
}

/** What each action costs in credits. */
export const creditCosts = {
  /** Unlocks a tender's summary and compliance reports and its chat, once per user and tender. */
  analysisUnlock: 2,
  /** One question to the tender chat. */
  chatQuestion: 1,
} as const;

/** VAT is added at checkout by the rate of the buyer's country. */
export const pricesExcludeVat = true;

/** What a plan allows, as alerts, the chat and uploads enforce it and the pricing page sells it. */
export interface PlanLimits {
  planId: PlanId;
  planName: string;
  monthlyCredits: number;
  /** Tenders whose analysis the month's credits unlock, if they pay for nothing else. */
  analysesPerMonth: number;
  alerts: number;
  chatQuestionsPerDay: number;
  uploadsPerHour: number;
}

export function limitsOf(plan: Plan): PlanLimits {
  return {
    planId: plan.id,
    planName: plan.name,
    monthlyCredits: plan.monthlyCredits,
    analysesPerMonth: Math.floor(plan.monthlyCredits / creditCosts.analysisUnlock),
    alerts: plan.alerts,
    chatQuestionsPerDay: plan.chatQuestionsPerDay,
    uploadsPerHour: plan.uploadsPerHour,
  };
}

/** What a number of credits buys, in words: "2 analyses, or 1 analysis and 3 questions". */
export function creditsInWords(credits: number): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
  const analyses = Math.floor(credits / creditCosts.analysisUnlock);
  const questionsAfterOne = Math.floor((credits - creditCosts.analysisUnlock) / creditCosts.chatQuestion);
  if (analyses < 1) return count(Math.floor(credits / creditCosts.chatQuestion), 'question', 'questions');
  if (questionsAfterOne < 1) return count(analyses, 'analysis', 'analyses');
  return `${count(analyses, 'analysis', 'analyses')}, or 1 analysis and ${count(questionsAfterOne, 'question', 'questions')}`;
}
