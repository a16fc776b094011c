// A stand-in for the ECB's reference rate files over real HTTP: eurofxref-daily.xml, eurofxref-hist-90d.xml
// and eurofxref-hist.xml in the ECB's own XML format, built from the rate rows a test gives.
import type { RateRow } from '@/lib/reference/rates';
import { startHttpServer } from '@/tests/fixtures/http-server';

export interface EcbStandIn {
  /** What ECB_RATES_URL points at. */
  readonly baseUrl: string;
  /** Every request, as "METHOD /path". */
  readonly requests: string[];
  close(): Promise<void>;
}

const path = '/stats/eurofxref/';

/** The ECB's layout: a gesmes envelope, then one time Cube per business day, newest first. */
export function ecbXml(rows: readonly RateRow[]): string {
  const days = [...rows]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((row) => {
      const rates = Object.entries(row.rates).map(
        ([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`,
      );
      return `\t\t<Cube time='${row.date}'>\n${rates.join('\n')}\n\t\t</Cube>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${days.join('\n')}
\t</Cube>
</gesmes:Envelope>
`;
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Serves `rows` as the ECB would: the newest day daily, the last 90 days, and all of them as history. */
export async function startEcbServer(rows: readonly RateRow[]): Promise<EcbStandIn> {
  const server = await startHttpServer();
  const newest =
    rows
      .map((row) => row.date)
      .sort()
      .at(-1) ?? '1999-01-04';
  const files: Record<string, readonly RateRow[]> = {
    'eurofxref-daily.xml': rows.filter((row) => row.date === newest),
    'eurofxref-hist-90d.xml': rows.filter((row) => row.date > daysBefore(newest, 90)),
    'eurofxref-hist.xml': rows,
  };
  server.route(path, async (request) => {
    const file = new URL(request.url).pathname.slice(path.length);
    const served = files[file];
    if (!served) return new Response('Not found', { status: 404 });
    return new Response(ecbXml(served), { headers: { 'content-type': 'text/xml' } });
  });
  return { baseUrl: `${server.origin}${path}`, requests: server.requests, close: () => server.close() };
}
