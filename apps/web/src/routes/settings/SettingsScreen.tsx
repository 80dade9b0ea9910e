/**
 * /dashboard/settings (signed in): name, e-mail address (changed by a link sent to the new address),
 * password, postal address, the browsers signed in, and "your data": the export archive and deleting the
 * account. Every form uses the form kit and the same yup schema the server checks.
 */
import { Formik, Form, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteAccountSchema, emailChangeSchema, passwordChangeSchema, settingsSchema } from '@fp/domain';
import { graphql } from '../../__generated__';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { useSessionChanged } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import {
  FocusFirstError,
  FormStatus,
  TextField,
  showProblem,
  usePasswordHint,
  useSubmitGuard,
} from '../../components/forms';
import { DashboardPage, SignedIn } from '../dashboard/shared';
import { AddressForm } from '../affiliate/AffiliateScreen';
import { SharingSection } from './SharingSection';
import { InsuranceSection } from './InsuranceSection';
import { PassSection } from './PassSection';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useDeleteAccount, useUpdateSettings } from './mutations';
import { SignedInBrowsers } from './SignedInBrowsers';
import '../account/account.css';
import './settings.css';

const SettingsMe = graphql(`
  query SettingsMe {
    me {
      id
      email
      firstName
      lastName
      pendingEmail
    }
  }
`);
export default function SettingsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'settings.description',
      defaultMessage: 'Your name, e-mail address, password, address and data.',
    }),
  );
  return (
    <SignedIn>
      <DashboardPage title={title} id="settings-title">
        <div className="settings">
          <Profile />
          <PassSection />
          <div className="card settings-section">
            <AddressForm withName={false} />
          </div>
          <InsuranceSection />
          <SignedInBrowsers />
          <SharingSection />
          <YourData />
        </div>
      </DashboardPage>
    </SignedIn>
  );
}

function Profile() {
  const { data, loading } = useQuery(SettingsMe);
  const intl = useIntl();
  if (loading && !data)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'settings.loading', defaultMessage: 'Loading your settings' })}
      />
    );
  const me = data?.me;
  if (!me) return null;
  return (
    <>
      <NameForm firstName={me.firstName ?? ''} lastName={me.lastName ?? ''} />
      <EmailForm email={me.email} pending={me.pendingEmail ?? null} />
      <PasswordForm />
    </>
  );
}

/**
 * A settings form: the form kit's status line, the fields, the first-error focus and the submit button.
 * Named by `label`, or by the heading `labelledBy` points at.
 */
function SettingsForm<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  label,
  labelledBy,
  submitLabel,
  danger = false,
  children,
}: {
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  label?: string;
  labelledBy?: string;
  submitLabel: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label} aria-labelledby={labelledBy}>
          <FormStatus />
          {children}
          <FocusFirstError />
          <button type="submit" className={danger ? 'button danger' : 'button'} disabled={isSubmitting}>
            {submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Submit handler of a settings change: saves, then says so in the form's status line (emptying the form
 * first with `reset`), or shows the server's problem on the fields.
 */
function useSettingsSave<V>(
  save: (values: V) => Promise<unknown>,
  done: (values: V) => ReactNode,
  { reset = false }: { reset?: boolean } = {},
) {
  return useSubmitGuard(async (values: V, helpers) => {
    helpers.setStatus(undefined);
    try {
      await save(values);
      if (reset) helpers.resetForm();
      helpers.setStatus({ kind: 'success', message: done(values) });
    } catch (err) {
      showProblem(err, helpers);
    }
  });
}

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const [save] = useUpdateSettings();
  const intl = useIntl();
  const submit = useSettingsSave(
    (input: { firstName: string; lastName: string }) => save(input),
    () => <FormattedMessage id="settings.name.saved" defaultMessage="Your name is saved." />,
  );
  const title = intl.formatMessage({ id: 'settings.name.title', defaultMessage: 'Your name' });
  return (
    <section className="card settings-section" aria-labelledby="name-title">
      <h2 id="name-title">{title}</h2>
      <SettingsForm
        initialValues={{ firstName, lastName }}
        schema={settingsSchema}
        onSubmit={submit}
        label={title}
        submitLabel={<FormattedMessage id="settings.name.submit" defaultMessage="Save my name" />}
      >
        <div className="settings-pair">
          <TextField
            name="firstName"
            label={intl.formatMessage({ id: 'settings.name.first', defaultMessage: 'First name' })}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={intl.formatMessage({ id: 'settings.name.last', defaultMessage: 'Last name' })}
            autoComplete="family-name"
          />
        </div>
      </SettingsForm>
    </section>
  );
}

