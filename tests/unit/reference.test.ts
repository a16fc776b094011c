import { describe, expect, it } from 'vitest';
import {
  countryCodeByName,
  countryOptions,
  cpvAncestors,
  cpvCodeCount,
  cpvDescendants,
  cpvDivision,
  cpvLabel,
  cpvLevel,
  cpvParent,
  featuredLanguageCodes,
  getCountry,
  getCpv,
  getLanguage,
  getNuts,
  isCpvDescendantOrSelf,
  isNutsWithin,
  listCountries,
  listCpvCodes,
  normalizeCpvCode,
  nutsAncestors,
  nutsChildren,
  nutsCodeCount,
  nutsDescendants,
  nutsLabel,
  searchCpv,
  searchNuts,
} from '@/lib/reference';

const codes = (entries: readonly { code: string }[]) => entries.map((entry) => entry.code);

describe('countries', () => {
  it('finds a code by English or native name, ignoring case and surrounding spaces', () => {
    expect(countryCodeByName('austria')).toBe('AT');
    expect(countryCodeByName('Österreich')).toBe('AT');
    expect(countryCodeByName('ÖSTERREICH')).toBe('AT');
    expect(countryCodeByName('Deutschland')).toBe('DE');
    expect(countryCodeByName('Slovensko')).toBe('SK');
    expect(countryCodeByName('  Ireland ')).toBe('IE');
    expect(countryCodeByName('Éire')).toBe('IE');
    expect(countryCodeByName('Česko')).toBe('CZ');
  });

  it('also knows the aliases countries-list gives', () => {
    expect(countryCodeByName('Czech Republic')).toBe('CZ');
    expect(countryCodeByName('Česká republika')).toBe('CZ');
  });

  it('returns null unless the whole name matches', () => {
    expect(countryCodeByName('austri')).toBeNull();
    expect(countryCodeByName('Osterreich')).toBeNull();
    expect(countryCodeByName('')).toBeNull();
  });

  it('looks countries up by alpha-2 code with their details', () => {
    expect(getCountry('at')).toEqual({
      code: 'AT',
      iso3: 'AUT',
      name: 'Austria',
      nativeName: 'Österreich',
      phonePrefixes: ['+43'],
      continent: 'EU',
      capital: 'Vienna',
      currencies: ['EUR'],
      languages: ['de'],
    });
    expect(getCountry('GR')?.iso3).toBe('GRC');
    expect(getCountry('XX')).toBeNull();
    expect(getCountry('EU')).toBeNull();
  });

  it('lists every country, sorted by English name', () => {
    const all = listCountries();
    expect(all).toHaveLength(252);
    const names = all.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers SK, IE, CZ, RO, DE, AT by name in that order, then EU for all countries', () => {
    expect(countryOptions).toEqual([
      { code: 'SK', name: 'Slovakia' },
      { code: 'IE', name: 'Ireland' },
      { code: 'CZ', name: 'Czechia' },
      { code: 'RO', name: 'Romania' },
      { code: 'DE', name: 'Germany' },
      { code: 'AT', name: 'Austria' },
      { code: 'EU', name: 'European Union' },
    ]);
  });
});

describe('languages', () => {
  it('lists the featured countries’ languages once each, in country order', () => {
    // countries-list gives Ireland ['ga', 'en'], and Germany and Austria both 'de'.
    expect(featuredLanguageCodes).toEqual(['sk', 'ga', 'en', 'cs', 'ro', 'de']);
  });

  it('looks languages up by code', () => {
    expect(getLanguage('DE')).toEqual({ code: 'de', name: 'German', nativeName: 'Deutsch', rtl: false });
    expect(getLanguage('ga')).toEqual({ code: 'ga', name: 'Irish', nativeName: 'Gaeilge', rtl: false });
    expect(getLanguage('ar')?.rtl).toBe(true);
    expect(getLanguage('xx')).toBeNull();
  });
});

