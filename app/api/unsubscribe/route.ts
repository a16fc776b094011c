// The List-Unsubscribe address of alert mails. POST is RFC 8058's one-click unsubscribe: the mail provider posts
// `List-Unsubscribe=One-Click` without any session, and 200 means done (never a redirect, as the RFC asks). GET,
// a person opening the address, goes to the page that asks before it unsubscribes.
import { unsubscribe } from '@/lib/alerts';

export const dynamic = 'force-dynamic';

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await unsubscribe(token);
  if (!outcome.ok) return plain(outcome.status, outcome.message);
  return plain(200, `Unsubscribed: you will get no more ${outcome.what}.`);
}

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const page = new URL('/unsubscribe', request.url);
  page.searchParams.set('token', token);
  return new Response(null, { status: 303, headers: { Location: `${page.pathname}${page.search}` } });
}
