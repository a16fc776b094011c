// The tender page reads rows, never notices: with the eForms parser and gunzip counted, rendering a tender's
// page (history with a changed deadline, another language of the notice) and its metadata calls neither.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, tenders, type Database } from '@/lib/db';
import { parseEformsNotice } from '@/lib/ingest/eforms';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:zlib')>();
  return { ...actual, gunzipSync: vi.fn(actual.gunzipSync) };
});
vi.mock('@/lib/ingest/eforms', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/ingest/eforms')>();
  return { ...actual, parseEformsNotice: vi.fn(actual.parseEformsNotice) };
});

let db: Database;

/** The tender page for a signed-out reader, rendered to HTML. */
async function renderTenderPage(tenderId: string, searchParams: Record<string, string> = {}) {
  const { default: TenderPage, generateMetadata } = await import('@/app/(workspace)/tenders/[tenderId]/page');
  const props = { params: Promise.resolve({ tenderId }), searchParams: Promise.resolve(searchParams) };
  let html = '';
  await runInRequestScope(new Request(`http://localhost/tenders/${tenderId}`), async () => {
    await generateMetadata(props);
    html = renderToStaticMarkup(await TenderPage(props));
    return new Response(null);
  });
  return html;
}

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  await importFiles(db, await expandInputs(['lib/ingest/samples/eforms-sdk-examples']), { drafts: true });
  // A notice arriving on its own for a stored procedure: the importer reads the procedure's stored notices.
  const again = readFileSync('lib/ingest/samples/eforms-sdk-examples/change-cn_24_open_dates.xml', 'utf8');
  expect(await importNoticeXml(db, `${again}<!-- sent again -->`, 'again', { drafts: true })).toMatchObject({
    status: 'updated',
  });
}, 120_000);

describe('the tender page at request time', () => {
  it('shows what a change notice changed without gunzipping or parsing a notice', async () => {
    // The counters see the importer's work, so a read that parsed would be caught.
    expect(vi.mocked(parseEformsNotice).mock.calls.length).toBeGreaterThan(100);
    expect(vi.mocked(gunzipSync).mock.calls.length).toBeGreaterThan(0);
    vi.mocked(parseEformsNotice).mockClear();
    vi.mocked(gunzipSync).mockClear();

    const [changed] = await db
      .select({ id: tenders.id })
      .from(tenders)
      .where(
        eq(
          tenders.title,
          'Term Contract for a Planned Programme of In-service Inspection and Testing of Electrical Equipment',
        ),
      );
    const html = await renderTenderPage(changed!.id);
    expect(html).toContain('Notice history');
    expect(html).toContain('Deadline:');
    expect(html).toContain('12 June 2020 12:00 UTC+01:00');
    expect(html).toContain('information updated or added');

    const bilingual = (await db.select().from(tenders).where(eq(tenders.source, 'ted'))).find(
      (t) => Object.keys(t.titles).length > 1,
    )!;
    const other = Object.keys(bilingual.titles).find((code) => code !== bilingual.languageCode)!;
    const translated = await renderTenderPage(bilingual.id, { lang: other });
    expect(translated).toContain(bilingual.titles[other]!.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

    expect(parseEformsNotice).not.toHaveBeenCalled();
    expect(gunzipSync).not.toHaveBeenCalled();
  });
});
