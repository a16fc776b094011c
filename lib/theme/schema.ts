// Validation of a theme choice sent to the server (kept apart so client bundles don't carry zod).
import { z } from 'zod';
import { themes } from './index';

export const themeInputSchema = z.object({ theme: z.enum(themes, { error: 'Theme must be "light" or "dark"' }) });
