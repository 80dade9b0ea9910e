import { useApolloClient } from '@apollo/client/react';
import { LOCALE_NAMES, LOCALES } from '@fp/i18n';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../__generated__';
import { TokenQuery } from '../lib/auth';
import { useHere } from '../router/Router';
import { useLocale } from './intl';

const SetLanguage = graphql(`
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);

/**
 * The link to this page in the other language, on every page (issue 45). A plain link with `?lang=`: the
 * server keeps the choice in a cookie and renders the page in it, so it works before the app's script has
 * run; the link is written in the language it opens, and says so (`lang`, `hreflang`). Signed in, the
 * account keeps the choice too (its e-mails, and the site on another device after signing in) before the
 * page changes.
 */
export function LanguageSwitch() {
  const current = useLocale();
  const intl = useIntl();
  const client = useApolloClient();
  const here = useHere();
  const other = LOCALES.find((l) => l !== current) ?? current;
  const q = here.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : here.slice(q));
  params.set('lang', other);
  const href = `${q < 0 ? here : here.slice(0, q)}?${params.toString()}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Only a signed-in visitor (the token already in the cache) has an account to keep it in.
    if (!client.readQuery({ query: TokenQuery })?.token) return;
    e.preventDefault();
    const go = () => window.location.assign(href);
    client.mutate({ mutation: SetLanguage, variables: { language: other } }).then(go, go);
  };
  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      title={intl.formatMessage({
        id: 'layout.language.title',
        defaultMessage: 'Show this page in the other language',
      })}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
