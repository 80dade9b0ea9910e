/** /account/reset: e-mail a password-reset link. The answer never says whether the address has an account. */
import { Formik, Form } from 'formik';
import { resetSchema } from '@fp/domain';
import { useRequestPasswordReset } from './mutations';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import './account.css';

export default function ResetScreen() {
  usePageMeta(
    'Reset your password',
    'Get a link to choose a new password for your FairPrice Health account.',
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
      <h1 id="reset-title">Reset your password</h1>
      <p className="lead">Enter your e-mail address and we will send you a link to choose a new password.</p>
      <Formik initialValues={{ email: '' }} validationSchema={resetSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset your password">
            <FormStatus />
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                Send me a link
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        <Link to="/account">Back to log in</Link>
      </p>
    </section>
  );
}
