// Route parameters of the tender pages, validated before anything is looked up.
import { z } from 'zod';

/** Tender ids and TED publication numbers (`612681-2024`): letters, digits and dashes. */
export const tenderIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/);

export function parseTenderId(value: string): string | null {
  const parsed = tenderIdSchema.safeParse(decodeURIComponent(value));
  return parsed.success ? parsed.data : null;
}
