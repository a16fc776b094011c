// The product schema: every product table lives in `app` (not `public`, which Supabase serves to API keys).
import { pgSchema } from 'drizzle-orm/pg-core';

export const app = pgSchema('app');
