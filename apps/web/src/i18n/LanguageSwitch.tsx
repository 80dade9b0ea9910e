import { LOCALE_NAMES, LOCALES } from '@fp/i18n';
import { useIntl } from 'react-intl';
import { useHere } from '../router/Router';
import { useLocale } from './intl';

/**
 * The link to this page in the other language, on every page (issue 45). A plain link with `?lang=`: the
 * server keeps the choice in a cookie and renders the page in it, so it works before the app's script has
 * run; the link is written in the language it opens, and says so (`lang`, `hreflang`).
 */
export function LanguageSwitch() {
  const current = useLocale();
  const intl = useIntl();
  const here = useHere();
  const other = LOCALES.find((l) => l !== current) ?? current;
  const q = here.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : here.slice(q));
  params.set('lang', other);
  return (
    <a
      className="language-switch"
      href={`${q < 0 ? here : here.slice(0, q)}?${params.toString()}`}
      hrefLang={other}
      lang={other}
      title={intl.formatMessage({
        id: 'layout.language.title',
        defaultMessage: 'Show this page in the other language',
      })}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
