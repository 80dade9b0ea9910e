/**
 * /contact: the contact form (every field required; a double-submit guard) leading to /thankyou/contact,
 * and the request for help with a bill (the older site's access request, passed on to the help desk).
 */
import { Formik, Form } from 'formik';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { accessRequestSchema, contactSchema } from '@fp/domain';
import { useRequestAccess, useSendContactMessage } from './mutations';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import '../account/account.css';

const M = defineMessages({
  title: { id: 'contact.page.title', defaultMessage: 'Contact us' },
  firstName: { id: 'contact.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'contact.form.lastName', defaultMessage: 'Last name' },
  email: { id: 'contact.form.email', defaultMessage: 'E-mail address' },
  message: { id: 'contact.form.message', defaultMessage: 'Message' },
  help: { id: 'contact.help.title', defaultMessage: 'Get help with a bill' },
  thanks: { id: 'contact.help.thanks', defaultMessage: 'Thank you.' },
});

export default function ContactScreen() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(M.title),
    intl.formatMessage({
      id: 'contact.page.description',
      defaultMessage: 'Send the FairPrice Health team a message.',
    }),
  );
  return (
    <section className="page narrow account-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{intl.formatMessage(M.title)}</h1>
      <p className="lead">
        <FormattedMessage
          id="contact.page.lead"
          defaultMessage="Questions about a price, a bill or your account? Write to us and we will reply by e-mail."
        />
      </p>
      <ContactForm />
      <AccessRequestForm />
    </section>
  );
}

function ContactForm() {
  const intl = useIntl();
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
        <Form noValidate aria-label={intl.formatMessage(M.title)}>
          <FormStatus />
          <TextField
            name="firstName"
            label={intl.formatMessage(M.firstName)}
            autoComplete="given-name"
            required
          />
          <TextField
            name="lastName"
            label={intl.formatMessage(M.lastName)}
            autoComplete="family-name"
            required
          />
          <TextField
            name="email"
            label={intl.formatMessage(M.email)}
            type="email"
            autoComplete="email"
            required
          />
          <TextField name="message" label={intl.formatMessage(M.message)} multiline required />
          <FocusFirstError />
          <p>
            <button type="submit" className="button" disabled={isSubmitting}>
              <FormattedMessage id="contact.form.send" defaultMessage="Send" />
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}

function AccessRequestForm() {
  const intl = useIntl();
  const [request] = useRequestAccess();
  const submit = useSubmitGuard(
    async (values: { firstName: string; lastName: string; email: string }, helpers) => {
      helpers.setStatus(undefined);
      try {
        const res = await request(values);
        helpers.setStatus({
          kind: 'success',
          message: res.data?.requestAccess.message ?? intl.formatMessage(M.thanks),
        });
        return true; // one request is enough
      } catch (err) {
        showProblem(err, helpers);
      }
    },
  );
  return (
    <section aria-labelledby="access-request-title">
      <h2 id="access-request-title">{intl.formatMessage(M.help)}</h2>
      <p className="muted">
        <FormattedMessage
          id="contact.help.lead"
          defaultMessage="Leave your name and e-mail address and our help desk will get in touch."
        />
      </p>
      <Formik
        initialValues={{ firstName: '', lastName: '', email: '' }}
        validationSchema={accessRequestSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={intl.formatMessage(M.help)}>
            <FormStatus />
            <TextField name="firstName" label={intl.formatMessage(M.firstName)} autoComplete="given-name" />
            <TextField name="lastName" label={intl.formatMessage(M.lastName)} autoComplete="family-name" />
            <TextField
              name="email"
              label={intl.formatMessage(M.email)}
              type="email"
              autoComplete="email"
              required
            />
            <FocusFirstError />
            <p>
              <button
                type="submit"
                className="button secondary"
                disabled={isSubmitting || (status as { kind?: string } | undefined)?.kind === 'success'}
              >
                <FormattedMessage id="contact.help.send" defaultMessage="Ask for help" />
              </button>
            </p>
          </Form>
        )}
      </Formik>
    </section>
  );
}
