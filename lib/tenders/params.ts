// Route parameters of the tender pages and API, validated before anything is looked up. A tender is named by
// its own id (16 hex digits) or by the TED publication number of any of its notices (`612681-2024`, also
// written `00612681-2024`), which redirects to the id.
import { z } from 'zod';

/** Letters, digits and dashes: anything else is not a tender reference at all. */
export const tenderIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/);

const tenderIdPattern = /^[0-9a-f]{16}$/;
const publicationNumberPattern = /^0*(\d{1,8})-(\d{4})$/;

export type TenderRef =
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'publication-number'; readonly publicationNumber: string };

/** What a path segment names, or null when it cannot name a tender. */
export function parseTenderRef(segment: string): TenderRef | null {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!tenderIdSchema.safeParse(value).success) return null;
  if (tenderIdPattern.test(value)) return { kind: 'id', id: value };
  const publication = publicationNumberPattern.exec(value);
  if (publication)
    return { kind: 'publication-number', publicationNumber: `${Number(publication[1])}-${publication[2]}` };
  return null;
}

export const tenderRefHelp =
  'A tender is named by its id (16 hexadecimal digits) or a TED publication number such as 612681-2024.';
