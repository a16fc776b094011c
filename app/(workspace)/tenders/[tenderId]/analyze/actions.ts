'use server';
// The analyze page's actions: unlocking (spends credits, so the session must be live), making failed reports
// again, making missing or outdated reports again (the page asks when its view says so), and saving the user's
// status and note of a requirement.
import { revalidatePath } from 'next/cache';
import { validatedLiveUserAction, validatedUserAction } from '@/lib/auth/actions';
import {
  markSchema,
  refreshReports,
  retryReports,
  saveComplianceMark,
  unlockAnalysis,
  unlockSchema,
} from '@/lib/analysis';

export const unlockAnalysisAction = validatedLiveUserAction(unlockSchema, ({ tenderId }) => unlockAnalysis(tenderId));

export const retryReportsAction = validatedUserAction(unlockSchema, ({ tenderId }) => retryReports(tenderId));

export const refreshReportsAction = validatedUserAction(unlockSchema, ({ tenderId }) => refreshReports(tenderId));

export const saveComplianceMarkAction = validatedUserAction(markSchema, async (input) => {
  const result = await saveComplianceMark(input);
  // The page's scorecard counts the marks: the action's answer brings it up to date with this one.
  if (result.ok) revalidatePath(`/tenders/${input.tenderId}/analyze`);
  return result;
});
