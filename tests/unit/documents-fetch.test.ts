// The document fetcher's pure parts: which links a tender offers, what bytes are, which addresses are private,
// how files are named, what a portal page links, and what the page says when a login is needed.
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  contentTypes,
  documentLinksOf,
  isPrivateAddress,
  loginRequiredNotice,
  sniffContentType,
  type TenderDocumentSource,
} from '@/lib/documents/fetch';
import { dispositionFileName, fileNameFor } from '@/lib/documents/fetch/file-name';
import { checkUrl, looksLikeLoginUrl } from '@/lib/documents/fetch/http';
import { readPage } from '@/lib/documents/fetch/page-links';
import type { LotDetails } from '@/lib/tenders';

function lot(id: string, documentsUrl: string | null, submissionUrl: string | null): LotDetails {
  return {
    id,
    title: null,
    description: null,
    cpv_code: null,
    additional_cpv_codes: [],
    estimate_native_value: null,
    estimate_native_value_currency: null,
    estimate_euro_value: null,
    deadline_date: null,
    nuts_codes: [],
    duration: null,
    documents_url: documentsUrl,
    submission_url: submissionUrl,
  };
}

describe('documentLinksOf', () => {
  const tender: TenderDocumentSource = {
    source: 'ted',
    url: 'https://ted.europa.eu/en/notice/-/detail/612681-2024',
    documentsUrl: 'https://vergabe.example.at/tender/42#docs',
    submissionUrl: 'https://vergabe.example.at/submit/42',
    lotsDetails: [
      lot('LOT-0001', 'https://vergabe.example.at/tender/42', 'https://vergabe.example.at/submit/42'),
      lot('LOT-0002', 'https://other.example.eu/lot-2/documents', 'mailto:buyer@example.eu'),
    ],
  };

  it('lists documents links first, then submission sites, each once, leaving out TED and non-web links', () => {
    expect(documentLinksOf(tender)).toEqual([
      'https://vergabe.example.at/tender/42',
      'https://other.example.eu/lot-2/documents',
      'https://vergabe.example.at/submit/42',
    ]);
  });

  it('ends with the page a user gave for their own tender, and is empty when nothing is linked', () => {
    expect(documentLinksOf({ ...tender, source: 'user', url: 'https://buyer.example.de/ausschreibung' }).at(-1)).toBe(
      'https://buyer.example.de/ausschreibung',
    );
    expect(
      documentLinksOf({ source: 'ted', url: tender.url, documentsUrl: null, submissionUrl: ' ', lotsDetails: [] }),
    ).toEqual([]);
  });
});

describe('sniffContentType', () => {
  it('reads PDF, DOCX, XLSX, ODT and ZIP from the bytes, whatever the file is called', async () => {
    const pdf = await (await PDFDocument.create()).save();
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Terms')] }] }));
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') });
    const odt = zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': strToU8('<office:document-content/>'),
    });
    const zip = zipSync({ 'readme.txt': strToU8('annexes') });
    expect(sniffContentType(pdf, 'download.php')).toBe(contentTypes.pdf);
    expect(sniffContentType(new Uint8Array(docx), 'file.zip')).toBe(contentTypes.docx);
    expect(sniffContentType(xlsx)).toBe(contentTypes.xlsx);
    expect(sniffContentType(odt)).toBe(contentTypes.odt);
    expect(sniffContentType(zip, 'contract.docx')).toBe(contentTypes.zip);
  });

  it('tells a legacy Word file by its container directory, and HTML, XML, text and unknown bytes apart', () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(
      [...'WordDocument'].flatMap((c) => [c.charCodeAt(0), 0]),
      1024,
    );
    expect(sniffContentType(ole, 'spec.xls')).toBe(contentTypes.doc);
    expect(sniffContentType(strToU8('\uFEFF  <!DOCTYPE html><html><body>x</body></html>'))).toBe(contentTypes.html);
    expect(sniffContentType(strToU8('<div>Ausschreibung</div>'))).toBe(contentTypes.html);
    expect(sniffContentType(strToU8('<?xml version="1.0"?><ESPDRequest/>'))).toBe(contentTypes.xml);
    expect(sniffContentType(strToU8('Leistungsverzeichnis: Straßenbau, Los 1 – Übersicht\n'))).toBe(contentTypes.text);
    expect(sniffContentType(Uint8Array.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10]))).toBe(contentTypes.unknown);
    expect(sniffContentType(new Uint8Array())).toBe(contentTypes.unknown);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['[::1]', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', false],
    ['8.8.8.8', false],
    ['2a00:1450:4001::200e', false],
    ['example.eu', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it.each([
    '::7f00:1',
    '[::7f00:1]',
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '[::ffff:127.0.0.1]',
    '0:0:0:0:0:ffff:7f00:1',
    '0000:0000:0000:0000:0000:FFFF:7F00:0001',
    '::FFFF:7F00:1',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::',
    '[::]',
    '0::0',
    '0:0:0:0:0:0:0:0',
    '0:0:0:0:0:0:0:1',
    '::0:1',
    'fe80::1%eth0',
    '[fe80::1%25eth0]',
    'FE80::1',
    '2130706433',
    '0x7f000001',
    '0x7f.1',
    '0177.0.0.1',
    '0177.1',
    '127.1',
    '127.0.1',
    '0',
    '017700000001',
    '127.0.0.1.',
    '0xa9.0xfe.0xa9.0xfe',
    '3232235777',
  ])('refuses %s, a spelling of a private or loopback address', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '134744072', '0x8.0x8.0x8.0x8', '2a00:1450::1'])(
    'keeps %s, a spelling of a public address',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it.each([
    'http://[::7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[::]/',
    'http://[::127.0.0.1]:8080/',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'https://0/',
  ])('checkUrl refuses %s before connecting', (address) => {
    expect(checkUrl(new URL(address), false)).toMatchObject({ kind: 'failed', cause: 'blocked' });
    expect(checkUrl(new URL(address), true)).toBeNull();
  });
});

