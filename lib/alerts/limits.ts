// Plan limits of alerts. Billing replaces this with the user's plan; until then every user has the same.
/** How many alerts a user may keep. */
export const alertsPerUser: number = 20;

/** The number of alerts `userId` may keep (the seam billing's plans take over). */
export function alertLimitFor(_userId: string): number {
  return alertsPerUser;
}
