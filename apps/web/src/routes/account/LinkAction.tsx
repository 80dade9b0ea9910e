/** /account/verify and /account/access?key=: follows an e-mailed link once. */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../components/Spinner';
import { problemOf, useSessionChanged } from '../../lib/auth';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { LABELS, Page, TITLES } from './account-page';
import { useLogInWithKey, useVerify } from './mutations';

/** Follows an e-mailed link once: confirms the address, or signs in with a one-time key. */
export function LinkAction({
  kind,
  linkKey,
  email,
}: {
  kind: 'verify' | 'access';
  linkKey?: string;
  email?: string;
}) {
  const [verify] = useVerify();
  const [logInWithKey] = useLogInWithKey();
  const changed = useSessionChanged();
  const navigate = useNavigate();
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!linkKey || !email) {
      setProblem(intl.formatMessage(LABELS.linkError));
      return;
    }
    const run = async () => {
      try {
        if (kind === 'verify') {
          await verify({ key: linkKey, email });
          await changed(); // the link signed this browser in
          navigate('/thankyou/verify', { replace: true });
        } else {
          await logInWithKey({ key: linkKey, email });
          await changed();
          navigate('/account', { replace: true });
        }
      } catch (err) {
        const p = problemOf(err);
        // Opened in another browser than the one that signed up: choose the password with this key.
        if (kind === 'verify' && p.fields.password) {
          navigate(`/account/set/${encodeURIComponent(linkKey)}/${encodeURIComponent(email)}`, {
            replace: true,
          });
          return;
        }
        setProblem(p.message);
      }
    };
    void run();
  }, [kind, linkKey, email, verify, logInWithKey, changed, navigate, intl]);

  const title = kind === 'verify' ? TITLES.verify : TITLES.signingIn;
  if (!problem) {
    return (
      <Page title={title}>
        <Spinner label={intl.formatMessage(title)} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <div className="alert alert-error" role="alert">
        {problem}
      </div>
      <p>
        {kind === 'verify' ? (
          <Link to="/account/resend">
            <FormattedMessage id="account.verify.again" defaultMessage="Send me a new activation link" />
          </Link>
        ) : (
          <Link to="/account/access">
            <FormattedMessage id="account.access.again" defaultMessage="Send me a new sign-in link" />
          </Link>
        )}
      </p>
    </Page>
  );
}
