/**
 * /thankyou/{kind}: new, verify, bill, error, reset, set, resend, access, contact; any other kind gets
 * the default message thanking contributors. Reset and resend are deliberately vague.
 */
import { THANK_YOU, type ThankYouKind } from '@fp/content';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';

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
  const text = THANK_YOU[kind];
  usePageMeta(text.title, text.body);
  const next = NEXT[kind] ?? { to: '/', label: 'Back to the home page' };
  return (
    <section className="page narrow" aria-labelledby="thankyou-title" data-kind={kind}>
      <h1 id="thankyou-title">{text.title}</h1>
      <p className="lead">{text.body}</p>
      <p>
        <Link to={next.to} className="button">
          {next.label}
        </Link>
      </p>
    </section>
  );
}
