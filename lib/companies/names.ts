// Company names and identifiers as award notices write them, reduced to the keys that group one company's wins:
// case, accents, punctuation and legal forms (GmbH, S.A., sp. z o.o. …) do not make another company.
import { createHash } from 'node:crypto';

/**
 * Legal forms as written, matched on their words (punctuation and case ignored, so 'S.A.', 's. a.' and 'SA' are
 * one form). Suffixes are stripped from the end of a name; the longest form first, repeatedly ('sp. z o.o. sp. k.').
 */
const suffixForms = [
  // German, Austrian, Swiss
  'gmbh & co. kg',
  'gmbh & co. kgaa',
  'gmbh und co. kg',
  'ag & co. kg',
  'ag & co. kgaa',
  'se & co. kg',
  'ug (haftungsbeschränkt) & co. kg',
  'ug (haftungsbeschränkt)',
  'gmbh',
  'ggmbh',
  'mbh',
  'ges.m.b.h.',
  'ges.mbh',
  'gesmbh',
  'ag',
  'kg',
  'kgaa',
  'ohg',
  'og',
  'gbr',
  'e.k.',
  'e.kfm.',
  'e.u.',
  'e.v.',
  'eg',
  'partg',
  'partgmbb',
  'se',
  'co. kg',
  // English, Irish, Maltese
  'limited',
  'ltd',
  'public limited company',
  'plc',
  'llp',
  'lp',
  'llc',
  'limited liability company',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  '& co',
  'and co',
  'dac',
  'clg',
  'uc',
  'ulc',
  'teoranta',
  'teo',
  'joint stock company',
  'jsc',
  // French, Belgian, Luxembourgish
  'sa',
  'sas',
  'sasu',
  'sarl',
  's.à r.l.',
  'eurl',
  'snc',
  'sca',
  'sci',
  'scop',
  'scp',
  'scrl',
  'sprl',
  'srl',
  'selarl',
  'gie',
  'asbl',
  'secs',
  'scs',
  // Dutch, Flemish
  'b.v.',
  'n.v.',
  'v.o.f.',
  'c.v.',
  'bvba',
  'cvba',
  'comm.v.',
  'vzw',
  // Spanish, Portuguese, Catalan
  's.a.',
  's.a.u.',
  's.l.',
  's.l.u.',
  's.l.l.',
  's. coop.',
  'sociedad anónima',
  'sociedad limitada',
  'sociedad limitada unipersonal',
  'lda',
  'unipessoal lda',
  // Italian
  's.p.a.',
  's.r.l.',
  's.r.l.s.',
  's.a.s.',
  's.n.c.',
  's.c.a.r.l.',
  's.c.r.l.',
  'soc. coop.',
  'società cooperativa',
  // Polish
  'sp. z o.o.',
  'spółka z ograniczoną odpowiedzialnością',
  'spółka akcyjna',
  'sp. j.',
  'spółka jawna',
  'sp. k.',
  'spółka komandytowa',
  'spółka komandytowo-akcyjna',
  's.k.a.',
  'sp. p.',
  'spółka partnerska',
  // Czech, Slovak, Slovenian, Croatian, Serbian
  's.r.o.',
  'spol. s r.o.',
  'a.s.',
  'k.s.',
  'v.o.s.',
  's.p.',
  'd.o.o.',
  'j.d.o.o.',
  'd.d.',
  'a.d.',
  'j.t.d.',
  // Hungarian
  'kft',
  'zrt',
  'nyrt',
  'bt',
  'kkt',
  // Romanian, Bulgarian
  'r.a.',
  'p.f.a.',
  'ood',
  'eood',
  'ad',
  'ead',
  'оод',
  'еоод',
  'ад',
  'еад',
  'ет',
  // Greek
  'α.ε.',
  'ανώνυμη εταιρεία',
  'ε.π.ε.',
  'ο.ε.',
  'ε.ε.',
  'ι.κ.ε.',
  'α.ε.β.ε.',
  'μονοπρόσωπη ε.π.ε.',
  'μονοπρόσωπη ι.κ.ε.',
  // Nordic, Baltic
  'ab',
  'aktiebolag',
  'oy',
  'oyj',
  'ky',
  'a/s',
  'aps',
  'as',
  'asa',
  'i/s',
  'k/s',
  'p/s',
  'ivs',
  'hf',
  'ehf',
  'oü',
  'aktsiaselts',
  'osaühing',
];

/** Legal forms written before the name, in the countries that write them there (Estonia's AS, Romania's S.C. …). */
const prefixForms: readonly { form: string; countries: readonly string[] | null }[] = [
  { form: 'aktsiaselts', countries: null },
  { form: 'osaühing', countries: null },
  { form: 'joint stock company', countries: null },
  { form: 'as', countries: ['EE', 'LV'] },
  { form: 'sia', countries: ['LV'] },
  { form: 'uab', countries: ['LT'] },
  { form: 'ab', countries: ['LT'] },
  { form: 's.c.', countries: ['RO'] },
  { form: 'ет', countries: ['BG'] },
];

// Letters that Unicode does not decompose into a base letter and a mark.
const specialLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, without accents or the letters above: 'Ørsted' → 'orsted', 'SPÓŁKA' → 'spolka'. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœłđðþı]/g, (letter) => specialLetters[letter] ?? letter);
}

