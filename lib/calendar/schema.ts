// The calendar settings' input (client-safe): reminders in days before each date.
import { z } from 'zod';

/** '7, 1' → [7, 1]; empty means no reminders. At most 5, each 0 (on the day) to 60 days before. */
export const alarmDaysSchema = z.object({
  alarmDays: z
    .string()
    .max(100, 'At most 100 characters.')
    .transform((value, context) => {
      const parts = value
        .split(/[\s,;]+/u)
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.some((part) => !/^\d{1,2}$/u.test(part) || Number(part) > 60)) {
        context.addIssue({
          code: 'custom',
          message: 'Reminders are whole days from 0 (on the day) to 60, like “7, 1”.',
        });
        return z.NEVER;
      }
      const days = [...new Set(parts.map(Number))].sort((a, b) => b - a);
      if (days.length > 5) {
        context.addIssue({ code: 'custom', message: 'At most 5 reminders.' });
        return z.NEVER;
      }
      return days;
    }),
});
export type AlarmDaysInput = z.output<typeof alarmDaysSchema>;
