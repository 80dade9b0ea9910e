/**
 * The site's languages and how a request's language is chosen (issue 45): an explicit `?lang=` in the
 * address first (the hreflang alternates are such addresses, so a search engine's Spanish link opens in
 * Spanish), then the visitor's own choice kept in a cookie (set by the switch in the header, and at sign-in
 * from the account), then the browser's Accept-Language, then English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that keeps the visitor's choice (a year; not a session: it holds no personal data). */
export const LOCALE_COOKIE = 'fp_lang';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** Each language's name written in itself, for the switch (a link is labelled in the language it opens). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
/** The BCP 47 tag for Intl's number and date formats: US English and the Spanish of the United States. */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of our languages the Accept-Language header asks for, by its weights (RFC 9110 §12.5.4):
 * "es-MX,es;q=0.9,en;q=0.8" is Spanish; "en-US,es;q=0.5" English; a header naming neither (or `*` alone,
 * or a malformed one) gives null. Ties keep the header's order.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && (!best || q > best.q)) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A request's language: `?lang=`, then the cookie, then Accept-Language, then English. */
export function pickLocale(from: {
  query?: unknown;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(from.query)) return from.query;
  const cookie = cookieValue(from.cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LOCALE;
}
