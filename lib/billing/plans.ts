// Plans, credit packs and what each action costs: the one place an operator changes prices and limits, for both
// editions. Prices are in euro cents, VAT excluded.

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
  /** Questions to the tender chat per day. */
  chatQuestionsPerDay: number;
  summary: string;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyPriceCents: 0,
    monthlyCredits: 5,
    alerts: 3,
    chatQuestionsPerDay: 20,
    summary: 'Search, save and add tenders, with a few analyses a month.',
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyPriceCents: 2900,
    monthlyCredits: 100,
    alerts: 25,
    chatQuestionsPerDay: 200,
    summary: 'For a bid manager who analyses tenders every week.',
  },
  business: {
    id: 'business',
    name: 'Business',
    monthlyPriceCents: 9900,
    monthlyCredits: 400,
    alerts: 100,
    chatQuestionsPerDay: 1000,
    summary: 'For a bid team sharing the work on many tenders.',
  },
};

export interface CreditPack {
  id: string;
  credits: number;
  priceCents: number;
}

/** One-off credits, on top of any plan; they do not expire. */
export const creditPacks: readonly CreditPack[] = [
  { id: 'credits-20', credits: 20, priceCents: 1500 },
  { id: 'credits-100', credits: 100, priceCents: 6000 },
];

/** What each action costs in credits. */
export const creditCosts = {
  /** Unlocks a tender's summary and compliance reports and its chat, once per user and tender. */
  analysisUnlock: 2,
  /** One question to the tender chat. */
  chatQuestion: 1,
} as const;

/** VAT is added at checkout by the rate of the buyer's country. */
export const pricesExcludeVat = true;