describe('CPV codes', () => {
  it('has the 9,454 codes of the bundled list', () => {
    expect(cpvCodeCount).toBe(9454);
    expect(listCpvCodes()).toHaveLength(9454);
  });

  it('looks a code up with or without its check digit', () => {
    const roadworks = { code: '45233140', codeWithCheckDigit: '45233140-2', en: 'Roadworks', de: 'Straßenarbeiten' };
    expect(getCpv('45233140')).toEqual(roadworks);
    expect(getCpv('45233140-2')).toEqual(roadworks);
    expect(getCpv(' 45233140-2 ')).toEqual(roadworks);
    expect(normalizeCpvCode('45233140-2')).toBe('45233140');
    expect(normalizeCpvCode('4523314')).toBeNull();
    expect(normalizeCpvCode('45233140-22')).toBeNull();
    expect(getCpv('45233149')).toBeNull();
  });

  it('labels codes in English or German', () => {
    expect(cpvLabel('45000000-7')).toBe('Construction work');
    expect(cpvLabel('45000000', 'de')).toBe('Bauarbeiten');
    expect(cpvLabel('99999999')).toBeNull();
  });

  it('lists ancestors from the division down, nearest last', () => {
    expect(codes(cpvAncestors('45233140-2'))).toEqual(['45000000', '45200000', '45230000', '45233000', '45233100']);
    expect(cpvAncestors('45000000')).toEqual([]);
    expect(cpvParent('45233140')?.code).toBe('45233100');
    expect(cpvParent('45233141')?.code).toBe('45233140');
    // 30192120 is not in the list, so 30192121's nearest ancestor is two levels up.
    expect(cpvParent('30192121')?.code).toBe('30192100');
    expect(cpvParent('45000000')).toBeNull();
  });

  it('numbers levels from the division', () => {
    expect(cpvLevel('45000000')).toBe(1);
    expect(cpvLevel('30000000')).toBe(1);
    expect(cpvLevel('45200000')).toBe(2);
    expect(cpvLevel('45233000')).toBe(4);
    expect(cpvLevel('45233140-2')).toBe(6);
    expect(cpvLevel('45233141')).toBe(7);
    expect(() => cpvLevel('452')).toThrow(RangeError);
  });

  it('lists descendants by code prefix, excluding the code itself', () => {
    const construction = codes(cpvDescendants('45000000'));
    expect(construction).toContain('45233140');
    expect(construction).not.toContain('45000000');
    expect(construction.every((code) => code.startsWith('45'))).toBe(true);
    expect(construction).toHaveLength(821);
    // The division 30000000 has the stem '30', not '3': 31… codes are not below it.
    expect(codes(cpvDescendants('30000000')).every((code) => code.startsWith('30'))).toBe(true);
    // The 8th digit is a level too: Roadworks has three subcodes.
    expect(codes(cpvDescendants('45233140-2'))).toEqual(['45233141', '45233142', '45233144']);
    expect(cpvDescendants('45233141')).toEqual([]);
  });

  it('tests ancestry on the digits', () => {
    expect(isCpvDescendantOrSelf('45233140-2', '45000000')).toBe(true);
    expect(isCpvDescendantOrSelf('45233140', '45233140-2')).toBe(true);
    expect(isCpvDescendantOrSelf('45233140', '45100000')).toBe(false);
    expect(isCpvDescendantOrSelf('30192121', '30000000')).toBe(true);
    expect(isCpvDescendantOrSelf('31000000', '30000000')).toBe(false);
    expect(isCpvDescendantOrSelf('45000000', '45233140')).toBe(false);
    expect(isCpvDescendantOrSelf('nonsense', '45000000')).toBe(false);
  });

  it('gives the division of a code', () => {
    expect(cpvDivision('45233140-2')).toBe('45000000');
    expect(cpvDivision('03111100')).toBe('03000000');
    expect(cpvDivision('45')).toBeNull();
  });

  it('searches labels, best match first, 20 results unless told', () => {
    const hits = searchCpv('construction work');
    expect(hits).toHaveLength(20);
    expect(hits[0]?.code).toBe('45000000');
    expect(hits.every((hit) => /construction/i.test(hit.en))).toBe(true);
    expect(codes(searchCpv('CONSTRUCTION WORK', { limit: 3 }))).toEqual(codes(hits.slice(0, 3)));
  });

  it('searches ignoring accents and ß, in German too', () => {
    expect(searchCpv('strassenarbeiten')[0]?.code).toBe('45233140');
    expect(searchCpv('Bauarbeiten')[0]?.code).toBe('45000000');
    expect(searchCpv('Bauarbeiten', { lang: 'en' })).toEqual([]);
    expect(searchCpv('roadw')[0]?.code).toBe('45233140');
  });

  it('lists services before goods of the same rank for a word that names a service, in English and German', () => {
    const cleaning = codes(searchCpv('cleaning'));
    expect(cleaning[0]).toBe('90910000'); // Cleaning services
    expect(cleaning.indexOf('90910000')).toBeLessThan(cleaning.indexOf('39525800')); // Cleaning cloths
    expect(cleaning.indexOf('90910000')).toBeLessThan(cleaning.indexOf('39830000')); // Cleaning products
    expect(codes(searchCpv('Reinigung'))[0]).toBe('90910000');
    expect(codes(searchCpv('security'))[0]).toBe('79710000');
    expect(codes(searchCpv('catering'))[0]).toBe('55520000');
    // A better rank still wins: the whole label "Cleaning products" beats every service label starting with it.
    expect(codes(searchCpv('cleaning products'))[0]).toBe('39830000');
  });

  it('keeps the order for words that name no service: works and goods stay where they rank', () => {
    expect(codes(searchCpv('construction'))[0]).toBe('45000000');
    expect(codes(searchCpv('road')).slice(0, 3)).toEqual(['34927100', '44113140', '45233140']);
  });

  it('searches code prefixes when the query is digits', () => {
    const hits = codes(searchCpv('4523'));
    expect(hits[0]).toBe('45230000');
    expect(hits.every((code) => code.startsWith('4523'))).toBe(true);
    expect(codes(searchCpv('45233140-2'))).toEqual(['45233140']);
    expect(codes(searchCpv('452331', { limit: 2 }))).toEqual(['45233100', '45233110']);
  });

  it('finds nothing for an empty or unmatched query', () => {
    expect(searchCpv('')).toEqual([]);
    expect(searchCpv('  - ')).toEqual([]);
    expect(searchCpv('qqxyzzy')).toEqual([]);
    expect(searchCpv('construction', { limit: 0 })).toEqual([]);
  });
});

