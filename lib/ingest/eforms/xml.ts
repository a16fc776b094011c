// Well-formedness check and namespace-free navigation over an eForms notice parsed by fast-xml-parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

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

// Notices differ in prefixes (the root may be `urn:ContractNotice`, `cn:ContractNotice` or unprefixed), so we
// match on local names, as the mapping doc advises. Text stays text: numbers and dates are parsed by us.
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  attributeNamePrefix: attributePrefix,
  textNodeName: textKey,
  alwaysCreateTextNode: true,
  // Decodes numeric character references (&#228;) besides the five XML entities.
  htmlEntities: true,
  isArray: (_name, _jpath, _isLeaf, isAttribute) => !isAttribute,
});

// A DOCTYPE can declare entities that expand enormously; eForms notices never carry one.
const doctypePattern = /<!DOCTYPE/i;

/** Validates and parses; never throws. */
export function parseXmlDocument(xml: string): XmlDocument {
  if (xml.trim() === '') return { ok: false, reason: 'Empty document' };
  if (doctypePattern.test(xml)) return { ok: false, reason: 'DOCTYPE declarations are not allowed in eForms notices' };
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    return { ok: false, reason: `Malformed XML at line ${line}${col ? `, column ${col}` : ''}: ${msg}` };
  }
  try {
    // The options above fix the output shape to XmlElement; fast-xml-parser types its result loosely.
    const document = parser.parse(xml) as XmlElement;
    const rootName = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith(attributePrefix));
    const root = rootName === undefined ? undefined : children(document, rootName)[0];
    if (rootName === undefined || root === undefined) return { ok: false, reason: 'No root element' };
    return { ok: true, rootName, root };
  } catch (error) {
    return { ok: false, reason: `Malformed XML: ${error instanceof Error ? error.message : String(error)}` };
  }
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
