import { localeFromAcceptLanguage, pickLocale } from './locale';

describe('the language of a request', () => {
  it('reads Accept-Language by its weights', () => {
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,es;q=0.4,en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, ES-us;q=0.4')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de')).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage(';;;,,q=es')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('puts ?lang= before the cookie, the cookie before Accept-Language, English last', () => {
    const spanishBrowser = 'es-US,es;q=0.9';
    expect(pickLocale({ acceptLanguage: spanishBrowser })).toBe('es');
    expect(pickLocale({ cookieHeader: 'fp_sid=abc; fp_lang=en', acceptLanguage: spanishBrowser })).toBe('en');
    expect(pickLocale({ query: 'es', cookieHeader: 'fp_lang=en' })).toBe('es');
    // An unknown value anywhere is ignored, not trusted.
    expect(pickLocale({ query: 'fr', cookieHeader: 'fp_lang=<script>', acceptLanguage: 'es' })).toBe('es');
    expect(pickLocale({ query: ['es'], acceptLanguage: 'de' })).toBe('en');
  });
});
