// The document fetcher against a buyer's portal over real HTTP: real PDF, DOCX and ZIP files, a login, broken
// links, a 200 MB file, robots.txt, other hosts, redirects, time-outs and the private-address guard.
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentTypes, fetchTenderDocuments, type FetchDocumentsOptions } from '@/lib/documents/fetch';
import {
  answerStatus,
  neverAnswer,
  redirectTo,
  serveBytes,
  serveHtml,
  startBuyerPortal,
  streamLargeFile,
  type BuyerPortal,
} from '../support/buyer-portal-server';

const megabyte = 1024 * 1024;
let pdf: Uint8Array;
let docx: Uint8Array;
let zip: Uint8Array;
let portal: BuyerPortal;

async function buildPdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return document.save();
}

beforeAll(async () => {
  pdf = await buildPdf('Technical specification of the works');
  docx = new Uint8Array(
    await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Draft contract terms')] }] })),
  );
  zip = zipSync({ 'annex-1.txt': strToU8('Bill of quantities'), 'annex-2.pdf': await buildPdf('Site plan') });
});

beforeEach(async () => {
  portal = await startBuyerPortal();
  portal.route('/robots.txt', serveHtml('User-agent: *\nDisallow: /internal/\n'));
});

afterEach(async () => {
  await portal.close();
});

/** The fetcher as the tests run it: the local portal is on 127.0.0.1, so private addresses are allowed. */
function fetchLocal(urls: string[], options: FetchDocumentsOptions = {}) {
  return fetchTenderDocuments(urls, { allowPrivateHosts: true, ...options });
}

