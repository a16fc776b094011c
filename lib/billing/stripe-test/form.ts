// Stripe's request parameters as the SDK encodes them (form bodies and query strings: `a[b][0][c]=x`,
// `expand[]=y`), read back into nested objects and arrays.
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

const isIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

function place(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const container = target as Record<string, FormValue> & FormValue[];
  if (Array.isArray(target) && head === '') {
    if (rest.length === 0) target.push(value);
    else {
      const child: FormObject | FormValue[] = isIndex(rest[0] ?? '') ? [] : {};
      target.push(child);
      place(child, rest, value);
    }
    return;
  }
  const slot = Array.isArray(target) ? Number(head) : head;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  let child = container[slot];
  if (typeof child !== 'object' || child === null) {
    child = isIndex(rest[0] ?? '') ? [] : {};
    container[slot] = child;
  }
  place(child, rest, value);
}

/** The parameters of a form body or query string as nested objects; arrays keep their indexes' order. */
export function parseStripeParams(params: URLSearchParams): FormObject {
  const result: FormObject = {};
  for (const [key, value] of params) place(result, keyPath(key), value);
  return compact(result) as FormObject;
}

/** Sparse arrays (`a[2]` without `a[1]`) close their gaps. */
function compact(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

export function stringParam(params: FormObject, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

export function objectParam(params: FormObject, name: string): FormObject | undefined {
  const value = params[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function arrayParam(params: FormObject, name: string): FormValue[] {
  const value = params[name];
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

/** Stripe's metadata: string values only. */
export function metadataParam(params: FormObject, name = 'metadata'): Record<string, string> {
  const value = objectParam(params, name) ?? {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
