'use server';
// Server actions of the settings page's bid decisions: the scorecard's profile and weights, the calendar feed's
// token and reminders; validated with the forms' schemas, for the signed-in user only.
import { emptySchema } from '@/lib/account/schema';
import { validatedUserAction } from '@/lib/auth/actions';
import { revokeCalendarToken, rotateCalendarToken, saveAlarmDays } from '@/lib/calendar';
import { alarmDaysSchema } from '@/lib/calendar/schema';
import { saveBidProfile, saveScorecardWeights } from '@/lib/scorecard';
import { bidProfileSchema, scorecardWeightsSchema } from '@/lib/scorecard/schema';

export const saveBidProfileAction = validatedUserAction(bidProfileSchema, (input, user) =>
  saveBidProfile(user.id, input),
);

export const saveScorecardWeightsAction = validatedUserAction(scorecardWeightsSchema, (input, user) =>
  saveScorecardWeights(user.id, input),
);

export const resetScorecardWeightsAction = validatedUserAction(emptySchema, (_input, user) =>
  saveScorecardWeights(user.id, null),
);

export const rotateCalendarTokenAction = validatedUserAction(emptySchema, (_input, user) =>
  rotateCalendarToken(user.id),
);

export const revokeCalendarTokenAction = validatedUserAction(emptySchema, (_input, user) =>
  revokeCalendarToken(user.id),
);

export const saveAlarmDaysAction = validatedUserAction(alarmDaysSchema, (input, user) =>
  saveAlarmDays(user.id, input.alarmDays),
);
