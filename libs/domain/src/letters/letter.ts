/**
 * The parts of a letter a person sends from the bill check (apps/web BillCheckPanel): dates as a US
 * reader writes them ("November 26, 2026", not "2026-11-26"), and the sender block from what the account
 * holds. A placeholder is left only for what the account does not hold, so the writer sees what to fill in.
 */

import type { TextLanguage } from '../text/text-language';

/** The months' names, January first (US dates in letters and messages). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The months' names in Spanish, lower case as Spanish writes them in a date ("26 de noviembre de 2026"). */
export const MONTH_NAMES_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A calendar day "YYYY-MM-DD" (a timestamp's date part is used) as "November 26, 2026" (in Spanish
 * "26 de noviembre de 2026"); anything else is answered as given, so a letter never loses a date it was handed.
 */
export function letterDate(isoDay: string, lang: TextLanguage = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  const month = m ? (lang === 'es' ? MONTH_NAMES_ES : MONTH_NAMES)[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return isoDay;
  return lang === 'es' ? `${Number(m[3])} de ${month} de ${m[1]}` : `${month} ${Number(m[3])}, ${m[1]}`;
}

/** The day a moment falls on in the writer's own calendar (their time zone), as letterDate writes it. */
export function letterDateOf(moment: Date, lang: TextLanguage = 'en'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return letterDate(`${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`, lang);
}

/** Today in the writer's own calendar (their time zone), as letterDate writes it. */
export const letterToday = (now: Date = new Date(), lang: TextLanguage = 'en'): string =>
  letterDateOf(now, lang);

/** What the account holds about its owner (each may be missing). */
export interface LetterSender {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export const NAME_PLACEHOLDER = '[Your name]';
const PLACEHOLDERS_ES = { name: '[Su nombre]', address: '[Su dirección postal]' };

/** What a letter writes where the sender's postal address goes when the account has none, in its language. */
export function addressPlaceholder(lang: TextLanguage = 'en'): string {
  return lang === 'es' ? PLACEHOLDERS_ES.address : '[Your postal address]';
}

/** The sender's name as signed, or the placeholder when the account has none. */
export function senderName(s: LetterSender, lang: TextLanguage = 'en'): string {
  return (
    [s.firstName, s.lastName]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || (lang === 'es' ? PLACEHOLDERS_ES.name : NAME_PLACEHOLDER)
  );
}

/**
 * The block at the top of the letter: name, postal address (when stored, else a placeholder line) and
 * e-mail address.
 */
export function senderBlock(s: LetterSender, lang: TextLanguage = 'en'): string[] {
  const t = (v: string | null | undefined) => v?.trim() ?? '';
  const cityLine = [t(s.city), [t(s.state), t(s.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const postal = [t(s.address), t(s.address2), cityLine].filter(Boolean);
  return [
    senderName(s, lang),
    ...(postal.length ? postal : [addressPlaceholder(lang)]),
    ...(t(s.email) ? [t(s.email)] : []),
  ];
}

/**
 * The paragraph asking about the lines of the itemized bill the user kept from the bill check's findings
 * (issue 30): each finding's sentence names its lines; nothing when none was kept.
 */
export function findingLetterLines(kept: readonly { text: string }[], lang: TextLanguage = 'en'): string[] {
  if (kept.length === 0) return [];
  const es = lang === 'es';
  return [
    '',
    kept.length === 1
      ? es
        ? 'También les pido que revisen esta línea de la factura detallada:'
        : 'I also ask you to review this line of the itemized bill:'
      : es
        ? 'También les pido que revisen estas líneas de la factura detallada:'
        : 'I also ask you to review these lines of the itemized bill:',
    ...kept.map((f) => `- ${f.text}`),
    es
      ? 'Les ruego que corrijan cualquier cargo erróneo y me envíen una factura corregida.'
      : 'Please correct any charge that is in error and send me a corrected bill.',
  ];
}
