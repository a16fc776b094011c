import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEformsNotice, type ParsedNotice, type ParseResult } from '@/lib/ingest/eforms/parse';

// The notices are committed with the project (lib/ingest/samples, copied from the shared data set).
const samples = fileURLToPath(new URL('../../lib/ingest/samples/', import.meta.url));
const realDir = path.join(samples, 'ted-real-notices');
const sdkDir = path.join(samples, 'eforms-sdk-examples');

function xmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.xml'))
    .sort();
}

function readXml(dir: string, name: string): string {
  return readFileSync(path.join(dir, name), 'utf8');
}

function parseFile(dir: string, name: string): ParseResult {
  return parseEformsNotice(readXml(dir, name));
}

function parsedNotice(dir: string, name: string): ParsedNotice {
  const result = parseFile(dir, name);
  if (!result.ok) throw new Error(`${name} did not parse: ${result.kind}: ${result.reason}`);
  return result.notice;
}

const real = (publicationNumber: string) => parsedNotice(realDir, `${publicationNumber}.xml`);
const sdk = (name: string) => parsedNotice(sdkDir, name);

describe('every real TED notice', () => {
  const files = xmlFiles(realDir);

  it('the data set holds the 57 real notices', () => {
    expect(files).toHaveLength(57);
  });

  it.each(files)('%s parses', (name) => {
    const result = parseFile(realDir, name);
    expect(result.ok ? 'ok' : `${result.kind}: ${result.reason}`).toBe('ok');
  });

  // SOURCES.csv was written from TED's metadata, independently of this parser.
  const sources = readFileSync(path.join(realDir, 'SOURCES.csv'), 'utf8').trim().split('\n').slice(1);
  const countryAlpha2: Record<string, string> = {
    AUT: 'AT',
    BEL: 'BE',
    CHE: 'CH',
    DEU: 'DE',
    DNK: 'DK',
    ESP: 'ES',
    EST: 'EE',
    FIN: 'FI',
    FRA: 'FR',
    GRC: 'GR',
    HRV: 'HR',
    ITA: 'IT',
    LUX: 'LU',
    NLD: 'NL',
    NOR: 'NO',
    POL: 'PL',
    ROU: 'RO',
    SRB: 'RS',
    SVK: 'SK',
    SVN: 'SI',
    SWE: 'SE',
  };
  const languageAlpha1: Record<string, string> = {
    DAN: 'da',
    DEU: 'de',
    ELL: 'el',
    ENG: 'en',
    EST: 'et',
    FIN: 'fi',
    FRA: 'fr',
    HRV: 'hr',
    ITA: 'it',
    NLD: 'nl',
    POL: 'pl',
    RON: 'ro',
    SLK: 'sk',
    SLV: 'sl',
    SPA: 'es',
    SWE: 'sv',
  };

  it.each(sources)('matches its SOURCES.csv row: %s', (line) => {
    const [number = '', , , , subtype, country = '', language = '', published = ''] = line.split(',');
    const notice = real(number);
    expect({
      publicationNumber: notice.publicationNumber,
      noticeSubtype: notice.noticeSubtype,
      countryCode: notice.countryCode,
      languageCode: notice.languageCode,
      publishDate: notice.publishDate,
    }).toEqual({
      publicationNumber: number.replace(/^0+/, ''),
      noticeSubtype: subtype,
      countryCode: countryAlpha2[country],
      languageCode: languageAlpha1[language],
      publishDate: published.slice(0, 10),
    });
  });
});

