/**
 * Input masks as pure rules (spec part 2 §5 and §9), shared by the web app's masked inputs and the
 * server. Each rule turns whatever arrived (one typed key, a paste, an autofill, a mobile keyboard's
 * or IME's whole-word insert) into the same canonical text, so every way of entering a value ends in
 * the same valid value. `format` gives what the field shows, `toValue` what is sent.
 */

export const PHONE_DIGITS = 10;
export const CARD_DIGITS = 16;
export const DATE_DIGITS = 8;
export const MONEY_DECIMALS = 2;
/** Numeric clean-up keeps at most this many characters (spec §9). */
export const NUMBER_MAX_CHARS = 10;
/** Whole-number digits a money field takes: 9,999,999,999.99 at most, still exact as integer cents. */
export const MONEY_MAX_INTEGER_DIGITS = 10;

export type MaskKind =
  'phone' | 'card' | 'money' | 'date' | 'slug' | 'alphaNumeric' | 'alphaNumericDash' | 'decimal' | 'numbers';

export const onlyDigits = (raw: string): string => raw.replace(/\D+/g, '');

// ---- phone ------------------------------------------------------------------------------------------

/** Up to 10 digits; a pasted or autofilled "+1 …" country code (11 digits starting with 1) is dropped. */
export function phoneDigits(raw: string): string {
  let d = onlyDigits(raw);
  if (d.length === PHONE_DIGITS + 1 && d.startsWith('1')) d = d.slice(1);
  return d.slice(0, PHONE_DIGITS);
}

