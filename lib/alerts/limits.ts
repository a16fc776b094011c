// How many alerts a user may keep: their plan's number (lib/billing's plans). Until subscriptions exist every user
// is on the free plan; billing replaces the lookup below with the user's plan.
import { plans } from '@/lib/billing';

/** The number of alerts `userId` may keep. */
export function alertLimitFor(_userId: string): number {
  return plans.free.alerts;
}
