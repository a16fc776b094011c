// Errors of the embedded Stripe test server in Stripe's shape (`{error: {type, code, message, param}}`), which the
// SDK turns into its StripeInvalidRequestError, StripeAuthenticationError and so on.
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'api_error' | 'card_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

export const stripeErrors = {
  missing: (param: string) =>
    new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param),
  invalid: (param: string, message: string) =>
    new StripeApiError(400, 'invalid_request_error', message, 'parameter_invalid_empty', param),
  noSuch: (kind: string, id: string, param = 'id') =>
    new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param),
  unknownRoute: (method: string, path: string) =>
    new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). The embedded Stripe test server implements customers, prices, Checkout Sessions, subscriptions, invoices, events and billing portal sessions.`,
    ),
  refused: (reasons: string[]) => new StripeApiError(503, 'api_error', reasons.join(' ')),
  internal: () => new StripeApiError(500, 'api_error', 'The embedded Stripe test server failed; see its log.'),
};

export function unauthorized(): Response {
  return Response.json(
    {
      error: {
        type: 'invalid_request_error',
        message:
          'Invalid API Key provided. The embedded Stripe test server accepts the key the app uses when STRIPE_SECRET_KEY is unset.',
      },
    },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="Stripe"' } },
  );
}

export function errorResponse(error: StripeApiError): Response {
  const body: Record<string, string> = { type: error.type, message: error.message };
  if (error.code) body.code = error.code;
  if (error.param) body.param = error.param;
  return Response.json({ error: body }, { status: error.status });
}
