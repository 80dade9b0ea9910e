/**
 * The language of a served page (issue 45; the choice itself is libs/i18n pickLocale): `?lang=` in the
 * address, then the visitor's cookie, then Accept-Language. A page asked for with `?lang=` keeps that choice
 * in the cookie, so the switch in the header is a plain link that works without script. The page says its
 * language in <html lang> (the web app reads it there) and lists its alternates in each language (hreflang,
 * with x-default for the negotiated address), and the answer varies with the cookie and Accept-Language.
 */
import type { Request, Response } from 'express';
import {
  cookieValue,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALES,
  pickLocale,
  type Locale,
} from '@fp/i18n';

/** The language of the page a request came from (no `?lang=` for API calls): cookie, Accept-Language, English. */
export function requestLanguage(req: Pick<Request, 'headers' | 'get'>): Locale {
  return pickLocale({ cookieHeader: req.headers.cookie, acceptLanguage: req.get('accept-language') });
}

/** An account's language becomes the browser's choice (after signing in, or when it changes). */
export function keepLanguage(
  req: Pick<Request, 'headers'>,
  res: Response,
  language: string,
  secureCookie: boolean,
) {
  if (!isLocale(language) || cookieValue(req.headers.cookie, LOCALE_COOKIE) === language) return;
  res.append(
    'Set-Cookie',
    `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
  );
}

export function pageLanguage(req: Request, res: Response, secureCookie: boolean): Locale {
  const asked = typeof req.query.lang === 'string' ? req.query.lang : undefined;
  const locale = pickLocale({
    query: asked,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.get('accept-language'),
  });
  if (asked === locale && cookieValue(req.headers.cookie, LOCALE_COOKIE) !== locale)
    res.append(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
    );
  res.vary('Cookie');
  res.vary('Accept-Language');
  return locale;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The address of this page in `lang` (null: without `lang`, the negotiated one), other parameters kept. */
function addressIn(publicUrl: string, originalUrl: string, lang: Locale | null): string {
  const url = new URL(originalUrl, 'http://x');
  url.searchParams.delete('lang');
  if (lang) url.searchParams.set('lang', lang);
  return `${publicUrl}${url.pathname}${url.search}`;
}

/** index.html's own words (the screen sets its title and description once its script runs), in Spanish. */
const SPANISH_SHELL: [RegExp, string][] = [
  [
    /<meta name="description" content="[^"]*"/,
    '<meta name="description" content="Compare lo que cobran los hospitales de EE. UU. por una afección cerca de usted, con datos públicos de Medicare."',
  ],
  [
    /<noscript>[^<]*<\/noscript>/,
    '<noscript>FairPrice Health necesita JavaScript para buscar, abrir los detalles de un hospital e iniciar sesión; sin él, el mapa y las afecciones muestran solo su primera vista.</noscript>',
  ],
];

/** The page with its language in <html lang> and its alternates in <head>. */
export function localizedPage(page: string, locale: Locale, publicUrl: string, originalUrl: string): string {
  if (locale === 'es') for (const [from, to] of SPANISH_SHELL) page = page.replace(from, to);
  const links = [
    ...LOCALES.map((l) => [l, addressIn(publicUrl, originalUrl, l)] as const),
    ['x-default', addressIn(publicUrl, originalUrl, null)] as const,
  ]
    .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeAttr(href)}">`)
    .join('');
  return page
    .replace(/<html lang="[a-z-]*">/i, `<html lang="${locale}">`)
    .replace('</head>', `${links}</head>`);
}
