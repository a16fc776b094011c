// The tenders domain's input schemas (a side door, client-safe): the tender form's schema, its empty values and
// choices, and saving a tender, shared by the form (client) and the server actions.
import { z } from 'zod';

export {
  currencyCodes,
  emptyTenderForm,
  tenderFormSchema,
  type TenderFormFields,
  type TenderFormValues,
} from './user-tenders/schema';
export { tenderFormOptions, type Choice, type ChoiceGroup, type TenderFormOptions } from './user-tenders/options';

/** The save button's form: a tender id and whether to save or unsave it. */
export const setSavedSchema = z.object({
  tenderId: z.string().regex(/^[0-9a-f]{16}$/, { error: 'Not a tender id.' }),
  saved: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