describe('eForms SDK examples', () => {
  // Each INVALID_* example either parses with what it carries or fails naming every missing mandatory field.
  const noNoticeId = 'Missing BT-701 notice identifier';
  const noProcedureId = 'Missing BT-04 procedure identifier';
  const noLanguage = 'Missing BT-702(a) notice language';
  const noDispatchDate = 'Missing BT-05(a) dispatch date';
  const noTitle = 'Missing BT-21-Procedure title';
  const noCpv = 'Missing BT-262-Procedure main CPV code';
  const noBuyer = 'Missing OPT-300 buyer reference';
  const missing = (...reasons: string[]) => `missing-field: ${reasons.join('; ')}`;
  const invalidOutcomes: Record<string, string> = {
    'INVALID_can_24_empty.xml': missing(noNoticeId, noProcedureId, noLanguage, noTitle, noCpv, noBuyer),
    'INVALID_can_24_stage-1.xml': missing(noNoticeId, noProcedureId, noLanguage, noTitle, noCpv, noBuyer),
    'INVALID_can_24_stage-2.xml': missing(noNoticeId, noProcedureId, noTitle, noCpv, noBuyer),
    'INVALID_change-cn_24_FRA_comments.xml': 'ok',
    'INVALID_cn_24_empty.xml': missing(noNoticeId, noProcedureId, noLanguage, noDispatchDate, noTitle, noCpv, noBuyer),
    'INVALID_cn_24_multiple.xml': 'ok',
    'INVALID_cn_24_stage-1.xml': missing(
      noNoticeId,
      noProcedureId,
      noLanguage,
      noDispatchDate,
      noTitle,
      noCpv,
      noBuyer,
    ),
    'INVALID_cn_24_stage-2.xml': missing(noNoticeId, noProcedureId, noTitle, noCpv, noBuyer),
    // PIN-only and buyer-profile PINs must not carry BT-04, so its absence is not reported there.
    'INVALID_pin-buyer_24_stage-1.xml': missing(noNoticeId, noLanguage, noTitle, noCpv, noBuyer),
    'INVALID_pin-only_24_empty.xml': missing(noNoticeId, noLanguage, noTitle, noCpv, noBuyer),
    'INVALID_pin-only_24_minimal.xml': missing(noNoticeId, noTitle, noCpv, noBuyer),
    'INVALID_pin-only_24_stage-1.xml': missing(noNoticeId, noTitle, noCpv, noBuyer),
  };
  const outOfScope: Record<string, string> = {
    'X01_EEIG.xml': 'out-of-scope: Business registration notice (form X01) is out of scope',
    'X02_registration.xml': 'out-of-scope: Business registration notice (form X02) is out of scope',
  };
  const expected = (name: string) => invalidOutcomes[name] ?? outOfScope[name] ?? 'ok';
  const files = xmlFiles(sdkDir);

  it('the data set holds the 92 examples, 12 of them invalid on purpose', () => {
    expect(files).toHaveLength(92);
    expect(files.filter((name) => name.startsWith('INVALID_')).sort()).toEqual(Object.keys(invalidOutcomes).sort());
  });

  it.each(files)('%s gives the expected outcome', (name) => {
    const result = parseFile(sdkDir, name);
    expect(result.ok ? 'ok' : `${result.kind}: ${result.reason}`).toBe(expected(name));
  });

  it('maps every form to its notice type', () => {
    const types = Object.fromEntries(
      [
        'pin-only_24.xml',
        'E1_minimal.xml',
        't01_PRT.xml',
        'cn_24_open.xml',
        'pin-cfc_24.xml',
        'qu-sy_25.xml',
        'CEI.xml',
      ]
        .concat([
          'can_24_minimal.xml',
          'veat_24.xml',
          'E5_minimal.xml',
          'can-modif_24_value.xml',
          'change-cn_24_void.xml',
        ])
        .map((name) => [name, sdk(name).noticeType]),
    );
    expect(types).toEqual({
      'pin-only_24.xml': 'planning',
      'E1_minimal.xml': 'planning',
      't01_PRT.xml': 'planning',
      'cn_24_open.xml': 'competition',
      'pin-cfc_24.xml': 'competition',
      'qu-sy_25.xml': 'competition',
      'CEI.xml': 'competition',
      'can_24_minimal.xml': 'result',
      'veat_24.xml': 'result',
      'E5_minimal.xml': 'result',
      'can-modif_24_value.xml': 'result',
      'change-cn_24_void.xml': 'change',
    });
  });

  it('unpublished drafts have no publication number and no TED link', () => {
    const notice = sdk('cn_24_open.xml');
    expect(notice.publicationNumber).toBeNull();
    expect(notice.url).toBeNull();
    expect(notice.publishDate).toBe(notice.dispatchDate);
  });

  it('a change notice names the notice it changes and shares its procedure', () => {
    const original = sdk('cn_24_cumbria.xml');
    const change = sdk('change-cn_24_cumbria_suppliers.xml');
    expect(original.noticeType).toBe('competition');
    expect(original.changesNoticeId).toBeNull();
    expect(change.noticeType).toBe('change');
    expect(change.formType).toBe('competition');
    expect(change.procedureId).toBe(original.procedureId);
    expect(change.changesNoticeId).toBe(`${original.noticeId}-${original.noticeVersion}`);
  });

  it('a cancelling change notice keeps its reason code', () => {
    expect(sdk('change-cn_24_void.xml').changeReasonCode).toBe('cancel');
  });

  it('a contract notice and its award notice share the procedure id', () => {
    const competition = sdk('cn_24_FRA_comments.xml');
    const result = sdk('can_24_FRA_comments.xml');
    expect(result.procedureId).toBe(competition.procedureId);
    expect(result.noticeId).not.toBe(competition.noticeId);
    expect(result.awards.map((award) => [award.lotId, award.winners.map((winner) => winner.name)])).toEqual([
      ['LOT-0001', ['Espaces Verts Lemire']],
      ['LOT-0002', ['ID Verde SASU']],
    ]);
  });

  it('a notice in 24 languages keeps every title and lists the 23 other languages', () => {
    const notice = sdk('cn_24_multilingual.xml');
    expect(notice.languageCode).toBe('en');
    expect(notice.otherLanguages).toHaveLength(23);
    expect(Object.keys(notice.titles)).toHaveLength(24);
    expect(notice.title).toBe(
      'Provision of IT Services Related to OP IT Systems (EUR-Lex, N-Lex, Search Layer, and Others)',
    );
    expect(notice.titles.ga).toMatch(/^Soláthar Seirbhísí TF/);
  });

  it('a result without a winner lists no winners even when it names a rejected tender', () => {
    const awards = sdk('can_24_maximal.xml').awards;
    expect(awards.map((award) => [award.lotId, award.status, award.tendersReceived, award.winners.length])).toEqual([
      ['LOT-0001', 'awarded', 9, 2],
      ['LOT-0002', 'not-awarded', 1, 0],
    ]);
  });

  it('a VEAT that names only the contract still yields its winner', () => {
    const winners = sdk('veat_81.xml').awards.flatMap((award) => award.winners);
    expect(winners.length).toBeGreaterThan(0);
  });
});

