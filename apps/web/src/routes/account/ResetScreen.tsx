/** /account/reset: e-mail a password-reset link. The answer never says whether the address has an account. */
import { Formik, Form } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { resetSchema } from '@fp/domain';
import { useRequestPasswordReset } from './mutations';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import './account.css';

export default function ResetScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.reset.title', defaultMessage: 'Reset your password' });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'account.reset.description',
      defaultMessage: 'Get a link to choose a new password for your FairPrice Health account.',
    }),
  );
  const [requestReset] = useRequestPasswordReset();
  const navigate = useNavigate();
  const submit = useSubmitGuard(async (values: { email: string }, helpers) => {
    helpers.setStatus(undefined);
    try {
      await requestReset(values.email);
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate('/thankyou/reset');
    return true;
  });
  return (
    <section className="page narrow account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{title}</h1>
      <p className="lead">
        <FormattedMessage
          id="account.reset.intro"
          defaultMessage="Enter your e-mail address and we will send you a link to choose a new password."
        />
      </p>
      <Formik initialValues={{ email: '' }} validationSchema={resetSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <FormStatus />
            <TextField
              name="email"
              label={intl.formatMessage({ id: 'account.form.email', defaultMessage: 'E-mail address' })}
              type="email"
              autoComplete="email"
              required
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                <FormattedMessage id="account.reset.submit" defaultMessage="Send me a link" />
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        <Link to="/account">
          <FormattedMessage id="account.form.backToLogIn" defaultMessage="Back to log in" />
        </Link>
      </p>
    </section>
  );
}
