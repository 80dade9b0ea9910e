/**
 * /account/set/{key}/{email}: choose a password with the key from an activation, reset or purchase link.
 * The key is a hidden field; the e-mail box shows only when the link carried an address (a segment with
 * an '@'); an empty key gives 'There was an error'.
 */
import { Formik, Form, Field } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { setPasswordSchema } from '@fp/domain';
import { useSetPassword } from './mutations';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { useSessionChanged } from '../../lib/auth';
import {
  FocusFirstError,
  FormStatus,
  TextField,
  showProblem,
  usePasswordHint,
  useSubmitGuard,
  useValidationText,
} from '../../components/forms';
import './account.css';

interface Values {
  key: string;
  email: string;
  password: string;
}

export default function SetPasswordScreen({ match }: ScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'account.setPassword.title',
    defaultMessage: 'Choose your password',
  });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'account.setPassword.description',
      defaultMessage: 'Choose a password for your FairPrice Health account.',
    }),
  );
  const passwordHint = usePasswordHint();
  const text = useValidationText();
  const key = match.params[0] ?? '';
  const linkEmail = match.params[1] ?? '';
  const showEmail = linkEmail.includes('@');
  const [setPassword] = useSetPassword();
  const navigate = useNavigate();
  const changed = useSessionChanged();

  const submit = useSubmitGuard(async (values: Values, helpers) => {
    helpers.setStatus(undefined);
    try {
      await setPassword({
        key: values.key,
        email: showEmail && values.email ? values.email : null,
        password: values.password,
      });
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    await changed(); // the one-time key signed this browser in
    navigate('/thankyou/set');
    return true;
  });

  return (
    <section className="page narrow account-page" aria-labelledby="set-title">
      <h1 id="set-title">{title}</h1>
      <Formik<Values>
        initialValues={{ key, email: showEmail ? linkEmail : '', password: '' }}
        validationSchema={setPasswordSchema}
        onSubmit={submit}
        validateOnMount={false}
      >
        {({ isSubmitting, errors, submitCount }) => (
          <Form noValidate aria-label={title}>
            <FormStatus />
            {submitCount > 0 && errors.key ? (
              <div className="alert alert-error" role="alert">
                {text(errors.key)}
              </div>
            ) : null}
            <Field type="hidden" name="key" />
            {showEmail ? (
              <TextField
                name="email"
                label={intl.formatMessage({ id: 'account.form.email', defaultMessage: 'E-mail address' })}
                type="email"
                autoComplete="username"
              />
            ) : null}
            <TextField
              name="password"
              label={intl.formatMessage({
                id: 'account.setPassword.newPassword',
                defaultMessage: 'New password',
              })}
              type="password"
              autoComplete="new-password"
              required
              hint={passwordHint}
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                <FormattedMessage id="account.setPassword.submit" defaultMessage="Save my password" />
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        <FormattedMessage
          id="account.setPassword.newLink"
          defaultMessage="Link not working? <link>Ask for a new one</link>."
          values={{ link: (chunks) => <Link to="/account/reset">{chunks}</Link> }}
        />
      </p>
    </section>
  );
}
