// JSON error answers of the public API: one shape everywhere, `{ error: { code, message, … } }`.

export function jsonError(
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return Response.json(
    { error: { code, message, ...details } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}