/** (AAA) BBB-CCCC, built up as digits arrive. */
export function formatPhone(raw: string): string {
  const d = phoneDigits(raw);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Valid with exactly 10 digits, or empty. */
export const isValidPhone = (raw: string): boolean => {
  const n = phoneDigits(raw).length;
  return n === 0 || (n === PHONE_DIGITS && onlyDigits(raw).length <= PHONE_DIGITS + 1);
};

/** Sent as an integer; null when empty. */
export function phoneToInteger(raw: string): number | null {
  const d = phoneDigits(raw);
  return d ? Number(d) : null;
}

// ---- card -------------------------------------------------------------------------------------------

export const cardDigits = (raw: string): string => onlyDigits(raw).slice(0, CARD_DIGITS);

/** 16 digits in groups of 4 separated by spaces. */
export const formatCard = (raw: string): string => (cardDigits(raw).match(/.{1,4}/g) ?? []).join(' ');

/** Luhn checksum, as every payment card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const isValidCard = (raw: string): boolean => {
  const d = onlyDigits(raw);
  return d.length === CARD_DIGITS && luhnValid(d);
};

// ---- money ------------------------------------------------------------------------------------------

/**
 * Digits and one decimal point, at most 2 decimals, no leading zeros, at most 10 whole digits. Commas
 * (and anything else) are dropped, so "1,234.5" and "$1234.50" clean up like typing 1234.5 does. A
 * leading minus sign is kept, so "-5" reaches the rules and is refused with a reason instead of
 * silently becoming 5.00.
 */
export function cleanMoney(raw: string, decimals = MONEY_DECIMALS): string {
  const sign = /^\s*[-\u2212]/.test(raw) ? '-' : '';
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point < 0 ? kept : kept.slice(0, point);
  const frac = point < 0 ? '' : kept.slice(point + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MONEY_MAX_INTEGER_DIGITS);
  if (point < 0 || decimals === 0) return sign + whole;
  return `${sign}${whole || '0'}.${frac.slice(0, decimals)}`;
}

const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Thousands commas while typing: "1234567.5" → "1,234,567.5". */
export function formatMoney(raw: string): string {
  const c = cleanMoney(raw);
  const point = c.indexOf('.');
  return point < 0 ? groupThousands(c) : `${groupThousands(c.slice(0, point))}${c.slice(point)}`;
}

/** On leaving the field: ".00" padded in ("12" → "12.00", "1,234.5" → "1,234.50"); empty stays empty. */
export function padMoney(raw: string): string {
  const c = cleanMoney(raw);
  if (!c || c === '-') return c;
  const sign = c.startsWith('-') ? '-' : '';
  const [whole, frac = ''] = c.slice(sign.length).split('.');
  return `${sign}${groupThousands(whole || '0')}.${frac.padEnd(MONEY_DECIMALS, '0')}`;
}

/** Sent as a number with the commas removed; null when empty. */
export function moneyToNumber(raw: string): number | null {
  const c = cleanMoney(raw);
  return c && c !== '.' && c !== '-' && c !== '-.' ? Number(c) : null;
}

/** Stored as integer cents (no floating-point drift: 0.29 → 29, not 28.999…). */
export function toCents(amount: number | string): number | null {
  const n = typeof amount === 'number' ? amount : moneyToNumber(amount);
  if (n === null || !Number.isFinite(n)) return null;
  return Math.round(Number((n * 100).toFixed(4)));
}

/** Cents divided by 100, two decimals, with commas: 123456 → "1,234.56". */
export const centsToMoney = (cents: number): string => padMoney((cents / 100).toFixed(MONEY_DECIMALS));

// ---- date (MM/DD/YYYY) --------------------------------------------------------------------------------

export const dateDigits = (raw: string): string => onlyDigits(raw).slice(0, DATE_DIGITS);

/** MM/DD/YYYY: the slashes appear as the digits after them arrive; a 4-digit year at most. */
export function formatUsDate(raw: string): string {
  const d = dateDigits(raw);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A real calendar date from MM/DD/YYYY text, or null. */
export function parseUsDate(raw: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? { year, month, day } : null;
}

export const isValidUsDate = (raw: string): boolean => raw.trim() === '' || parseUsDate(raw) !== null;

/** MM/DD/YYYY → YYYY-MM-DD (what GraphQL and the database take); null when empty or not a date. */
export function usDateToIso(raw: string): string | null {
  const p = parseUsDate(raw);
  if (!p) return null;
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** YYYY-MM-DD (or a full ISO stamp) → MM/DD/YYYY for the field. */
export function isoToUsDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

// ---- text rules ---------------------------------------------------------------------------------------

/** Final slug: lower-case, runs of anything but a-z and 0-9 become one hyphen, none at either end. */
export const slugify = (raw: string): string =>
  raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** While typing a slug the trailing hyphen stays (the next word is on its way); blur trims it. */
export const slugTyping = (raw: string): string =>
  raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');

export const alphaNumeric = (raw: string): string => raw.replace(/[^A-Za-z0-9]+/g, '');
export const alphaNumericDash = (raw: string): string => raw.replace(/[^A-Za-z0-9-]+/g, '');

/** Digits only, truncated to 10 characters (spec §9). */
export const numbers = (raw: string): string => onlyDigits(raw).slice(0, NUMBER_MAX_CHARS);

/** Digits and one decimal point; with `maxDecimals` at most that many digits after it. */
export function decimal(raw: string, maxDecimals?: number): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  const frac = kept.slice(point + 1).replace(/\./g, '');
  return `${kept.slice(0, point)}.${maxDecimals === undefined ? frac : frac.slice(0, maxDecimals)}`;
}

// ---- keystrokes ---------------------------------------------------------------------------------------

export interface KeyStroke {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * Whether a key press may go into a field with this rule (the older site's keystroke filter). Ctrl and
 * Cmd combinations (copy, paste, undo, select all) and non-printing keys (arrows, Backspace, Tab) are
 * always allowed. Alt is blocked for alphaNumeric and alphaNumericDash (Alt composes accented letters
 * and symbols). Shift is judged by the character it produces rather than blocked outright: Shift+1 ("!")
 * is refused, a capital letter is alphanumeric and allowed. A second decimal point is refused, and with
 * `maxDecimals` so is a digit beyond it. This only spares the user a flicker: the rule functions above
 * clean every insert anyway, so pastes and IME input end in the same value.
 */
export function keyAllowed(
  kind: MaskKind,
  stroke: KeyStroke,
  current = '',
  selection: { start: number; end: number } = { start: current.length, end: current.length },
  maxDecimals?: number,
): boolean {
  if (stroke.ctrlKey || stroke.metaKey) return true;
  if (stroke.key.length !== 1) return true;
  const ch = stroke.key;
  if (stroke.altKey && (kind === 'alphaNumeric' || kind === 'alphaNumericDash')) return false;
  switch (kind) {
    case 'alphaNumeric':
      return /[A-Za-z0-9]/.test(ch);
    case 'alphaNumericDash':
      return /[A-Za-z0-9-]/.test(ch);
    case 'numbers':
    case 'phone':
    case 'card':
    case 'date':
      return /\d/.test(ch);
    case 'decimal':
    case 'money': {
      const rest = current.slice(0, selection.start) + current.slice(selection.end);
      if (ch === '.') return !rest.includes('.');
      // A minus sign only in front, so a negative amount gets the rules' message rather than vanishing.
      if (ch === '-' && kind === 'money') return selection.start === 0 && !rest.includes('-');
      if (!/\d/.test(ch)) return ch === ',' && kind === 'money';
      const limit = kind === 'money' ? MONEY_DECIMALS : maxDecimals;
      const point = rest.indexOf('.');
      if (limit === undefined || point < 0 || selection.start <= point) return true;
      return rest.length - point - 1 < limit;
    }
    case 'slug':
      return true; // any character: a run of others becomes one hyphen
  }
}

// ---- one table for the web's masked inputs -------------------------------------------------------------

export interface MaskRule {
  /** Canonical text from any input (typed, pasted, autofilled), as shown while typing. */
  format(raw: string, maxDecimals?: number): string;
  /** What the field shows after the user leaves it. */
  commit(raw: string, maxDecimals?: number): string;
  /** What is sent to the server ('' and null mean empty). */
  toValue(raw: string): string | number | null;
  /** The keyboard to show on phones. */
  inputMode: 'numeric' | 'decimal' | 'tel' | 'text';
  /** A short example for hints and placeholders. */
  placeholder?: string;
}

export const MASKS: Record<MaskKind, MaskRule> = {
  phone: {
    format: formatPhone,
    commit: formatPhone,
    toValue: phoneToInteger,
    inputMode: 'tel',
    placeholder: '(555) 555-0100',
  },
  card: {
    format: formatCard,
    commit: formatCard,
    toValue: (raw) => cardDigits(raw) || null,
    inputMode: 'numeric',
    placeholder: '4242 4242 4242 4242',
  },
  money: {
    format: formatMoney,
    commit: padMoney,
    toValue: moneyToNumber,
    inputMode: 'decimal',
    placeholder: '0.00',
  },
  date: {
    format: formatUsDate,
    commit: formatUsDate,
    toValue: usDateToIso,
    inputMode: 'numeric',
    placeholder: 'MM/DD/YYYY',
  },
  slug: { format: slugTyping, commit: slugify, toValue: (raw) => slugify(raw) || null, inputMode: 'text' },
  alphaNumeric: {
    format: alphaNumeric,
    commit: alphaNumeric,
    toValue: (r) => alphaNumeric(r),
    inputMode: 'text',
  },
  alphaNumericDash: {
    format: alphaNumericDash,
    commit: alphaNumericDash,
    toValue: (r) => alphaNumericDash(r),
    inputMode: 'text',
  },
  decimal: {
    format: decimal,
    commit: (raw, maxDecimals) => decimal(raw, maxDecimals).replace(/\.$/, ''),
    toValue: (raw) => {
      const c = decimal(raw).replace(/\.$/, '');
      return c && c !== '.' ? Number(c) : null;
    },
    inputMode: 'decimal',
  },
  numbers: {
    format: numbers,
    commit: numbers,
    toValue: (raw) => (numbers(raw) ? Number(numbers(raw)) : null),
    inputMode: 'numeric',
  },
};

/**
 * Where the caret goes after re-formatting: after as many significant characters (digits, letters, the
 * decimal point) as stood before it in the raw text. Deleting or typing in the middle keeps the caret in
 * place instead of throwing it to the end.
 */
export function caretAfterFormat(raw: string, rawCaret: number, formatted: string): number {
  const significant = (c: string) => /[A-Za-z0-9.]/.test(c);
  let count = 0;
  for (const c of raw.slice(0, rawCaret)) if (significant(c)) count++;
  // A money field's leading minus sign: the caret stays after it.
  if (count === 0) return formatted.startsWith('-') && raw.slice(0, rawCaret).includes('-') ? 1 : 0;
  for (let i = 0; i < formatted.length; i++) {
    if (significant(formatted[i]) && --count === 0) return i + 1;
  }
  return formatted.length;
}

/** Rules that only drop or replace characters, never insert separators: the caret follows the prefix. */
const PREFIX_STABLE: ReadonlySet<MaskKind> = new Set([
  'slug',
  'alphaNumeric',
  'alphaNumericDash',
  'decimal',
  'numbers',
]);

/**
 * The caret after re-formatting for a rule. Rules that insert separators (phone, card, money, date) count
 * significant characters; the others format the text before the caret (a slug's new hyphen counts).
 */
export function caretFor(
  kind: MaskKind,
  raw: string,
  rawCaret: number,
  formatted: string,
  maxDecimals?: number,
): number {
  if (PREFIX_STABLE.has(kind)) {
    return Math.min(MASKS[kind].format(raw.slice(0, rawCaret), maxDecimals).length, formatted.length);
  }
  return caretAfterFormat(raw, rawCaret, formatted);
}

/**
 * One edit as the browser applies it (the text from `start` to `end` replaced by `inserted`), then the
 * rule: the new shown text and caret. Used by the masked input for every input event, and by the tests
 * to replay typing, pasting and deleting.
 */
export function applyEdit(
  kind: MaskKind,
  shown: string,
  edit: { start: number; end: number; inserted: string },
  maxDecimals?: number,
): { value: string; caret: number } {
  let { start } = edit;
  let before = shown.slice(0, start);
  // Backspace over a formatting character (the ")" or "-" of a phone) deletes the digit before it.
  if (edit.inserted === '' && edit.end - start === 1 && !/[A-Za-z0-9.]/.test(shown[start])) {
    const m = /[A-Za-z0-9.][^A-Za-z0-9.]*$/.exec(before);
    if (m) {
      before = before.slice(0, m.index);
      start = m.index;
    }
  }
  const raw = before + edit.inserted + shown.slice(edit.end);
  const value = MASKS[kind].format(raw, maxDecimals);
  return { value, caret: caretFor(kind, raw, start + edit.inserted.length, value, maxDecimals) };
}
