/**
 * /account/email?key=… : the link sent to a new e-mail address. The change is made only when the person
 * presses the button (a mail scanner that opens the link changes nothing); the old address is told.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { useConfirmEmailChange } from './mutations';
import '../account/account.css';

export default function ConfirmEmailScreen({ match }: ScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'settings.confirmEmail.title',
    defaultMessage: 'Confirm your new e-mail address',
  });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'settings.confirmEmail.description',
      defaultMessage: 'Confirm the new e-mail address of your account.',
    }),
  );
  const key = match.query.key ?? '';
  const [confirm, { loading }] = useConfirmEmailChange();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const run = async () => {
    try {
      const r = await confirm(key);
      setResult({
        ok: true,
        message:
          r.data?.confirmEmailChange.message ??
          intl.formatMessage({
            id: 'settings.confirmEmail.done',
            defaultMessage: 'Your e-mail address is changed.',
          }),
      });
    } catch (err) {
      setResult({ ok: false, message: problemOf(err).message });
    }
  };

  return (
    <section className="page narrow account-page" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{title}</h1>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={`alert alert-${result.ok ? 'success' : 'error'}`}>
          {result.message}
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="settings.confirmEmail.intro"
              defaultMessage="Press the button to make this address the one you sign in with."
            />
          </p>
          <p>
            <button type="button" className="button" onClick={run} disabled={loading || !key}>
              <FormattedMessage id="settings.confirmEmail.submit" defaultMessage="Confirm my new address" />
            </button>
          </p>
        </>
      )}
      <p>
        <Link to="/dashboard/settings">
          <FormattedMessage id="settings.confirmEmail.back" defaultMessage="Back to settings" />
        </Link>
      </p>
    </section>
  );
}
