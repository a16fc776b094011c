// Settings the edge middleware reads at run time: no secrets, so this module is safe to bundle for
// the edge runtime (lib/config/server.ts is server-only and holds the secrets).
import { edgeEnvSchema, parseEnv } from './env-schema';

export const edgeEnv = parseEnv(edgeEnvSchema, {
  PORT: process.env.PORT,
  AUTH_GUARD_INCLUDE: process.env.AUTH_GUARD_INCLUDE,
  AUTH_GUARD_EXCLUDE: process.env.AUTH_GUARD_EXCLUDE,
});
