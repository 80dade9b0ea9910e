/**
 * The older site's form data (spec part 2 §5 and §7), in both directions.
 *
 * In: the REST shim receives urlencoded or multipart bodies whose keys carry the structure in brackets
 * (`bills[0][total]`, `tags[]`), dates as UTC `YYYY-MM-DDTHH:mm:ss`, empty dates and empty multi-selects
 * as the text "null", empty single-selects as `{}`, checkboxes as 1 or 0. `parseBracketed` rebuilds the
 * nesting and `normaliseLegacyForm` turns the whole thing into clean typed values, once, at the edge;
 * services never see the older shapes.
 *
 * Out: `toLegacyForm` produces the same shapes from a form's values for the legacy paths, and
 * `flattenBracketed` the key/value pairs of a multipart or urlencoded body. The older site's date stamp
 * added one second to the real time; that was a bug and is not copied.
 */
import { moneyToNumber, parseUsDate, toCents } from './masks';

export type LegacyFieldType =
  | 'text'
  | 'number'
  /** Dollars and cents in, integer cents out (money is stored as cents). */
  | 'money'
  | 'date'
  /** A month without a day: stored as the 1st at 12:00 UTC. */
  | 'month'
  | 'checkbox'
  | 'select'
  | 'multiselect'
  | 'file'
  | 'json'
  | 'image';

/** A group: repeated elements, each a nested object with these fields. */
export interface LegacyGroup {
  group: LegacyFormSpec;
}
export type LegacyField = LegacyFieldType | LegacyGroup;
export type LegacyFormSpec = Record<string, LegacyField>;

export type LegacyValue = string | LegacyValue[] | { [key: string]: LegacyValue };

/** Keys that would reach Object.prototype; refused anywhere in a name. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
/** Deeper nesting or bigger list indexes than any of our forms uses are refused (no 1e9-slot arrays). */
export const LEGACY_MAX_DEPTH = 6;
export const LEGACY_MAX_INDEX = 1000;

class FormDataError extends Error {}

/** `bills[0][total]` → ["bills", "0", "total"]; `tags[]` → ["tags", ""]. Null for a malformed name. */
export function splitBracketedKey(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) return null;
  const parts = [m[1]];
  for (const b of m[2].matchAll(/\[([^[\]]*)\]/g)) parts.push(b[1]);
  return parts;
}

interface Node {
  props: Map<string, Node | string>;
  /** Created by `[]` pushes or numeric keys only: becomes an array. */
  list: boolean;
  next: number;
}
const newNode = (): Node => ({ props: new Map(), list: true, next: 0 });

/**
 * Rebuilds nested objects and lists from bracketed names. Names ending in `[]` become lists; numeric
 * brackets (`bills[0][total]`) make lists of objects, in index order with gaps closed; other brackets make
 * objects. A plain name sent several times keeps every value, as a list.
 */
export function parseBracketed(
  entries: Iterable<[string, string]> | Record<string, string | string[] | undefined>,
): Record<string, LegacyValue> {
  const list: Iterable<[string, string]> =
    Symbol.iterator in Object(entries) && !isPlainRecord(entries)
      ? (entries as Iterable<[string, string]>)
      : Object.entries(entries as Record<string, string | string[] | undefined>).flatMap(([k, v]) =>
          v === undefined
            ? []
            : Array.isArray(v)
              ? v.map((x): [string, string] => [k, x])
              : [[k, v] as [string, string]],
        );
  const root = newNode();
  root.list = false;
  const repeated = new Map<string, string[]>();
  for (const [key, value] of list) {
    const parts = splitBracketedKey(key);
    if (!parts) continue; // not one of ours (a stray "a]b"): ignored
    if (parts.length > LEGACY_MAX_DEPTH || parts.some((p) => FORBIDDEN.has(p))) {
      throw new FormDataError(`The form field name "${key.slice(0, 80)}" is not accepted.`);
    }
    if (parts.length === 1) {
      const seen = repeated.get(parts[0]);
      if (seen) seen.push(value);
      else repeated.set(parts[0], [value]);
      continue;
    }
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      const last = i === parts.length - 1;
      let name = parts[i];
      if (name === '') name = String(node.next++);
      else if (/^\d+$/.test(name)) {
        if (Number(name) > LEGACY_MAX_INDEX)
          throw new FormDataError(`The list in "${key.slice(0, 80)}" is too long.`);
        node.next = Math.max(node.next, Number(name) + 1);
      } else node.list = false;
      if (last) {
        node.props.set(name, value);
      } else {
        let child = node.props.get(name);
        if (typeof child !== 'object') {
          child = newNode();
          node.props.set(name, child);
        }
        node = child;
      }
    }
  }
  const out = finish(root) as Record<string, LegacyValue>;
  for (const [k, values] of repeated) out[k] = values.length === 1 ? values[0] : values;
  return out;
}