describe('fetching a tender page from a buyer portal', () => {
  it('keeps the three documents, notes the two logins and refuses the broken and the oversized links', async () => {
    const drawings = streamLargeFile(200 * megabyte, true);
    portal.route(
      '/tender/42',
      serveHtml(`<!doctype html><html><head><title>Tender 42</title></head><body>
        <nav><a href="/">Home</a> <a href="/about">About the portal</a> <a href="mailto:buyer@example.eu">Mail</a></nav>
        <h1>Road maintenance 2026</h1>
        <ul>
          <li><a href="/files/specification.pdf">Technical specification</a></li>
          <li><a href="/files/specification.pdf#page=2">Specification, chapter 2</a></li>
          <li><a href="/files/contract.docx" download>Draft contract</a></li>
          <li><a href="files/annexes.zip">Annexes (ZIP)</a></li>
          <li><a href="/files/price-list.xlsx">Price list (bidders only)</a></li>
          <li><a href="/files/forms.pdf">Forms</a></li>
          <li><a href="/files/missing.pdf">Withdrawn annex</a></li>
          <li><a href="/files/drawings.pdf">Drawings (200 MB)</a></li>
          <li><a href="http://localhost:${portal.port}/files/elsewhere.pdf">Mirror</a></li>
        </ul></body></html>`),
    );
    portal.route('/files/specification.pdf', serveBytes(pdf, 'application/pdf'));
    portal.route('/files/contract.docx', serveBytes(docx, 'application/octet-stream'));
    // Portals often label files wrongly: the bytes decide.
    portal.route('/tender/files/annexes.zip', serveBytes(zip, 'text/html'));
    portal.route('/files/price-list.xlsx', answerStatus(401, { 'www-authenticate': 'Basic realm="bidders"' }));
    portal.route('/files/forms.pdf', redirectTo('/account/login?next=%2Ffiles%2Fforms.pdf'));
    portal.route('/files/drawings.pdf', drawings.handler);

    const tenderPage = `${portal.origin}/tender/42`;
    const progress: { done: number; total: number }[] = [];
    const result = await fetchLocal([tenderPage], { onProgress: ({ done, total }) => progress.push({ done, total }) });

    expect(result.files.map((f) => [f.fileName, f.contentType, f.size])).toEqual([
      ['specification.pdf', contentTypes.pdf, pdf.byteLength],
      ['contract.docx', contentTypes.docx, docx.byteLength],
      ['annexes.zip', contentTypes.zip, zip.byteLength],
    ]);
    expect(Buffer.from(result.files[0]!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(Buffer.from(result.files[1]!.bytes).equals(Buffer.from(docx))).toBe(true);
    expect(Buffer.from(result.files[2]!.bytes).equals(Buffer.from(zip))).toBe(true);
    expect(result.files[2]!.url).toBe(`${portal.origin}/tender/files/annexes.zip`);

    expect(result.loginRequired).toEqual([
      {
        url: `${portal.origin}/files/price-list.xlsx`,
        reason: 'the portal asks for a login (HTTP 401)',
        foundOn: tenderPage,
      },
      {
        url: `${portal.origin}/files/forms.pdf`,
        reason: `redirected to a sign-in page (${portal.origin})`,
        foundOn: tenderPage,
      },
    ]);
    expect(result.refused).toEqual([
      {
        url: `${portal.origin}/files/missing.pdf`,
        reason: 'not found (HTTP 404): the link is broken or the file was removed',
        foundOn: tenderPage,
      },
      { url: `${portal.origin}/files/drawings.pdf`, reason: 'larger than 50 MB', foundOn: tenderPage },
    ]);

    // Each URL once: the login is not retried, the sign-in page and other links are not followed.
    expect(portal.count('/files/price-list.xlsx')).toBe(1);
    expect(portal.count('/files/specification.pdf')).toBe(1);
    expect(portal.count('/account/login')).toBe(0);
    expect(portal.count('/about')).toBe(0);
    expect(portal.count('/')).toBe(0);
    expect(portal.count('/files/elsewhere.pdf')).toBe(0);
    expect(portal.count('/robots.txt')).toBe(1);
    expect(drawings.sent()).toBeLessThan(100 * megabyte);
    // The page, then its seven document links on its own host.
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(progress.every((p) => p.total === 8)).toBe(true);
    const productAgent = /^Tenderscope\/1\.0 \(\+https?:\/\/[^ ]+\/about-us\)$/;
    expect(portal.userAgents.filter((agent) => !productAgent.test(agent))).toEqual([]);
  });

  it('stops a file streamed without a length at the size cap', async () => {
    const endless = streamLargeFile(200 * megabyte, false);
    portal.route('/files/scan.pdf', endless.handler);
    const result = await fetchLocal([`${portal.origin}/files/scan.pdf`], { maxFileBytes: 5 * megabyte });
    expect(result.files).toEqual([]);
    expect(result.refused).toEqual([
      { url: `${portal.origin}/files/scan.pdf`, reason: 'larger than 5 MB', foundOn: null },
    ]);
    expect(endless.sent()).toBeLessThan(100 * megabyte);
  });

  it('downloads a direct link, naming it from Content-Disposition and typing it from its bytes', async () => {
    portal.route(
      '/download',
      serveBytes(pdf, 'text/html', {
        'content-disposition': `attachment; filename="fallback.pdf"; filename*=UTF-8''Leistungsbeschreibung%20%C3%9Cbersicht.pdf`,
      }),
    );
    const result = await fetchLocal([`${portal.origin}/download?id=7`]);
    expect(result.files).toHaveLength(1);
    expect(result.files[0]).toMatchObject({
      url: `${portal.origin}/download?id=7`,
      fileName: 'Leistungsbeschreibung Übersicht.pdf',
      contentType: contentTypes.pdf,
      size: pdf.byteLength,
    });
  });

  it('follows links whose wording suggests a document, and drops those that turn out to be pages', async () => {
    portal.route(
      '/notice',
      serveHtml(`<html><body>
        <a href="/getfile?id=1">Download the tender documents</a>
        <a href="/documents">All documents</a>
        <a href="/news">News</a></body></html>`),
    );
    portal.route('/getfile', serveBytes(docx, 'application/octet-stream'));
    portal.route('/documents', serveHtml('<html><body><p>Documents are listed per tender.</p></body></html>'));
    const result = await fetchLocal([`${portal.origin}/notice`]);
    expect(result.files.map((f) => [f.fileName, f.contentType])).toEqual([['getfile.docx', contentTypes.docx]]);
    expect(result.refused).toEqual([]);
    expect(portal.count('/news')).toBe(0);
  });

  it('keeps the same file once when two links serve it, and reads each link once across the notice links', async () => {
    portal.route('/a', serveHtml('<a href="/files/spec.pdf">Spec</a> <a href="/files/copy.pdf">Spec (copy)</a>'));
    portal.route('/b', serveHtml('<a href="/files/spec.pdf">Specification</a>'));
    portal.route('/files/spec.pdf', serveBytes(pdf, 'application/pdf'));
    portal.route('/files/copy.pdf', serveBytes(pdf, 'application/pdf'));
    const result = await fetchLocal([`${portal.origin}/a`, `${portal.origin}/b`, `${portal.origin}/a#top`]);
    expect(result.files.map((f) => f.fileName)).toEqual(['spec.pdf']);
    expect(portal.count('/files/spec.pdf')).toBe(1);
    expect(portal.count('/a')).toBe(1);
  });

  it('notes a page that is a sign-in form as needing a login', async () => {
    portal.route(
      '/portal/tender/9',
      serveHtml(`<html><body><form method="post" action="/session">
        <label>User <input name="user"></label><label>Password <input type="password" name="pw"></label>
        <button>Sign in</button></form><a href="/help">Help</a></body></html>`),
    );
    const result = await fetchLocal([`${portal.origin}/portal/tender/9`]);
    expect(result.loginRequired).toEqual([
      { url: `${portal.origin}/portal/tender/9`, reason: 'the page is a sign-in form', foundOn: null },
    ]);
    expect(result.files).toEqual([]);
    expect(result.refused).toEqual([]);
  });

  it('records a 403 as a login and a page without document links as refused', async () => {
    portal.route('/closed', answerStatus(403));
    portal.route(
      '/empty',
      serveHtml('<html><body><p>No documents yet.</p><a href="/contact">Contact</a></body></html>'),
    );
    const result = await fetchLocal([`${portal.origin}/closed`, `${portal.origin}/empty`]);
    expect(result.loginRequired).toEqual([
      {
        url: `${portal.origin}/closed`,
        reason: 'the portal refuses access without a login (HTTP 403)',
        foundOn: null,
      },
    ]);
    expect(result.refused).toEqual([
      { url: `${portal.origin}/empty`, reason: 'the page links no documents', foundOn: null },
    ]);
  });

  it('refuses 5xx answers with a reason', async () => {
    portal.route('/files/broken.pdf', answerStatus(503));
    const result = await fetchLocal([`${portal.origin}/files/broken.pdf`]);
    expect(result.refused).toEqual([
      {
        url: `${portal.origin}/files/broken.pdf`,
        reason: 'the portal failed to answer (HTTP 503); try again later',
        foundOn: null,
      },
    ]);
  });
});

describe('robots.txt', () => {
  it("honours a Disallow in the product's own group over the catch-all group", async () => {
    portal.route(
      '/robots.txt',
      serveHtml('User-agent: *\nDisallow: /\n\nUser-agent: Tenderscope\nDisallow: /internal/\n'),
    );
    portal.route('/tender', serveHtml('<a href="/internal/budget.pdf">Budget</a> <a href="/files/spec.pdf">Spec</a>'));
    portal.route('/internal/budget.pdf', serveBytes(pdf, 'application/pdf'));
    portal.route('/files/spec.pdf', serveBytes(pdf, 'application/pdf'));
    const result = await fetchLocal([`${portal.origin}/tender`]);
    expect(result.files.map((f) => f.fileName)).toEqual(['spec.pdf']);
    expect(result.refused).toEqual([
      {
        url: `${portal.origin}/internal/budget.pdf`,
        reason: "the site's robots.txt does not allow automated downloads of /internal/budget.pdf",
        foundOn: `${portal.origin}/tender`,
      },
    ]);
    expect(portal.count('/internal/budget.pdf')).toBe(0);
  });

  it('fetches everything when robots.txt is missing', async () => {
    portal.route('/robots.txt', answerStatus(404));
    portal.route('/internal/budget.pdf', serveBytes(pdf, 'application/pdf'));
    const result = await fetchLocal([`${portal.origin}/internal/budget.pdf`]);
    expect(result.files).toHaveLength(1);
  });

  it('fetches nothing from a site whose robots.txt answers with a server error', async () => {
    portal.route('/robots.txt', answerStatus(500));
    portal.route('/files/spec.pdf', serveBytes(pdf, 'application/pdf'));
    const result = await fetchLocal([`${portal.origin}/files/spec.pdf`]);
    expect(result.files).toEqual([]);
    expect(result.refused).toEqual([
      {
        url: `${portal.origin}/files/spec.pdf`,
        reason: "the site's robots.txt could not be read (HTTP 500), so nothing was fetched from it",
        foundOn: null,
      },
    ]);
    expect(portal.count('/files/spec.pdf')).toBe(0);
  });
});

describe('the private-address guard', () => {
  it('refuses loopback, private and metadata addresses by default, before connecting', async () => {
    portal.route('/files/spec.pdf', serveBytes(pdf, 'application/pdf'));
    const urls = [
      `${portal.origin}/files/spec.pdf`,
      `http://localhost:${portal.port}/files/spec.pdf`,
      `http://[::ffff:127.0.0.1]:${portal.port}/files/spec.pdf`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/tender.pdf',
    ];
    const result = await fetchTenderDocuments(urls, { requestTimeoutMs: 2_000 });
    expect(result.files).toEqual([]);
    expect(result.refused.map((r) => r.url)).toEqual(urls);
    for (const refusal of result.refused) expect(refusal.reason).toMatch(/^the address points into a private network/);
    expect(portal.requests).toEqual([]);
  });

  it('refuses a redirect to another scheme', async () => {
    portal.route('/files/old.pdf', redirectTo('file:///etc/passwd'));
    portal.route('/files/ftp.pdf', redirectTo('ftp://ftp.example.eu/spec.pdf'));
    const result = await fetchLocal([`${portal.origin}/files/old.pdf`, `${portal.origin}/files/ftp.pdf`]);
    expect(result.refused.map((r) => r.reason)).toEqual(['not a web address (file)', 'not a web address (ftp)']);
  });
});

describe('redirects and time-outs', () => {
  it('ends a redirect loop and an endless chain of redirects', async () => {
    portal.route('/loop/a', redirectTo('/loop/b'));
    portal.route('/loop/b', redirectTo('/loop/a', 301));
    let hops = 0;
    portal.route(
      '/chain',
      (_request, response) => void response.writeHead(302, { location: `/chain?n=${++hops}` }).end(),
    );
    const result = await fetchLocal([`${portal.origin}/loop/a`, `${portal.origin}/chain`], { maxRedirects: 4 });
    expect(result.refused.map((r) => r.reason)).toEqual(['the server redirects in a loop', 'more than 4 redirects']);
    expect(portal.count('/loop/a')).toBe(1);
    expect(portal.count('/chain')).toBe(5);
  });

  it('gives up on a server that never answers after the request time-out', async () => {
    portal.route('/slow.pdf', neverAnswer);
    portal.route('/files/spec.pdf', serveBytes(pdf, 'application/pdf'));
    const result = await fetchLocal([`${portal.origin}/slow.pdf`, `${portal.origin}/files/spec.pdf`], {
      requestTimeoutMs: 300,
    });
    expect(result.refused).toEqual([
      {
        url: `${portal.origin}/slow.pdf`,
        reason: `127.0.0.1:${portal.port} did not answer within 0.3 s`,
        foundOn: null,
      },
    ]);
    expect(result.files.map((f) => f.fileName)).toEqual(['spec.pdf']);
  });

  it('stops everything once the overall time is up', async () => {
    portal.route('/slow-1.pdf', neverAnswer);
    portal.route('/slow-2.pdf', neverAnswer);
    const result = await fetchLocal([`${portal.origin}/slow-1.pdf`, `${portal.origin}/slow-2.pdf`], {
      requestTimeoutMs: 10_000,
      overallTimeoutMs: 300,
    });
    const reason = "not fetched: the 0.3 s allowed for a tender's documents ran out";
    expect(result.refused).toEqual([
      { url: `${portal.origin}/slow-1.pdf`, reason, foundOn: null },
      { url: `${portal.origin}/slow-2.pdf`, reason, foundOn: null },
    ]);
    expect(portal.count('/slow-2.pdf')).toBe(0);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    // The job is stopped while the portal is still thinking.
    portal.route('/slow.pdf', () => controller.abort(new Error('worker stopping')));
    await expect(fetchLocal([`${portal.origin}/slow.pdf`], { signal: controller.signal })).rejects.toThrow(
      'worker stopping',
    );
  });
});

describe('limits', () => {
  it('stops at the file count and total size caps', async () => {
    const page = Array.from({ length: 4 }, (_, i) => `<a href="/files/doc-${i}.pdf">Doc ${i}</a>`).join('');
    portal.route('/tender', serveHtml(`<html><body>${page}</body></html>`));
    const files = await Promise.all([0, 1, 2, 3].map((i) => buildPdf(`Document ${i} ${'x'.repeat(i)}`)));
    files.forEach((bytes, i) => portal.route(`/files/doc-${i}.pdf`, serveBytes(bytes, 'application/pdf')));

    const byCount = await fetchLocal([`${portal.origin}/tender`], { maxFiles: 2 });
    expect(byCount.files.map((f) => f.fileName)).toEqual(['doc-0.pdf', 'doc-1.pdf']);
    expect(byCount.refused.map((r) => r.reason)).toEqual([
      'not fetched: the limit of 2 files per tender was reached',
      'not fetched: the limit of 2 files per tender was reached',
    ]);

    const total = files[0]!.byteLength + files[1]!.byteLength + 10;
    const bySize = await fetchLocal([`${portal.origin}/tender`], { maxTotalBytes: total });
    expect(bySize.files.map((f) => f.fileName)).toEqual(['doc-0.pdf', 'doc-1.pdf']);
    expect(bySize.refused[0]!.reason).toMatch(/^larger than the 1 KB left of the \d+ KB allowed per tender$/);
  });
});