describe('NUTS regions', () => {
  it('has the 2,087 regions of the bundled list, levels 0–3, each code its parent plus one character', () => {
    expect(nutsCodeCount).toBe(2087);
    const regions = nutsDescendants('AT');
    expect(regions).toHaveLength(50);
    for (const region of regions) {
      expect(region.code).toHaveLength(region.level + 2);
      expect(region.parent).toBe(region.code.slice(0, -1));
    }
  });

  it('looks regions up and labels them', () => {
    expect(getNuts('at13')).toEqual({ code: 'AT13', level: 2, country: 'AT', parent: 'AT1', en: 'Wien', de: 'Wien' });
    expect(nutsLabel('AT')).toBe('Österreich');
    expect(nutsLabel('AT130', 'de')).toBe('Wien');
    expect(getNuts('EL')?.level).toBe(0);
    // NUTS uses EL for Greece, not ISO's GR.
    expect(getNuts('GR')).toBeNull();
    expect(nutsLabel('XX1')).toBeNull();
  });

  it('walks the hierarchy', () => {
    expect(codes(nutsAncestors('AT130'))).toEqual(['AT', 'AT1', 'AT13']);
    expect(nutsAncestors('AT')).toEqual([]);
    expect(codes(nutsChildren('AT1'))).toEqual(['AT11', 'AT12', 'AT13']);
    expect(codes(nutsDescendants('AT13'))).toEqual(['AT130']);
    expect(nutsChildren('AT130')).toEqual([]);
  });

  it('matches a region and its subregions only', () => {
    expect(isNutsWithin('AT13', 'AT1')).toBe(true);
    expect(isNutsWithin('AT13', 'AT')).toBe(true);
    expect(isNutsWithin('at130', 'AT13')).toBe(true);
    expect(isNutsWithin('AT13', 'AT13')).toBe(true);
    expect(isNutsWithin('AT', 'AT1')).toBe(false);
    expect(isNutsWithin('AT', 'DE')).toBe(false);
    expect(isNutsWithin('AT1', 'AT13')).toBe(false);
    expect(isNutsWithin('AT13', '')).toBe(false);
  });

  it('searches codes and labels', () => {
    expect(codes(searchNuts('wien'))).toEqual(['AT13', 'AT130', 'AT127', 'AT126']);
    expect(searchNuts('AT1')[0]?.code).toBe('AT1');
    expect(searchNuts('osterreich')[0]?.code).toBe('AT');
    expect(codes(searchNuts('Berlin'))).toEqual(['DE3', 'DE30', 'DE300']);
    expect(searchNuts('wien', { country: 'DE' })).toEqual([]);
  });
});
