/**
 * /thankyou/{kind}: new, verify, bill, error, reset, set, resend, access, contact; any other kind gets
 * the default message thanking contributors. Reset and resend are deliberately vague.
 *
 * After a verified address or a chosen password the link has signed this browser in: the page says so
 * (not "you can log in") and offers the page the visitor signed up from (router/return-path.ts).
 */
import { useState } from 'react';
import { THANK_YOU, THANK_YOU_SIGNED_IN, type ThankYouKind } from '@fp/site-text';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/RouteView';
import { takeReturnPath } from '../../router/return-path';
import { usePageMeta } from '../../lib/meta';
import { useToken } from '../../lib/auth';

const NEXT: Partial<Record<ThankYouKind, { to: string; label: string }>> = {
  verify: { to: '/account', label: 'Log in' },
  set: { to: '/account', label: 'Log in' },
  bill: { to: '/dashboard', label: 'Go to your dashboard' },
  default: { to: '/dashboard', label: 'Go to your dashboard' },
  error: { to: '/', label: 'Back to the home page' },
};

const isKind = (k: string | undefined): k is ThankYouKind => !!k && k !== 'default' && k in THANK_YOU;

export default function ThankYouScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  const kind: ThankYouKind = isKind(raw) ? raw : 'default';
  const { token } = useToken();
  const signedInKind = kind === 'verify' || kind === 'set' ? kind : null;
  const [back] = useState(() => (signedInKind ? takeReturnPath() : null));
  const text = signedInKind && token ? THANK_YOU_SIGNED_IN[signedInKind] : THANK_YOU[kind];
  usePageMeta(text.title, text.body);
  let next = NEXT[kind] ?? { to: '/', label: 'Back to the home page' };
  if (signedInKind && token)
    next = back
      ? {
          to: back,
          label: /^\/(map|procedures)\b/.test(back) ? 'Back to your search' : 'Back where you were',
        }
      : { to: '/map', label: 'Search prices' };
  else if (signedInKind && back) next = { ...next, to: `/account?next=${encodeURIComponent(back)}` };
  return <ThankYou title={text.title} body={text.body} kind={kind} next={next} />;
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