describe('file names', () => {
  it('prefers filename* over filename, and unquotes a quoted one', () => {
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9tude.pdf`)).toBe('étude.pdf');
    expect(dispositionFileName('attachment; filename="Los \\"1\\".pdf"')).toBe('Los "1".pdf');
    expect(dispositionFileName('inline; filename=plan.dwg')).toBe('plan.dwg');
    expect(dispositionFileName(null)).toBeNull();
  });

  it('never keeps a path, and gives the sniffed extension to a name without a document one', () => {
    const url = new URL('https://portal.example.eu/download.php?id=3');
    expect(fileNameFor(url, 'attachment; filename="../../etc/passwd"', contentTypes.text)).toBe('passwd.txt');
    expect(fileNameFor(url, null, contentTypes.pdf)).toBe('download.php.pdf');
    expect(fileNameFor(new URL('https://portal.example.eu/'), null, contentTypes.zip)).toBe('document.zip');
    expect(fileNameFor(new URL('https://p.example.eu/Los%201%20Plan.pdf'), null, contentTypes.pdf)).toBe(
      'Los 1 Plan.pdf',
    );
    const long = fileNameFor(new URL(`https://p.example.eu/${'a'.repeat(300)}.docx`), null, contentTypes.docx);
    expect(long).toHaveLength(180);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('readPage', () => {
  it('finds document links against <base href>, each once, with how sure it is', () => {
    const page = readPage(
      `<html><head><base href="https://portal.example.eu/files/"></head><body>
        <a href="spec.pdf">Specification</a> <a href="spec.pdf#p2">again</a>
        <a href="/get?id=4" download>Form</a> <a href="/view?file=price%20list.xlsx">Prices</a>
        <a href="/doc/42">Download the documents</a> <a href="/about">About</a>
        <a href="javascript:void(0)">Menu</a></body></html>`,
      new URL('https://portal.example.eu/tender/42'),
    );
    expect(page.links.map((link) => [link.url.href, link.certain])).toEqual([
      ['https://portal.example.eu/files/spec.pdf', true],
      ['https://portal.example.eu/get?id=4', true],
      ['https://portal.example.eu/view?file=price%20list.xlsx', true],
      ['https://portal.example.eu/doc/42', false],
    ]);
    expect(page.hasPasswordField).toBe(false);
  });

  it('notices a password field', () => {
    expect(readPage('<form><input TYPE="Password" name="p"></form>', new URL('https://p.eu/')).hasPasswordField).toBe(
      true,
    );
  });
});

describe('looksLikeLoginUrl', () => {
  it.each([
    ['https://portal.example.eu/account/login?next=/x', true],
    ['https://login.example.eu/', true],
    ['https://portal.example.eu/Anmelden', true],
    ['https://idp.example.eu/realms/x/protocol/openid-connect/auth?client_id=p', true],
    ['https://portal.example.eu/files/author-guidelines.pdf', false],
    ['https://portal.example.eu/tender/42/documents', false],
  ])('%s → %s', (url, expected) => {
    expect(looksLikeLoginUrl(new URL(url))).toBe(expected);
  });
});

describe('loginRequiredNotice', () => {
  it('tells the person to download on the portal and upload here, with the portal link', () => {
    expect(loginRequiredNotice('https://vergabe.example.at/tender/42')).toEqual({
      message: "This buyer's portal needs a login: download the documents there and upload them here.",
      portalUrl: 'https://vergabe.example.at/tender/42',
      linkLabel: "Open the buyer's portal (vergabe.example.at)",
    });
  });
});