describe('mapped values of real notices', () => {
  it('00622691-2023: German open-house notice of a health insurer', () => {
    const notice = real('00622691-2023');
    expect(notice).toMatchObject({
      noticeId: '94aaac85-3aa2-48ea-9677-d60cff72202f',
      noticeVersion: '01',
      procedureId: '0f4b6986-1641-4bdb-ae53-81319484d5ae',
      publicationNumber: '622691-2023',
      url: 'https://ted.europa.eu/en/notice/-/detail/622691-2023',
      ojsIssue: '198/2023',
      noticeSubtype: '16',
      noticeType: 'competition',
      formType: 'competition',
      procedureType: 'open',
      contractNature: 'supplies',
      languageCode: 'de',
      countryCode: 'DE',
      cpvCode: '33600000',
      publishDate: '2023-10-13',
      dispatchDate: '2023-10-12',
      deadlineDate: '2026-12-31T23:59:00+01:00',
      estimate: null,
      // Its only documents link is for restricted documents, which is not BT-15.
      documentsUrl: null,
      buyer: {
        id: 'ORG-0001',
        name: 'KKH Kaufmännische Krankenkasse',
        address: 'Karl-Wiechert-Allee 61, 30625 Hannover, Germany',
        email: 'rabattvertraege@kkh.de',
        nutsCode: null,
        countryCode: 'DE',
      },
    });
    expect(notice.title).toMatch(/^Abschluss nicht-exklusiver Rabattvereinbarungen nach § 130a Abs\. 8 SGB V/);
    expect(notice.lots).toHaveLength(1);
    expect(notice.lots[0]).toMatchObject({
      id: 'LOT-0001',
      title: 'Lenograstim (L03AA10)',
      deadline: '2026-12-31T23:59:00+01:00',
    });
  });

  it('00650618-2023: Austrian notice with an escaped ampersand and its own lot id', () => {
    const notice = real('00650618-2023');
    expect(notice).toMatchObject({
      title: 'Bahnbaugeräte und Werkzeuge',
      languageCode: 'de',
      countryCode: 'AT',
      buyerNuts: 'AT130',
      cpvCode: '42611000',
      nutsCodes: ['AT130'],
      publishDate: '2023-10-26',
      deadlineDate: '2023-11-24T10:00:00+02:00',
      documentsUrl: 'https://wstw.vergabeportal.at/Detail/165063',
      submissionUrl: 'https://wstw.vergabeportal.at/Detail/165063',
    });
    expect(notice.buyer).toMatchObject({
      name: 'WIENER LINIEN GmbH & Co KG',
      email: 'b63@wienerlinien.at',
      address: 'Erdbergstraße 202, 1031 Wien, Austria',
    });
    expect(notice.lots.map((lot) => lot.id)).toEqual(['LOT-7750']);
  });

  it('00599894-2023: bilingual Belgian PIN used as call for competition', () => {
    const notice = real('00599894-2023');
    expect(notice).toMatchObject({
      noticeType: 'competition',
      noticeSubtype: '11',
      procedureType: 'neg-w-call',
      contractNature: 'works',
      languageCode: 'nl',
      otherLanguages: ['fr'],
      title: 'Buiteninrichting op de site van Demets',
      titles: { nl: 'Buiteninrichting op de site van Demets', fr: 'Aménagement des extérieurs sur le site de Demets' },
      countryCode: 'BE',
      cpvCode: '45110000',
      additionalCpvCodes: ['45213200', '45223300'],
      publishDate: '2023-10-05',
      deadlineDate: null,
      estimate: { value: 5_700_000, currency: 'EUR' },
    });
    // The buyer's name is given in French and Dutch; the notice language wins.
    expect(notice.buyer).toMatchObject({
      name: 'Maatschappij voor het Intercommunaal Vervoer te Brussel',
      address: 'Koningsstraat 76, 1000 Brussel, Belgium',
      email: 'order@stib-mivb.be',
      nutsCode: 'BE100',
    });
    expect(notice.lots[0]).toMatchObject({
      estimatedValue: 5_700_000,
      currency: 'EUR',
      duration: { value: 21, unit: 'MONTH' },
      nutsCodes: ['BE100'],
    });
  });

  it('00468740-2024: French award notice with three buyers, one lot awarded and one not', () => {
    const notice = real('00468740-2024');
    expect(notice).toMatchObject({
      noticeType: 'result',
      noticeSubtype: '29',
      languageCode: 'fr',
      countryCode: 'FR',
      cpvCode: '39830000',
      // BT-263 of the procedure repeats the main code, which is not listed again; lot 2 adds 33760000.
      additionalCpvCodes: ['33760000'],
      publishDate: '2024-08-05',
      estimate: { value: 650_000, currency: 'EUR' },
    });
    expect(notice.title).toBe(
      "Achat de produits d'entretien pour les services de la Ville et le CCAS de Bourgoin-Jallieu - Lot 2 Ouates et Savon",
    );
    expect(notice.buyer).toMatchObject({
      id: 'ORG-0002',
      name: 'Ville de Bourgoin-Jallieu',
      email: 'marchespublics@bourgoinjallieu.fr',
    });
    expect(notice.otherBuyers.map((buyer) => buyer.name)).toEqual([
      'Ville de Bourgoin-Jallieu',
      'CCAS de Bourgoin-Jallieu',
    ]);
    expect(notice.lots.map((lot) => lot.title)).toEqual([
      "Articles de droguerie et de produits d'entretien",
      'Ouates et savon',
    ]);
    expect(notice.awards).toEqual([
      {
        lotId: 'LOT-0001',
        resultId: 'RES-0001',
        status: 'not-awarded',
        tendersReceived: null,
        winners: [],
        frameworkMaximum: null,
        contractDate: null,
      },
      {
        lotId: 'LOT-0002',
        resultId: 'RES-0002',
        status: 'awarded',
        tendersReceived: 7,
        frameworkMaximum: null,
        contractDate: '2024-07-31',
        winners: [
          {
            tenderId: 'TEN-0001',
            organizationId: 'ORG-0006',
            name: 'PAREDES CSE SAS',
            countryCode: 'FR',
            // As published: a placeholder, which the companies built from awards ignore.
            identifier: '0',
            website: null,
            value: { value: 14_934.65, currency: 'EUR' },
            groupMembers: [],
          },
        ],
      },
    ]);
  });

  it('00468788-2024: Romanian award notice in RON, results listed out of lot order', () => {
    const notice = real('00468788-2024');
    expect(notice).toMatchObject({
      languageCode: 'ro',
      countryCode: 'RO',
      cpvCode: '09134220',
      publishDate: '2024-08-05',
      dispatchDate: '2024-08-01',
      estimate: null,
    });
    expect(notice.buyer).toMatchObject({
      name: 'REGIA AUTONOMA "ADMINISTRATIA FLUVIALA A DUNARII DE JOS" GALATI',
      email: 'statescu.dorina@afdj.ro',
      nutsCode: 'RO224',
    });
    expect(notice.lots.map((lot) => [lot.id, lot.duration])).toEqual([
      ['LOT-0001', { value: 36, unit: 'MONTH' }],
      ['LOT-0002', { value: 36, unit: 'MONTH' }],
      ['LOT-0003', { value: 36, unit: 'MONTH' }],
    ]);
    const summary = notice.awards.map((award) => ({
      lot: award.lotId,
      tenders: award.tendersReceived,
      winners: award.winners.map((winner) => [
        winner.name,
        winner.countryCode,
        winner.value?.value,
        winner.value?.currency,
      ]),
    }));
    expect(summary).toEqual([
      {
        lot: 'LOT-0001',
        tenders: 2,
        winners: [
          ['OMV PETROM S.A.', 'RO', 23_647_905, 'RON'],
          ['KASANDRA IMPEX S.R.L.', 'RO', 22_495_500, 'RON'],
        ],
      },
      { lot: 'LOT-0002', tenders: 1, winners: [['KASANDRA IMPEX S.R.L.', 'RO', 3_149_550, 'RON']] },
      { lot: 'LOT-0003', tenders: 1, winners: [['KASANDRA IMPEX S.R.L.', 'RO', 11_098_500, 'RON']] },
    ]);
  });

  it('00739962-2023: Polish notice with eight lots', () => {
    const notice = real('00739962-2023');
    expect(notice).toMatchObject({
      languageCode: 'pl',
      countryCode: 'PL',
      cpvCode: '33140000',
      publishDate: '2023-12-06',
      deadlineDate: '2024-01-09T08:00:00+01:00',
      nutsCodes: ['PL414'],
      estimate: null,
      documentsUrl: 'https://platformazakupowa.pl/wsz_konin',
      title: 'Dostawa dializatorów i wyrobów medycznych dla potrzeb Stacji Dializ',
    });
    expect(notice.additionalCpvCodes).toEqual(expect.arrayContaining(['33141200', '33141320']));
    expect(notice.additionalCpvCodes).not.toContain('33140000');
    expect(notice.buyer).toMatchObject({
      name: 'Wojewódzki Szpital Zespolony im. dr. Romana Ostrzyckiego w Koninie',
      email: 'szp@szpital-konin.pl',
    });
    expect(notice.lots.map((lot) => lot.id)).toEqual([
      'LOT-0001',
      'LOT-0002',
      'LOT-0003',
      'LOT-0004',
      'LOT-0005',
      'LOT-0006',
      'LOT-0007',
      'LOT-0008',
    ]);
    expect(new Set(notice.lots.map((lot) => lot.deadline))).toEqual(new Set(['2024-01-09T08:00:00+01:00']));
    expect(notice.lots[0]?.title).toBe('Pakiet nr 1: Dostawa dializatorów dla potrzeb Stacji Dializ');
  });

  it('00447456-2025: French buyer-profile PIN without procedure id or lots', () => {
    const notice = real('00447456-2025');
    expect(notice).toMatchObject({
      noticeType: 'planning',
      noticeSubtype: '1',
      procedureId: null,
      title: "PROJET D'HUMANISATION ET RESTRUCTURATION RÉSIDENCE ADELE",
      languageCode: 'fr',
      countryCode: 'FR',
      cpvCode: '45454000',
      nutsCodes: ['FRI21'],
      publishDate: '2025-07-09',
      deadlineDate: null,
      lots: [],
      estimate: null,
      awards: [],
    });
    expect(notice.buyer).toMatchObject({ name: 'E.H.P.A.D Public Les Gabariers', email: 'l.sardin@chg-beaulieu.fr' });
  });

  it('00762961-2023: Greek notice whose estimate equals its four lots', () => {
    const notice = real('00762961-2023');
    expect(notice).toMatchObject({
      languageCode: 'el',
      countryCode: 'GR',
      cpvCode: '79713000',
      estimate: { value: 1_006_000, currency: 'EUR' },
      nutsCodes: ['EL651', 'EL653', 'EL632'],
      // The notice writes 'www.eprocurement.gov.gr' without a scheme.
      documentsUrl: 'https://www.eprocurement.gov.gr',
    });
    expect(notice.buyer.name).toBe('ΠΑΝΕΠΙΣΤΗΜΙΟ ΠΕΛΟΠΟΝΝΗΣΟΥ');
    expect(notice.lots.map((lot) => lot.estimatedValue)).toEqual([428_000, 258_000, 236_000, 84_000]);
  });

  it('00775348-2023: Romanian corrigendum names the notice it changes', () => {
    const notice = real('00775348-2023');
    expect(notice).toMatchObject({
      noticeType: 'change',
      formType: 'change',
      noticeTypeCode: 'corr',
      changesNoticeId: '422781-2023',
      procedureId: '7e71285c-6940-49ed-8502-70e0cd8fcf6f',
      publishDate: '2023-12-21',
      dispatchDate: '2023-07-07',
      // The lot's time has seven fraction digits: 11:25:29.0000000+03:00.
      deadlineDate: '2023-10-06T11:25:29+03:00',
      countryCode: 'RO',
    });
    expect(notice.buyer.name).toBe('Municipiul Timisoara');
  });

  it('00468892-2024: Norwegian notice in English takes the request-to-participate deadline', () => {
    const notice = real('00468892-2024');
    expect(notice).toMatchObject({
      languageCode: 'en',
      countryCode: 'NO',
      cpvCode: '45216200',
      additionalCpvCodes: ['45000000', '45210000'],
      nutsCodes: ['NO071'],
      buyerNuts: 'NO081',
      deadlineDate: '2024-09-09T10:00:00+00:00',
      title: 'Prequalification C03633 - Main Contract Building Vestvågøy - 100805',
    });
    expect(notice.buyer).toMatchObject({
      name: 'Forsvarsbygg',
      address: 'Grev Wedels plass 5, 0151 OSLO, Norway',
      email: 'oddgeir.tryti@forsvarsbygg.no',
    });
    expect(notice.lots[0]?.participationDeadline).toBe('2024-09-09T10:00:00+00:00');
    expect(notice.lots[0]?.deadline).toBeNull();
  });

  it('00043489-2024: German award notice; a name wrapped over lines becomes one line', () => {
    const notice = real('00043489-2024');
    expect(notice).toMatchObject({
      noticeType: 'result',
      countryCode: 'DE',
      cpvCode: '90000000',
      estimate: { value: 89_000, currency: 'EUR' },
      title: 'Entsorgungsleistungen Schwarzabdichtung Bauvorhaben Senefelder Platz',
    });
    expect(notice.buyer.name).toBe('Berliner Verkehrsbetriebe, Bereich Einkauf/ Materialwirtschaft');
    expect(notice.awards).toEqual([
      {
        lotId: 'LOT-0000',
        resultId: 'RES-0001',
        status: 'awarded',
        tendersReceived: 4,
        frameworkMaximum: null,
        contractDate: '2024-01-15',
        winners: [
          {
            tenderId: 'TEN-0001',
            organizationId: 'ORG-0001',
            name: 'Dunkel Baustoff-Recycling-Zentrum oHG',
            countryCode: 'DE',
            identifier: 'DE176071460',
            website: null,
            value: null,
            groupMembers: [],
          },
        ],
      },
    ]);
  });

  it('00309890-2023: Italian buyer (an EU institution) publishing in English', () => {
    const notice = real('00309890-2023');
    expect(notice).toMatchObject({
      languageCode: 'en',
      countryCode: 'IT',
      buyerNuts: 'ITC41',
      cpvCode: '73210000',
      estimate: { value: 460_000, currency: 'EUR' },
      deadlineDate: '2023-07-11T16:00:00+02:00',
    });
    expect(notice.buyer.name).toBe('Joint Research Centre');
    expect(notice.lots[0]?.duration).toEqual({ value: 18, unit: 'MONTH' });
  });

  it('the content hash is the sha256 of the raw XML', () => {
    const xml = readXml(realDir, '00536143-2023.xml');
    const result = parseEformsNotice(xml);
    expect(result.ok && result.notice.contentHash).toBe(createHash('sha256').update(xml).digest('hex'));
  });
});

