// Company name keys on names as the shared notices write them: the winners of the real TED notices and the SDK
// examples (edited from real notices), and real organisations of the 57 TED notices, across languages and
// legal forms. One company's spellings get one key; different companies keep different keys.
import { describe, expect, it } from 'vitest';
import {
  companyIdFor,
  companyKey,
  companyNameKey,
  companyWebsite,
  displayCompanyName,
  isCompanyId,
  normalizeIdentifier,
} from '@/lib/companies/names';

// [name as written, winner country, expected key]
const cases: [string, string | null, string][] = [
  // Winners of the real TED notices (00043489-2024, 00468740-2024, 00468788-2024).
  ['Dunkel Baustoff-Recycling-Zentrum oHG', 'DE', 'dunkel baustoff recycling zentrum'],
  ['PAREDES CSE SAS', 'FR', 'paredes cse'],
  ['OMV PETROM S.A.', 'RO', 'omv petrom'],
  ['KASANDRA IMPEX S.R.L.', 'RO', 'kasandra impex'],
  // Winners of the eForms SDK examples.
  ['Roche Diagnostics Ltd', 'GB', 'roche diagnostics'],
  ['PwC UK LLP', 'GB', 'pwc uk'],
  ['Ramboll UK Ltd', 'GB', 'ramboll uk'],
  ['Gyro Soft SA', 'LU', 'gyro soft'],
  ['The best App Ltd.', 'LU', 'the best app'],
  ['ID Verde SASU', 'FR', 'id verde'],
  ['Espaces Verts Lemire', 'FR', 'espaces verts lemire'],
  ['Société Espaces Verts', 'FR', 'societe espaces verts'],
  ['Deloitte — Main Account LLP', 'GB', 'deloitte main account'],
  ['Trenitalia SpA', 'IT', 'trenitalia'],
  ['Assystem energy et infrastructure', 'FR', 'assystem energy et infrastructure'],
  ['Sociedad Mercantil Estatal Renfe Viajeros, Sociedad Anónima', 'ES', 'sociedad mercantil estatal renfe viajeros'],
  ['Invacare Ltd', 'GB', 'invacare'],
  ['Direct Healthcare Services Ltd', 'GB', 'direct healthcare services'],
  ['Dreicher and Sohne', 'LU', 'dreicher and sohne'],
  ['Phoenix commercial collections', 'GB', 'phoenix commercial collections'],
  // Organisations of the real TED notices.
  ['Elektrownia Wiatrowa Baltica – 2 SP. Z o.o.', 'PL', 'elektrownia wiatrowa baltica 2'],
  ['WIENER LINIEN GmbH & Co KG', 'AT', 'wiener linien'],
  ['Poczta Polska S.A.', 'PL', 'poczta polska'],
  ['Narodne novine d.d.', 'HR', 'narodne novine'],
  ['Adifex, a. s.', 'SK', 'adifex'],
  ['Hansel Oy', 'FI', 'hansel'],
  ['Lahti Energia Oy', 'FI', 'lahti energia'],
  ['Ørsted Wind Power A/S', 'DK', 'orsted wind power'],
  ['Umeå Energi Elnät AB', 'SE', 'umea energi elnat'],
  ['Antirio AB', 'SE', 'antirio'],
  ['AKTSIASELTS TALLINNA VESI', 'EE', 'tallinna vesi'],
  ["Fires, Congressos i Esdeveniments d'Eivissa, S.A.U.", 'ES', 'fires congressos i esdeveniments d eivissa'],
  ['Joint Stock Company Elektroprivreda Srbije, Belgrade', 'RS', 'elektroprivreda srbije belgrade'],
  ['Institut »Jožef Stefan«', 'SI', 'institut jozef stefan'],
  ['Avenue-Web Systèmes', 'FR', 'avenue web systemes'],
  ['KKH Kaufmännische Krankenkasse', 'DE', 'kkh kaufmannische krankenkasse'],
  [
    'Deutsche Bundesbank, vertreten durch VEA Beratungs-GmbH',
    'DE',
    'deutsche bundesbank vertreten durch vea beratungs',
  ],
  ['ΠΑΝΕΠΙΣΤΗΜΙΟ ΠΕΛΟΠΟΝΝΗΣΟΥ', 'GR', 'πανεπιστημιο πελοποννησου'],
  ['Förvaltningsrätten i Umeå', 'SE', 'forvaltningsratten i umea'],
  ['Miasto Łódź – Zarząd Inwestycji Miejskich', 'PL', 'miasto lodz zarzad inwestycji miejskich'],
  // A legal form inside the name (followed by the seat) is part of it: only the ends are stripped.
  [
    'MIEJSKIE PRZEDSIĘBIORSTWO KOMUNIKACYJNE SPÓŁKA AKCYJNA W KRAKOWIE',
    'PL',
    'miejskie przedsiebiorstwo komunikacyjne spolka akcyjna w krakowie',
  ],
];

