/**
 * Bracket form encoding (`a[b]=1&list[0][id]=2`), used on both sides: the consumer wrapper
 * encodes POST bodies with it and the server decodes them (ARCHITECTURE.md, "Forms and types").
 * Pure: no DOM, no Node APIs.
 */

export type FormValue = string | number | boolean | null | undefined | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function pairs(prefix: string, value: FormValue, out: [string, string][]): void {
  if (value === undefined) return;
  if (value === null) {
    out.push([prefix, '']);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => pairs(`${prefix}[${i}]`, v, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pairs(`${prefix}[${k}]`, v, out);
  } else {
    out.push([prefix, String(value)]);
  }
}

/** Flattens an object into `[key, value]` pairs with bracket keys. */
export function toFormPairs(data: FormObject): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(data)) pairs(k, v, out);
  return out;
}

export function encodeForm(data: FormObject): string {
  return toFormPairs(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Nesting deeper than this is refused (a request cannot make the parser recurse without end). */
const MAX_DEPTH = 5;
/** Array indexes above this become object keys, so `a[99999999]=1` cannot allocate a huge array. */
const MAX_INDEX = 200;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): string[] | null {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  const re = /\[([^[\]]*)\]/gy;
  re.lastIndex = first;
  let m: RegExpExecArray | null;
  while ((m = re.exec(key)) !== null) {
    parts.push(m[1] ?? '');
    if (re.lastIndex === key.length) break;
  }
  if (re.lastIndex !== key.length) return [key];
  return parts.length - 1 > MAX_DEPTH ? null : parts;
}

/**
 * Rebuilds nested objects from bracket pairs. Repeated plain keys become arrays; `a[]=x`
 * appends. Prototype keys are dropped.
 */
export function decodeFormPairs(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [rawKey, value] of entries) {
    const parts = splitKey(rawKey);
    if (!parts || parts.some((p) => FORBIDDEN_KEYS.has(p))) continue;
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      const last = i === parts.length - 1;
      const isArr = Array.isArray(node);
      const index = part === '' && isArr ? node.length : part;
      if (last) {
        if (isArr) {
          const n = Number(index);
          if (Number.isInteger(n) && n >= 0 && n <= MAX_INDEX) (node as unknown[])[n] = value;
        } else {
          const obj = node as Record<string, unknown>;
          const prev = obj[part];
          if (prev === undefined) obj[part] = value;
          else if (Array.isArray(prev)) prev.push(value);
          else obj[part] = [prev, value];
        }
        break;
      }
      const nextPart = parts[i + 1] as string;
      const wantArray =
        nextPart === '' || (/^\d+$/.test(nextPart) && Number(nextPart) <= MAX_INDEX);
      const container = node as Record<string, unknown>;
      const key = isArr ? String(index) : part;
      let child = container[key];
      if (child === undefined || typeof child !== 'object' || child === null) {
        child = wantArray ? [] : (Object.create(null) as Record<string, unknown>);
        container[key] = child;
      }
      node = child as Record<string, unknown> | unknown[];
    }
  }
  return root;
}

export function decodeForm(body: string): Record<string, unknown> {
  const entries: [string, string][] = [];
  for (const part of body.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    try {
      entries.push([
        decodeURIComponent(k.replace(/\+/g, ' ')),
        decodeURIComponent(v.replace(/\+/g, ' ')),
      ]);
    } catch {
      // A malformed escape drops that pair rather than failing the request.
    }
  }
  return decodeFormPairs(entries);
}
