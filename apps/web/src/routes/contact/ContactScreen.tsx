/**
 * /contact: the contact form (every field required; a double-submit guard) leading to /thankyou/contact,
 * and the request for help with a bill (the older site's access request, passed on to the help desk).
 */
import { Formik, Form } from 'formik';
import { accessRequestSchema, contactSchema } from '@fp/domain';
import { useRequestAccess, useSendContactMessage } from './mutations';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import '../account/account.css';

export default function ContactScreen() {
  usePageMeta('Contact us', 'Send the FairPrice Health team a message.');
  return (
    <section className="page narrow account-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p className="lead">
        Questions about a price, a bill or your account? Write to us and we will reply by e-mail.
      </p>
      <ContactForm />
      <AccessRequestForm />
    </section>
  );
}

function ContactForm() {
  const [send] = useSendContactMessage();
  const navigate = useNavigate();
  const submit = useSubmitGuard(
    async (values: { firstName: string; lastName: string; email: string; message: string }, helpers) => {
      helpers.setStatus(undefined);
      try {
        await send(values);
      } catch (err) {
        showProblem(err, helpers);
        return;
      }
      navigate('/thankyou/contact');
      return true;
    },
  );
  return (
    <Formik
      initialValues={{ firstName: '', lastName: '', email: '', message: '' }}
      validationSchema={contactSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Contact us">
          <FormStatus />
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
          <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
          <TextField name="message" label="Message" multiline required />
          <FocusFirstError />
          <p>
            <button type="submit" className="button" disabled={isSubmitting}>
              Send
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}

function AccessRequestForm() {
  const [request] = useRequestAccess();
  const submit = useSubmitGuard(
    async (values: { firstName: string; lastName: string; email: string }, helpers) => {
      helpers.setStatus(undefined);
      try {
        const res = await request(values);
        helpers.setStatus({ kind: 'success', message: res.data?.requestAccess.message ?? 'Thank you.' });
        return true; // one request is enough
      } catch (err) {
        showProblem(err, helpers);
      }
    },
  );
  return (
    <section aria-labelledby="access-request-title">
      <h2 id="access-request-title">Get help with a bill</h2>
      <p className="muted">Leave your name and e-mail address and our help desk will get in touch.</p>
      <Formik
        initialValues={{ firstName: '', lastName: '', email: '' }}
        validationSchema={accessRequestSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label="Get help with a bill">
            <FormStatus />
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
            <FocusFirstError />
            <p>
              <button
                type="submit"
                className="button secondary"
                disabled={isSubmitting || (status as { kind?: string } | undefined)?.kind === 'success'}
              >
                Ask for help
              </button>
            </p>
          </Form>
        )}
      </Formik>
    </section>
  );
}