describe('input that is not a notice', () => {
  it('a truncated notice is malformed', () => {
    const xml = readXml(realDir, '00622691-2023.xml');
    const result = parseEformsNotice(xml.slice(0, Math.floor(xml.length / 2)));
    expect(result).toMatchObject({ ok: false, kind: 'malformed' });
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'not xml at all'],
    ['mismatched tags', '<ContractNotice><a></b></ContractNotice>'],
    ['a DOCTYPE with entities', '<!DOCTYPE x [<!ENTITY a "aaaa">]><ContractNotice>&a;</ContractNotice>'],
  ])('%s is malformed', (_label, xml) => {
    expect(parseEformsNotice(xml)).toMatchObject({ ok: false, kind: 'malformed' });
  });

  it('an XML document that is not an eForms notice is out of scope', () => {
    expect(parseEformsNotice('<TED_EXPORT><CODED_DATA_SECTION/></TED_EXPORT>')).toEqual({
      ok: false,
      kind: 'out-of-scope',
      reason: 'Not an eForms procurement notice (root element TED_EXPORT)',
    });
  });

  it('an empty contract notice names what it lacks instead of throwing', () => {
    const result = parseEformsNotice(
      '<ContractNotice><cbc:NoticeTypeCode listName="competition">cn-standard</cbc:NoticeTypeCode></ContractNotice>',
    );
    expect(result).toMatchObject({ ok: false, kind: 'missing-field' });
    expect(result.ok ? '' : result.reason).toMatch(
      /^Missing BT-701 notice identifier; Missing BT-04 procedure identifier;/,
    );
  });
});

describe('award terms and framework values', () => {
  it("00468788-2024: keeps each lot's framework maximum (BT-709) apart from its winning tenders' values (BT-720)", () => {
    const notice = real('00468788-2024');
    expect(
      notice.awards.map((a) => [a.lotId, a.frameworkMaximum, a.contractDate, a.winners.map((w) => w.value?.value)]),
    ).toEqual([
      ['LOT-0001', { value: 23_647_905, currency: 'RON' }, '2024-07-30', [23_647_905, 22_495_500]],
      ['LOT-0002', { value: 3_149_550, currency: 'RON' }, '2024-07-10', [3_149_550]],
      ['LOT-0003', { value: 11_098_500, currency: 'RON' }, '2024-07-10', [11_098_500]],
    ]);
    expect(notice.lots.map((l) => [l.id, l.frameworkAgreement, l.awardCriterionTypes])).toEqual([
      ['LOT-0001', true, ['price', 'quality']],
      ['LOT-0002', true, ['price', 'quality']],
      ['LOT-0003', true, ['price', 'quality']],
    ]);
  });
});