function isPlainRecord(v: unknown): boolean {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function finish(node: Node | string): LegacyValue {
  if (typeof node === 'string') return node;
  if (node.list && node.props.size > 0) {
    return [...node.props.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => finish(v));
  }
  const obj: Record<string, LegacyValue> = {};
  for (const [k, v] of node.props) obj[k] = finish(v);
  return obj;
}

export { FormDataError as LegacyFormDataError };

// ---- in: older shapes → clean typed values ------------------------------------------------------------

export type CleanValue =
  string | number | boolean | null | Date | CleanValue[] | { [key: string]: CleanValue };

const isEmptyObject = (v: unknown) => isPlainRecord(v) && Object.keys(v as object).length === 0;
/** "null", "", "{}" and {} all mean nothing was chosen or entered. */
const isNothing = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  v === 'null' ||
  v === '{}' ||
  v === '[]' ||
  isEmptyObject(v) ||
  (Array.isArray(v) && v.length === 0);

/** The older site's stamp `YYYY-MM-DDTHH:mm:ss` is UTC (no zone written); full ISO and MM/DD/YYYY too. */
export function parseLegacyDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== 'string' || isNothing(v)) return null;
  const s = v.trim();
  const us = parseUsDate(s);
  if (us) return new Date(Date.UTC(us.year, us.month - 1, us.day));
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(s);
  if (!m) return null;
  const d = m[7]
    ? new Date(s)
    : new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}Z`);
  if (Number.isNaN(d.getTime()) || (d.getUTCDate() !== Number(m[3]) && !m[7])) return null;
  return d;
}

/** A month ("2025-03", a full date or the older stamp): the 1st of it at 12:00 UTC. */
export function parseLegacyMonth(v: unknown): Date | null {
  if (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v.trim())) {
    const [y, mo] = v.trim().split('-').map(Number);
    return mo >= 1 && mo <= 12 ? new Date(Date.UTC(y, mo - 1, 1, 12)) : null;
  }
  const d = parseLegacyDate(v);
  return d ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1, 12)) : null;
}

const truthy = new Set(['1', 'on', 'true', 'yes']);

function cleanField(type: LegacyField, v: unknown): CleanValue | undefined {
  if (typeof type === 'object') {
    const items = Array.isArray(v)
      ? v
      : isPlainRecord(v) && !isEmptyObject(v)
        ? Object.values(v as object)
        : [];
    return items.filter((x) => isPlainRecord(x)).map((x) => normaliseLegacyForm(x, type.group));
  }
  switch (type) {
    case 'checkbox':
      return v === true || v === 1 || (typeof v === 'string' && truthy.has(v.trim().toLowerCase()));
    case 'multiselect':
      if (isNothing(v)) return [];
      return (Array.isArray(v) ? v : [v])
        .filter((x) => !isNothing(x))
        .map((x) => idOf(x))
        .filter((x) => x !== null);
    case 'select':
      return isNothing(v) ? null : idOf(Array.isArray(v) ? v[0] : v);
    case 'date':
      return parseLegacyDate(v);
    case 'month':
      return parseLegacyMonth(v);
    case 'number': {
      if (isNothing(v)) return null;
      const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim());
      return Number.isFinite(n) ? n : null;
    }
    case 'money':
      if (isNothing(v)) return null;
      return toCents(typeof v === 'number' ? v : (moneyToNumber(String(v)) ?? NaN));
    case 'file':
    case 'image':
    case 'json': {
      if (isNothing(v)) return undefined; // omitted, as the older site did
      if (typeof v !== 'string') return clean(v);
      try {
        return clean(JSON.parse(v) as unknown);
      } catch {
        return v;
      }
    }
    case 'text':
      return isNothing(v)
        ? null
        : Array.isArray(v)
          ? String(v[v.length - 1])
          : typeof v === 'string'
            ? v
            : String(v);
  }
}

/** An option's id: a plain value, or the `id` of an {id, text} object. */
function idOf(v: unknown): string | null {
  if (isPlainRecord(v)) {
    const id = (v as { id?: unknown }).id;
    return id === undefined || id === null || id === '' ? null : String(id);
  }
  return v === undefined || v === null ? null : String(v);
}

/** Without a field list: only the unambiguous rules ("null" and {} mean nothing). */
function clean(v: unknown): CleanValue {
  if (v === 'null' || v === null || v === undefined || isEmptyObject(v)) return null;
  if (Array.isArray(v)) return v.map(clean);
  if (isPlainRecord(v)) {
    const out: Record<string, CleanValue> = {};
    for (const [k, x] of Object.entries(v as object)) if (!FORBIDDEN.has(k)) out[k] = clean(x);
    return out;
  }
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  return String(v);
}

/**
 * The clean typed object from an older-site form. With a field list each named field gets its type
 * (dates → Date, month-only → the 1st at 12:00, checkboxes → boolean, money → integer cents, empty
 * single-select → null, empty multi-select → [], groups → arrays of objects; file, JSON and image
 * fields without content are left out). Fields not in the list, or every field without a list, keep
 * their text with "null" and {} turned into null.
 */
export function normaliseLegacyForm(input: unknown, spec?: LegacyFormSpec): Record<string, CleanValue> {
  const src = isPlainRecord(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, CleanValue> = {};
  for (const [k, v] of Object.entries(src)) {
    if (FORBIDDEN.has(k)) continue;
    if (spec && k in spec) continue;
    out[k] = clean(v);
  }
  if (spec) {
    for (const [k, type] of Object.entries(spec)) {
      const v = cleanField(type, src[k]);
      if (v !== undefined) out[k] = v;
    }
  }
  return out;
}

// ---- out: a form's values → older shapes ---------------------------------------------------------------

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** UTC `YYYY-MM-DDTHH:mm:ss` (real seconds; the older site's "+1 second" is not copied). */
export function legacyStamp(d: Date): string {
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

const isBlankInput = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

export type LegacyOut = string | number | LegacyOut[] | { [key: string]: LegacyOut };

/**
 * What the older site sent for these values: dates as UTC `YYYY-MM-DDTHH:mm:ss` (from a Date, an ISO
 * date or MM/DD/YYYY), empty dates and empty multi-selects as "null", empty single-selects as {},
 * checkboxes 1 or 0, month-only dates as the 1st at 12:00, money as a number, file/JSON/image fields
 * without content left out, groups as arrays of nested objects. Fields not in the list pass through.
 */
export function toLegacyForm(
  values: Record<string, unknown>,
  spec: LegacyFormSpec,
): Record<string, LegacyOut> {
  const out: Record<string, LegacyOut> = {};
  for (const [k, v] of Object.entries(values)) {
    if (!(k in spec) && v !== undefined && v !== null) out[k] = passThrough(v);
  }
  for (const [k, type] of Object.entries(spec)) {
    const v = values[k];
    if (typeof type === 'object') {
      out[k] = (Array.isArray(v) ? v : []).map((x) =>
        toLegacyForm((x ?? {}) as Record<string, unknown>, type.group),
      );
      continue;
    }
    switch (type) {
      case 'date': {
        const d = isBlankInput(v) ? null : parseLegacyDate(v);
        out[k] = d ? legacyStamp(d) : 'null';
        break;
      }
      case 'month': {
        const d = isBlankInput(v) ? null : parseLegacyMonth(v);
        out[k] = d ? legacyStamp(d) : 'null';
        break;
      }
      case 'checkbox':
        out[k] = v === true || v === 1 || (typeof v === 'string' && truthy.has(v.toLowerCase())) ? 1 : 0;
        break;
      case 'multiselect':
        out[k] = isBlankInput(v) ? 'null' : (Array.isArray(v) ? v : [v]).map((x) => String(idOf(x)));
        break;
      case 'select':
        out[k] = isBlankInput(v) ? {} : String(idOf(v));
        break;
      case 'money': {
        const n = typeof v === 'number' ? v : typeof v === 'string' ? moneyToNumber(v) : null;
        if (n !== null) out[k] = n;
        break;
      }
      case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
        if (Number.isFinite(n)) out[k] = n;
        break;
      }
      case 'file':
      case 'json':
      case 'image':
        if (!isNothing(v)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
        break;
      case 'text':
        if (v !== undefined && v !== null) out[k] = String(v);
        break;
    }
  }
  return out;
}

function passThrough(v: unknown): LegacyOut {
  if (v instanceof Date) return legacyStamp(v);
  if (Array.isArray(v)) return v.map(passThrough);
  if (isPlainRecord(v)) {
    const o: Record<string, LegacyOut> = {};
    for (const [k, x] of Object.entries(v as object))
      if (x !== undefined && x !== null) o[k] = passThrough(x);
    return o;
  }
  return typeof v === 'number' ? v : String(v);
}

/**
 * Key/value pairs of a multipart or urlencoded body: nested objects as `a[b]`, lists of plain values as
 * `a[]`, lists of objects as `a[0][b]`, an empty object as the text "{}", Dates as ISO strings.
 */
export function flattenBracketed(value: Record<string, unknown>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, key: string) => {
    if (v === undefined || v === null) return;
    if (v instanceof Date) out.push([key, v.toISOString()]);
    else if (Array.isArray(v)) {
      const nested = v.some((x) => isPlainRecord(x) || Array.isArray(x));
      v.forEach((x, i) => walk(x, nested ? `${key}[${i}]` : `${key}[]`));
    } else if (isPlainRecord(v)) {
      const entries = Object.entries(v as object);
      if (entries.length === 0) out.push([key, '{}']);
      for (const [k, x] of entries) walk(x, key ? `${key}[${k}]` : k);
    } else out.push([key, String(v)]);
  };
  walk(value, prefix);
  return out;
}
