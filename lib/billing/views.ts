// Billing's views (a side door, client-safe): the plans, credit packs and prices as pages show them.
export {
  creditCosts,
  creditPacks,
  creditsInWords,
  formatEuros,
  limitsOf,
  paidPlanIds,
  plans,
  pricesExcludeVat,
  type CreditPack,
  type PaidPlanId,
  type Plan,
  type PlanId,
  type PlanLimits,
} from './plans';