function EmailForm({ email, pending }: { email: string; pending: string | null }) {
  const [save] = useUpdateSettings();
  const intl = useIntl();
  const submit = useSettingsSave(
    (input: { email: string; currentPassword: string }) => save(input),
    (v) => (
      <FormattedMessage
        id="settings.email.sent"
        defaultMessage="We sent a link to <b>{email}</b>. Your address changes when you open it."
        values={{ email: v.email.trim().toLowerCase(), b: (chunks) => <span translate="no">{chunks}</span> }}
      />
    ),
    { reset: true },
  );
  return (
    <section className="card settings-section" aria-labelledby="email-title">
      <h2 id="email-title">
        <FormattedMessage id="settings.email.title" defaultMessage="E-mail address" />
      </h2>
      <p>
        <FormattedMessage
          id="settings.email.current"
          defaultMessage="Your address is <b>{email}</b>."
          values={{
            email,
            b: (chunks) => (
              <strong data-testid="current-email" translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
        {pending ? (
          <>
            {' '}
            <FormattedMessage
              id="settings.email.pending"
              defaultMessage="Waiting for confirmation: <b>{email}</b> (open the link we sent there)."
              values={{ email: pending, b: (chunks) => <strong translate="no">{chunks}</strong> }}
            />
          </>
        ) : null}
      </p>
      <SettingsForm
        initialValues={{ email: '', currentPassword: '' }}
        schema={emailChangeSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: 'settings.email.change', defaultMessage: 'Change e-mail address' })}
        submitLabel={
          <FormattedMessage id="settings.email.submit" defaultMessage="Send a confirmation link" />
        }
      >
        <TextField
          name="email"
          label={intl.formatMessage({ id: 'settings.email.new', defaultMessage: 'New e-mail address' })}
          type="email"
          autoComplete="email"
          required
        />
        <CurrentPasswordField />
      </SettingsForm>
    </section>
  );
}

/** The current password, asked before a change of e-mail address or password. */
function CurrentPasswordField() {
  const intl = useIntl();
  return (
    <TextField
      name="currentPassword"
      label={intl.formatMessage({ id: 'settings.password.current', defaultMessage: 'Current password' })}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

function PasswordForm() {
  const [save] = useUpdateSettings();
  const intl = useIntl();
  const passwordHint = usePasswordHint();
  const submit = useSettingsSave(
    (input: { currentPassword: string; password: string }) => save(input),
    () => (
      <FormattedMessage
        id="settings.password.changed"
        defaultMessage="Your password is changed. Every other browser was signed out."
      />
    ),
    { reset: true },
  );
  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title">
        <FormattedMessage id="settings.password.title" defaultMessage="Password" />
      </h2>
      <SettingsForm
        initialValues={{ currentPassword: '', password: '' }}
        schema={passwordChangeSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: 'settings.password.change', defaultMessage: 'Change password' })}
        submitLabel={<FormattedMessage id="settings.password.submit" defaultMessage="Change my password" />}
      >
        <CurrentPasswordField />
        <TextField
          name="password"
          label={intl.formatMessage({ id: 'settings.password.new', defaultMessage: 'New password' })}
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          required
        />
      </SettingsForm>
    </section>
  );
}

function YourData() {
  const [remove] = useDeleteAccount();
  const changed = useSessionChanged();
  const navigate = useNavigate();
  const intl = useIntl();
  // The typed confirmation waits here while the dialog asks once more.
  const [asking, setAsking] = useState<{
    values: { confirm: string };
    helpers: FormikHelpers<{ confirm: string }>;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useSubmitGuard(async (values: { confirm: string }, helpers) => {
    helpers.setStatus(undefined);
    setAsking({ values, helpers });
  });
  const confirmDelete = async () => {
    if (!asking || busy) return;
    const { values, helpers } = asking;
    setBusy(true);
    try {
      await remove(values.confirm);
      // Leave first: the signed-in guard would otherwise send the page to the sign-in form with a "next".
      navigate('/account/deleted', { replace: true });
      await changed();
    } catch (err) {
      setAsking(null);
      showProblem(err, helpers);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-section" aria-labelledby="data-title">
      <h2 id="data-title">
        <FormattedMessage id="settings.data.title" defaultMessage="Your data" />
      </h2>
      <p>
        <FormattedMessage
          id="settings.data.export"
          defaultMessage="Download everything your account holds as one zip archive: your settings, visits, bills, to-do list, saved health plan, payments, the details of your files and the files themselves, each kind as JSON and CSV."
        />
      </p>
      <p>
        {/* A file download, streamed (the archive holds the uploaded files, up to the storage quota): a
            link, not a GraphQL read that would hold the whole archive in memory as base64. */}
        <a className="button" href="/api/user/export" download data-testid="export-link">
          <FormattedMessage id="settings.data.download" defaultMessage="Download my data" />
        </a>
      </p>
      <h3 id="delete-title">
        <FormattedMessage id="settings.delete.title" defaultMessage="Delete my account" />
      </h3>
      <p>
        <FormattedMessage
          id="settings.delete.what"
          defaultMessage="This deletes your account, your visits, bills, to-do list, uploaded files and saved health plan, and signs you out everywhere. It cannot be undone. We send one last e-mail to your address to confirm it."
        />
      </p>
      <p>
        <FormattedMessage
          id="settings.delete.kept"
          defaultMessage="<b>What we keep:</b> the law requires us to keep records of payments (date, amount, plan and the payment provider's reference). We keep them without your name, e-mail address or account."
          values={{ b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <SettingsForm
        initialValues={{ confirm: '' }}
        schema={deleteAccountSchema}
        onSubmit={submit}
        labelledBy="delete-title"
        submitLabel={<FormattedMessage id="settings.delete.submit" defaultMessage="Delete my account" />}
        danger
      >
        <TextField
          name="confirm"
          label={intl.formatMessage({
            id: 'settings.delete.confirm',
            defaultMessage: 'Type your e-mail address or your password to confirm',
          })}
          autoComplete="off"
          required
        />
      </SettingsForm>
      <ConfirmDeleteDialog
        open={asking !== null}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
