/**
 * /dashboard/settings (signed in): name, e-mail address (changed by a link sent to the new address),
 * password, postal address, the browsers signed in, and "your data": the export archive and deleting the
 * account. Every form uses the form kit and the same yup schema the server checks.
 */
import { Formik, Form, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import {
  PASSWORD_HINT,
  deleteAccountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  settingsSchema,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { useSessionChanged } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import { DashboardPage, SignedIn } from '../dashboard/shared';
import { AddressForm } from '../affiliate/AffiliateScreen';
import { SharingSection } from './SharingSection';
import { InsuranceSection } from './InsuranceSection';
import { PassSection } from './PassSection';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useDeleteAccount, useSignOutEverywhere, useUpdateSettings } from './mutations';
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
const Sessions = graphql(`
  query SettingsSessions {
    signedInSessions {
      createdAt
      expiresAt
      current
    }
  }
`);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function SettingsScreen() {
  usePageMeta('Settings', 'Your name, e-mail address, password, address and data.');
  return (
    <SignedIn>
      <DashboardPage title="Settings" id="settings-title">
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
  if (loading && !data) return <Spinner label="Loading your settings" />;
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
  submitLabel: string;
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
  done: (values: V) => string,
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
  const submit = useSettingsSave(
    (input: { firstName: string; lastName: string }) => save(input),
    () => 'Your name is saved.',
  );
  return (
    <section className="card settings-section" aria-labelledby="name-title">
      <h2 id="name-title">Your name</h2>
      <SettingsForm
        initialValues={{ firstName, lastName }}
        schema={settingsSchema}
        onSubmit={submit}
        label="Your name"
        submitLabel="Save my name"
      >
        <div className="settings-pair">
          <TextField name="firstName" label="First name" autoComplete="given-name" />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
        </div>
      </SettingsForm>
    </section>
  );
}

function EmailForm({ email, pending }: { email: string; pending: string | null }) {
  const [save] = useUpdateSettings();
  const submit = useSettingsSave(
    (input: { email: string; currentPassword: string }) => save(input),
    (v) => `We sent a link to ${v.email.trim().toLowerCase()}. Your address changes when you open it.`,
    { reset: true },
  );
  return (
    <section className="card settings-section" aria-labelledby="email-title">
      <h2 id="email-title">E-mail address</h2>
      <p>
        Your address is <strong data-testid="current-email">{email}</strong>.
        {pending ? (
          <>
            {' '}
            Waiting for confirmation: <strong>{pending}</strong> (open the link we sent there).
          </>
        ) : null}
      </p>
      <SettingsForm
        initialValues={{ email: '', currentPassword: '' }}
        schema={emailChangeSchema}
        onSubmit={submit}
        label="Change e-mail address"
        submitLabel="Send a confirmation link"
      >
        <TextField name="email" label="New e-mail address" type="email" autoComplete="email" required />
        <CurrentPasswordField />
      </SettingsForm>
    </section>
  );
}

/** The current password, asked before a change of e-mail address or password. */
function CurrentPasswordField() {
  return (
    <TextField
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

function PasswordForm() {
  const [save] = useUpdateSettings();
  const submit = useSettingsSave(
    (input: { currentPassword: string; password: string }) => save(input),
    () => 'Your password is changed. Every other browser was signed out.',
    { reset: true },
  );
  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <SettingsForm
        initialValues={{ currentPassword: '', password: '' }}
        schema={passwordChangeSchema}
        onSubmit={submit}
        label="Change password"
        submitLabel="Change my password"
      >
        <CurrentPasswordField />
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
        />
      </SettingsForm>
    </section>
  );
}

function SignedInBrowsers() {
  const { data, loading, refetch } = useQuery(Sessions, { fetchPolicy: 'cache-and-network' });
  const [signOut, { loading: busy }] = useSignOutEverywhere();
  const changed = useSessionChanged();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const sessions = data?.signedInSessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const endOthers = async () => {
    const r = await signOut(true);
    const n = r.data?.signOutEverywhere ?? 0;
    setMessage(n === 1 ? 'One other browser was signed out.' : `${n} other browsers were signed out.`);
    await refetch();
  };
  const endAll = async () => {
    await signOut(false);
    navigate('/account');
    await changed();
  };

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Signed-in browsers</h2>
      {loading && !data ? (
        <Spinner label="Loading your browsers" />
      ) : (
        <ul className="settings-sessions" data-testid="sessions">
          {sessions.map((s) => (
            <li key={`${s.createdAt}-${s.expiresAt}`}>
              Signed in {when(s.createdAt)}
              {s.current ? <strong> (this browser)</strong> : null}
              <span className="muted"> · signed out if unused by {when(s.expiresAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{message}</p>
      <div className="settings-actions">
        <button
          type="button"
          className="button secondary"
          onClick={endOthers}
          disabled={busy || others === 0}
        >
          Sign out everywhere else
        </button>
        <button type="button" className="button secondary" onClick={endAll} disabled={busy}>
          Sign out everywhere, this browser too
        </button>
      </div>
    </section>
  );
}

function YourData() {
  const [remove] = useDeleteAccount();
  const changed = useSessionChanged();
  const navigate = useNavigate();
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
      <h2 id="data-title">Your data</h2>
      <p>
        Download everything your account holds as one zip archive: your settings, visits, bills, to-do list,
        saved health plan, payments, the details of your files and the files themselves, each kind as JSON and
        CSV.
      </p>
      <p>
        {/* A file download, streamed (the archive holds the uploaded files, up to the storage quota): a
            link, not a GraphQL read that would hold the whole archive in memory as base64. */}
        <a className="button" href="/api/user/export" download data-testid="export-link">
          Download my data
        </a>
      </p>
      <h3 id="delete-title">Delete my account</h3>
      <p>
        This deletes your account, your visits, bills, to-do list, uploaded files and saved health plan, and
        signs you out everywhere. It cannot be undone. We send one last e-mail to your address to confirm it.
      </p>
      <p>
        <strong>What we keep:</strong> the law requires us to keep records of payments (date, amount, plan and
        the payment provider&apos;s reference). We keep them without your name, e-mail address or account.
      </p>
      <SettingsForm
        initialValues={{ confirm: '' }}
        schema={deleteAccountSchema}
        onSubmit={submit}
        labelledBy="delete-title"
        submitLabel="Delete my account"
        danger
      >
        <TextField
          name="confirm"
          label="Type your e-mail address or your password to confirm"
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
