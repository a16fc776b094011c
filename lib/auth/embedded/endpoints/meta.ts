// Endpoints about the server itself: health, settings, the JWKS, and OAuth (no providers here).
import type { AuthContext } from '../context';
import { AuthError, jsonResponse } from '../http';

export async function health(_ctx: AuthContext, request: Request): Promise<Response> {
  return jsonResponse(request, {
    name: 'embedded-auth',
    description: 'Supabase-compatible auth served by the app',
    version: '1',
  });
}

export async function settings(ctx: AuthContext, request: Request): Promise<Response> {
  return jsonResponse(request, {
    external: { email: true, phone: false, anonymous_users: false, google: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.settings.emailConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** The public signing key; clients cache it, as Supabase's own edge does, for 10 minutes. */
export async function jwks(ctx: AuthContext, request: Request): Promise<Response> {
  return jsonResponse(request, { keys: [ctx.key.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' });
}

/** OAuth sign-in needs a hosted Supabase project: the embedded server has no providers. */
export async function authorize(_ctx: AuthContext, _request: Request, url: URL): Promise<Response> {
  const provider = url.searchParams.get('provider') ?? '';
  throw new AuthError(
    400,
    'validation_failed',
    `Unsupported provider: provider is not enabled${provider ? ` (${provider}: sign-in with OAuth providers needs a hosted Supabase project)` : ''}`,
  );
}