const singleLetter = /^\p{L}$/u;

/**
 * The words of a folded text: runs of letters and digits, where a run of single letters is one word, so
 * abbreviations read the same however they are dotted ('G.m.b.H.' and 'GmbH', 'S. A.' and 'SA').
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let letters = '';
  for (const word of foldName(text).split(/[^\p{L}\p{N}]+/u)) {
    if (singleLetter.test(word)) {
      letters += word;
      continue;
    }
    if (letters !== '') words.push(letters);
    letters = '';
    if (word !== '') words.push(word);
  }
  if (letters !== '') words.push(letters);
  return words;
}

/** A form's words, and the same words run together ('s.a.' also as 'sa'). */
function variants(form: string): string[][] {
  const words = wordsOf(form);
  return words.length > 1 ? [words, [words.join('')]] : [words];
}

const suffixWords = suffixForms.flatMap(variants).sort((a, b) => b.length - a.length);
const prefixWords = prefixForms
  .flatMap(({ form, countries }) => variants(form).map((words) => ({ words, countries })))
  .sort((a, b) => b.words.length - a.words.length);

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length >= words.length) return false; // a name is never only its legal form
  return tail.every((word, i) => words[words.length - tail.length + i] === word);
}

function startsWith(words: readonly string[], head: readonly string[]): boolean {
  if (head.length >= words.length) return false;
  return head.every((word, i) => words[i] === word);
}

/** The words of a name without its legal forms, front and back. */
function withoutLegalForms(words: string[], countryCode: string | null): string[] {
  let rest = words;
  for (let changed = true; changed;) {
    changed = false;
    const suffix = suffixWords.find((form) => endsWith(rest, form));
    if (suffix) {
      rest = rest.slice(0, rest.length - suffix.length);
      changed = true;
    }
    const prefix = prefixWords.find(
      ({ words: form, countries }) =>
        (countries === null || (countryCode !== null && countries.includes(countryCode))) && startsWith(rest, form),
    );
    if (prefix) {
      rest = rest.slice(prefix.words.length);
      changed = true;
    }
  }
  return rest;
}

/** A name as shown: one line, no stray punctuation around it ('Berliner Verkehrsbetriebe, Bereich Einkauf/'). */
export function displayCompanyName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s,;:/\\\-–—]+|[\s,;:/\\\-–—]+$/g, '');
}

/**
 * The key that groups a company's spellings: folded words without legal forms, joined by single spaces.
 * 'OMV PETROM S.A.' and 'Omv Petrom SA' are both 'omv petrom'. Empty when the name has no letters or digits.
 */
export function companyNameKey(name: string, countryCode: string | null = null): string {
  return withoutLegalForms(wordsOf(name), countryCode?.toUpperCase() ?? null).join(' ');
}

// Words that label an identifier rather than being part of it ('VAT: DE176071460', 'NIP 525-000-12-34').
const identifierLabels =
  /^(?:VAT(?:NO|NUMBER)?|USTIDNR|USTID|UID|NIP|REGON|KRS|CUI|CIF|NIF|OIB|ICO|DIC|KVK|SIRE[NT]|RCS)+/;

/**
 * A registration or VAT number (BT-501) as one comparable string: upper case, letters and digits only, without
 * a leading label. Null for what cannot identify anyone: fewer than 5 characters, no digit, or one digit repeated.
 */
export function normalizeIdentifier(identifier: string | null): string | null {
  if (identifier === null) return null;
  const compact = foldName(identifier)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const bare = compact.replace(identifierLabels, '');
  if (bare.length < 5 || !/\d/.test(bare) || /^(\d)\1*$/.test(bare)) return null;
  return bare;
}

/** What a company is known by: its identifier where the notices give one, else its name, within its country. */
export type CompanyIdentity = { kind: 'identifier'; value: string } | { kind: 'name'; value: string };

/** The unique key of a company row: `id:{country}:{identifier}` or `name:{country}:{name key}`. */
export function companyKey(identity: CompanyIdentity, countryCode: string | null): string {
  return `${identity.kind === 'identifier' ? 'id' : 'name'}:${countryCode ?? ''}:${identity.value}`;
}

/** A company's public id: 16 hex digits derived from its key, so rebuilding companies keeps their URLs. */
export function companyIdFor(key: string): string {
  return createHash('sha256').update(`company\u0000${key}`).digest('hex').slice(0, 16);
}

export function isCompanyId(value: string): boolean {
  return /^[0-9a-f]{16}$/.test(value);
}

// Placeholders notices carry instead of a website ('www.exemplu.ro' is Romanian for example.ro): 'example' in the
// EU's languages.
const placeholderHosts =
  /^(?:www\.)?(?:example|exemplu|exemple|exemplo|beispiel|esempio|ejemplo|voorbeeld|przyklad|priklad|eksempel|esimerkki|pelda|primer|paradeigma)\./i;

/**
 * A website as notices write it ('www.example.com', 'https://example.com/') as an http(s) URL; null for anything
 * else, and for the placeholders some notices carry.
 */
export function companyWebsite(raw: string | null): string | null {
  const trimmed = raw?.trim() ?? '';
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    const real = url.hostname.includes('.') && !placeholderHosts.test(url.hostname);
    return web && real && url.username === '' && url.password === '' ? url.toString() : null;
  } catch {
    return null;
  }
}
