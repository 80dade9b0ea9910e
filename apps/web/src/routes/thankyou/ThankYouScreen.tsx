/**
 * /thankyou/{kind}: new, verify, bill, error, reset, set, resend, access, contact; any other kind gets
 * the default message thanking contributors. Reset and resend are deliberately vague.
 *
 * After a verified address or a chosen password the link has signed this browser in: the page says so
 * (not "you can log in") and offers the page the visitor signed up from (router/return-path.ts).
 */
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { THANK_YOU, type ThankYouKind } from '@fp/site-text';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/RouteView';
import { takeReturnPath } from '../../router/return-path';
import { THANK_YOU_SIGNED_IN_TEXT, THANK_YOU_TEXT } from './thank-you-text';
import { usePageMeta } from '../../lib/meta';
import { useToken } from '../../lib/auth';

const LINKS = defineMessages({
  logIn: { id: 'thankyou.next.logIn', defaultMessage: 'Log in' },
  dashboard: { id: 'thankyou.next.dashboard', defaultMessage: 'Go to your dashboard' },
  home: { id: 'thankyou.next.home', defaultMessage: 'Back to the home page' },
  search: { id: 'thankyou.next.search', defaultMessage: 'Back to your search' },
  where: { id: 'thankyou.next.where', defaultMessage: 'Back where you were' },
  map: { id: 'thankyou.next.map', defaultMessage: 'Search prices' },
});

interface Next {
  to: string;
  label: MessageDescriptor;
}

const NEXT: Partial<Record<ThankYouKind, Next>> = {
  verify: { to: '/account', label: LINKS.logIn },
  set: { to: '/account', label: LINKS.logIn },
  bill: { to: '/dashboard', label: LINKS.dashboard },
  default: { to: '/dashboard', label: LINKS.dashboard },
  error: { to: '/', label: LINKS.home },
};

const isKind = (k: string | undefined): k is ThankYouKind => !!k && k !== 'default' && k in THANK_YOU;

export default function ThankYouScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  const kind: ThankYouKind = isKind(raw) ? raw : 'default';
  const { token } = useToken();
  const signedInKind = kind === 'verify' || kind === 'set' ? kind : null;
  const [back] = useState(() => (signedInKind ? takeReturnPath() : null));
  const intl = useIntl();
  const t = signedInKind && token ? THANK_YOU_SIGNED_IN_TEXT[signedInKind] : THANK_YOU_TEXT[kind];
  const text = { title: intl.formatMessage(t.title), body: intl.formatMessage(t.body) };
  usePageMeta(text.title, text.body);
  let next: Next = NEXT[kind] ?? { to: '/', label: LINKS.home };
  if (signedInKind && token)
    next = back
      ? { to: back, label: /^\/(map|procedures)\b/.test(back) ? LINKS.search : LINKS.where }
      : { to: '/map', label: LINKS.map };
  else if (signedInKind && back) next = { ...next, to: `/account?next=${encodeURIComponent(back)}` };
  return (
    <ThankYou
      title={text.title}
      body={text.body}
      kind={kind}
      next={{ to: next.to, label: intl.formatMessage(next.label) }}
    />
  );
}

function ThankYou({
  title,
  body,
  kind,
  next,
}: {
  title: string;
  body: string;
  kind: ThankYouKind;
  next: { to: string; label: string };
}) {
  return (
    <section className="page narrow" aria-labelledby="thankyou-title" data-kind={kind}>
      <h1 id="thankyou-title">{title}</h1>
      <p className="lead">{body}</p>
      <p>
        <Link to={next.to} className="button">
          {next.label}
        </Link>
      </p>
    </section>
  );
}