describe('company name keys', () => {
  it.each(cases)('%s (%s) → %s', (name, country, key) => {
    expect(companyNameKey(name, country)).toBe(key);
  });

  it('covers at least 30 names in at least 10 countries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map(([, country]) => country)).size).toBeGreaterThanOrEqual(10);
  });

  it("groups one company's spellings: case, spacing, accents, punctuation and the legal form's spelling", () => {
    const same: [string, string, string][] = [
      ['OMV PETROM S.A.', 'Omv Petrom SA', 'RO'],
      ['KASANDRA IMPEX S.R.L.', 'Kasandra  Impex SRL', 'RO'],
      ['WIENER LINIEN GmbH & Co KG', 'Wiener Linien GmbH & Co. KG', 'AT'],
      ['Wiener Linien GmbH', 'WIENER LINIEN GmbH & Co KG', 'AT'],
      ['Adifex, a. s.', 'ADIFEX a.s.', 'SK'],
      ['Elektrownia Wiatrowa Baltica – 2 SP. Z o.o.', 'Elektrownia Wiatrowa Baltica-2 Sp. z o. o.', 'PL'],
      ['Ørsted Wind Power A/S', 'Orsted Wind Power AS', 'DK'],
      ['Umeå Energi Elnät AB', 'UMEA ENERGI ELNAT AB', 'SE'],
      ['Dunkel Baustoff-Recycling-Zentrum oHG', 'Dunkel Baustoff Recycling Zentrum OHG', 'DE'],
      ['Trenitalia SpA', 'TRENITALIA S.p.A.', 'IT'],
      ['AS Tallinna Vesi', 'AKTSIASELTS TALLINNA VESI', 'EE'],
      ['S.C. KASANDRA IMPEX S.R.L.', 'KASANDRA IMPEX S.R.L.', 'RO'],
      ['ALPHA BAU G.m.b.H.', 'Alpha Bau GmbH', 'DE'],
      ['Gyro Soft S. A.', 'Gyro Soft SA', 'LU'],
    ];
    for (const [a, b, country] of same)
      expect(companyNameKey(a, country), `${a} / ${b}`).toBe(companyNameKey(b, country));
  });

  it('keeps different companies apart', () => {
    expect(companyNameKey('PwC UK LLP')).not.toBe(companyNameKey('Ramboll UK Ltd'));
    expect(companyNameKey('Hansel Oy')).not.toBe(companyNameKey('Hansel Oy (Hilma)'));
    expect(companyNameKey('Espaces Verts Lemire')).not.toBe(companyNameKey('Société Espaces Verts'));
  });

  it('strips a legal form written before the name only where that country writes it there', () => {
    expect(companyNameKey('AS Tallinna Vesi', 'EE')).toBe('tallinna vesi');
    expect(companyNameKey('AS Tallinna Vesi', 'DE')).toBe('as tallinna vesi');
    expect(companyNameKey('UAB Vilniaus vandenys', 'LT')).toBe('vilniaus vandenys');
  });

  it('never strips a name down to nothing, and has no key without letters or digits', () => {
    expect(companyNameKey('GmbH')).toBe('gmbh');
    expect(companyNameKey('S.A.')).toBe('sa');
    expect(companyNameKey(' – / ')).toBe('');
  });
});

describe('display names', () => {
  it('puts a name on one line and drops stray punctuation around it', () => {
    expect(displayCompanyName('Berliner Verkehrsbetriebe, Bereich Einkauf/')).toBe(
      'Berliner Verkehrsbetriebe, Bereich Einkauf',
    );
    expect(displayCompanyName('  OMV PETROM\n      S.A. ')).toBe('OMV PETROM S.A.');
    expect(displayCompanyName('\tJoint Stock Company Elektroprivreda Srbije, Belgrade')).toBe(
      'Joint Stock Company Elektroprivreda Srbije, Belgrade',
    );
  });
});

describe('websites', () => {
  it('reads what notices write as a web address, and drops placeholders and other schemes', () => {
    expect(companyWebsite('www.dunkel.berlin')).toBe('https://www.dunkel.berlin/');
    expect(companyWebsite('http://omvpetrom.com/ro')).toBe('http://omvpetrom.com/ro');
    for (const junk of [
      null,
      '',
      'www.exemplu.ro',
      'https://example.com',
      'beispiel.de',
      'javascript:alert(1)',
      'n/a',
    ]) {
      expect(companyWebsite(junk), String(junk)).toBeNull();
    }
  });
});

describe('identifiers', () => {
  it('compares registration and VAT numbers without spacing, punctuation or a label', () => {
    expect(normalizeIdentifier('DE176071460')).toBe('DE176071460');
    expect(normalizeIdentifier('DE 176 071 460')).toBe('DE176071460');
    expect(normalizeIdentifier('VAT: DE176071460')).toBe('DE176071460');
    expect(normalizeIdentifier('NIP 525-000-12-34')).toBe('5250001234');
    expect(normalizeIdentifier('994-DOEVD-83')).toBe('994DOEVD83');
  });

  it('refuses what cannot identify anyone', () => {
    for (const junk of [null, '', '-', '0', 'n/a', '000000', 'unknown', '1234']) {
      expect(normalizeIdentifier(junk), String(junk)).toBeNull();
    }
  });

  it('gives each company key a stable 16-hex-digit id', () => {
    const key = companyKey({ kind: 'identifier', value: 'DE176071460' }, 'DE');
    expect(key).toBe('id:DE:DE176071460');
    expect(companyKey({ kind: 'name', value: 'omv petrom' }, 'RO')).toBe('name:RO:omv petrom');
    expect(companyIdFor(key)).toBe(companyIdFor('id:DE:DE176071460'));
    expect(companyIdFor(key)).not.toBe(companyIdFor('id:AT:DE176071460'));
    expect(isCompanyId(companyIdFor(key))).toBe(true);
    expect(isCompanyId('612681-2024')).toBe(false);
  });
});
