// Well-formedness check and namespace-free navigation over an eForms notice, parsed with saxes.
import { SaxesParser } from 'saxes';

/**
 * One XML element. Child elements are always arrays (keyed by local name, prefixes dropped), attributes are
 * strings under '@name', and the text is under '#text'. Local names never collide among siblings in eForms
 * (checked over the SDK examples and the real notices), so dropping prefixes loses nothing.
 */
export interface XmlElement {
  readonly [key: string]: readonly XmlElement[] | string | undefined;
}

export type XmlDocument =
  | { readonly ok: true; readonly rootName: string; readonly root: XmlElement }
  | { readonly ok: false; readonly reason: string };

const textKey = '#text';
const attributePrefix = '@';

type MutableElement = Record<string, XmlElement[] | string | undefined>;

// Notices differ in prefixes (the root may be `urn:ContractNotice`, `cn:ContractNotice` or unprefixed), so we
// match on local names, as the mapping doc advises.
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * Validates and parses in one pass; never throws. saxes is a strict, non-validating XML parser: any
 * well-formedness error (bad nesting, undefined entity, stray text outside the root) ends the parse. A DOCTYPE
 * is refused outright, since it could declare entities that expand enormously and eForms never carries one.
 */
export function parseXmlDocument(xml: string): XmlDocument {
  if (xml.trim() === '') return { ok: false, reason: 'Empty document' };
  const parser = new SaxesParser({ xmlns: false });
  const document: MutableElement = {};
  const stack: MutableElement[] = [document];
  let rootName: string | null = null;
  let refusal: string | null = null;
  parser.on('doctype', () => {
    refusal = 'DOCTYPE declarations are not allowed in eForms notices';
    throw new Error(refusal);
  });
  parser.on('opentag', (tag) => {
    const element: MutableElement = {};
    for (const [name, value] of Object.entries(tag.attributes)) element[`${attributePrefix}${localName(name)}`] = value;
    const parent = stack[stack.length - 1]!;
    const name = localName(tag.name);
    if (stack.length === 1) rootName = name;
    const siblings = parent[name];
    if (Array.isArray(siblings)) siblings.push(element);
    else parent[name] = [element];
    stack.push(element);
  });
  const appendText = (text: string) => {
    const element = stack[stack.length - 1]!;
    if (stack.length === 1) return;
    const current = element[textKey];
    element[textKey] = typeof current === 'string' ? current + text : text;
  };
  parser.on('text', appendText);
  parser.on('cdata', appendText);
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (refusal !== null) return { ok: false, reason: refusal };
    const message = error instanceof Error ? error.message : String(error);
    // saxes reports `line:column: message`; say it in words.
    const located = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(message);
    return {
      ok: false,
      reason: located
        ? `Malformed XML at line ${located[1]}, column ${located[2]}: ${located[3]}`
        : `Malformed XML: ${message}`,
    };
  }
  const root = rootName === null ? undefined : children(document as XmlElement, rootName)[0];
  if (rootName === null || root === undefined) return { ok: false, reason: 'No root element' };
  return { ok: true, rootName, root };
}

function childList(element: XmlElement, name: string): readonly XmlElement[] {
  const value = element[name];
  return Array.isArray(value) ? value : [];
}

/** Every element reached by following the local names in `path` (all matches at each step, in document order). */
export function children(element: XmlElement | undefined, ...path: readonly string[]): XmlElement[] {
  let current: readonly XmlElement[] = element ? [element] : [];
  for (const name of path) current = current.flatMap((node) => childList(node, name));
  return [...current];
}

export function child(element: XmlElement | undefined, ...path: readonly string[]): XmlElement | undefined {
  return children(element, ...path)[0];
}

/** Trimmed text content; null when absent or blank. */
export function textOf(element: XmlElement | undefined): string | null {
  const value = element?.[textKey];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function attributeOf(element: XmlElement | undefined, name: string): string | null {
  const value = element?.[`${attributePrefix}${name}`];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The first non-blank text along `path`. */
export function firstText(element: XmlElement | undefined, ...path: readonly string[]): string | null {
  for (const node of children(element, ...path)) {
    const text = textOf(node);
    if (text !== null) return text;
  }
  return null;
}

/** Every non-blank text along `path`. */
export function allTexts(element: XmlElement | undefined, ...path: readonly string[]): string[] {
  return children(element, ...path)
    .map(textOf)
    .filter((text): text is string => text !== null);
}
