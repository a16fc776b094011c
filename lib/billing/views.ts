// Billing's views (a side door, client-safe): the plans, credit packs and prices as pages show them.
export {
  creditCosts,
  creditPacks,
  formatEuros,
  paidPlanIds,
  plans,
  pricesExcludeVat,
  type CreditPack,
  type PaidPlanId,
  type Plan,
  type PlanId,
} from './plans';
