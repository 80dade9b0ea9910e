/**
 * /account and its sub-pages (template "account"; the second URL segment picks the view):
 * /account, /account/login     log in (or, when signed in, the account overview)
 * /account/signup              create an account with an e-mail address
 * /account/access              e-mail me a one-time sign-in link; with ?key=&email= it signs in
 * /account/resend              send the activation e-mail again
 * /account/verify?key=&email=  confirm an address (accounts that already have a password)
 * /account/error               an error box above the log-in form (or the account overview)
 * /account/deleted             after deleting the account on the settings screen: says it is done
 */
import { Formik, Form } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ADVERTISED_FREE_SEARCHES,
  accessLinkSchema,
  logInSchema,
  resendSchema,
  signUpSchema,
} from '@fp/domain';
import { Link } from '../../router/Link';
import { useNavigate, useRoute } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { problemOf, useSessionChanged, useToken } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import { useLogIn, useRequestAccessLink, useResendActivation, useSignUp } from './mutations';
import { ErrorBox, isTitled, LABELS, Page, TITLES, type Title } from './account-page';
import { AccountHome } from './AccountHome';
import { LinkAction } from './LinkAction';
import { rememberReturnPath, safeReturnPath } from '../../router/return-path';
import './account.css';

export default function AccountScreen({ match }: ScreenProps) {
  const view = match.params[0] ?? 'login';
  const { key, email } = match.query;
  const { token, loading } = useToken();
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(isTitled(view) ? TITLES[view] : token ? TITLES.home : TITLES.logIn),
    intl.formatMessage({
      id: 'account.meta.description',
      defaultMessage: 'Log in to FairPrice Health or create an account.',
    }),
  );

  if (view === 'deleted') return <DeletedView />;
  if (view === 'verify') return <LinkAction kind="verify" linkKey={key} email={email} />;
  if (view === 'access' && key) return <LinkAction kind="access" linkKey={key} email={email} />;
  if (loading)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'account.loading', defaultMessage: 'Loading your account' })}
      />
    );
  if (view === 'signup') return <SignUpView />;
  if (view === 'access') return <AccessLinkView />;
  if (view === 'resend') return <ResendView />;
  if (token)
    return (
      <AccountHome
        email={token.email}
        passActive={token.passActive}
        freeUsed={token.freeUsed}
        showError={view === 'error'}
      />
    );
  return <LogInView showError={view === 'error'} />;
}

/** Where the settings screen goes once the account is deleted: the deletion, confirmed in words. */
function DeletedView() {
  return (
    <Page title={TITLES.deleted}>
      <p role="status">
        <FormattedMessage
          id="account.deleted.body"
          defaultMessage="Your visits, bills, to-do list, uploaded files and settings are gone, and every browser was signed out. We sent a last e-mail to your address to confirm it."
        />
      </p>
      <p>
        <Link to="/">
          <FormattedMessage id="account.deleted.home" defaultMessage="Back to the home page" />
        </Link>
      </p>
    </Page>
  );
}

/** Where to go after logging in: ?next= when it is a path on this site (the dashboard sends it). */
function useAfterLogIn(): string {
  return safeReturnPath(useRoute().query.next) ?? '/account';
}

function LogInView({ showError }: { showError: boolean }) {
  const [logIn] = useLogIn();
  const afterLogIn = useAfterLogIn();
  const changed = useSessionChanged();
  const navigate = useNavigate();
  const intl = useIntl();
  const submit = useSubmitGuard(async (values: { email: string; password: string }, helpers) => {
    helpers.setStatus(undefined);
    try {
      await logIn(values.email, values.password);
    } catch (err) {
      const p = problemOf(err);
      helpers.setStatus({
        kind: 'error',
        message:
          p.code === 'FORBIDDEN' ? (
            <>
              {p.message}{' '}
              <Link to="/account/resend">
                <FormattedMessage
                  id="account.logIn.resend"
                  defaultMessage="Send the activation e-mail again"
                />
              </Link>
            </>
          ) : (
            p.message
          ),
      });
      if (Object.keys(p.fields).length) helpers.setErrors(p.fields);
      return;
    }
    await changed();
    navigate(afterLogIn);
    return true;
  });
  return (
    <Page title={TITLES.logIn}>
      {showError && <ErrorBox />}
      <Formik initialValues={{ email: '', password: '' }} validationSchema={logInSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage(TITLES.logIn)}>
            <FormStatus />
            <TextField
              name="email"
              label={intl.formatMessage(LABELS.email)}
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              name="password"
              label={intl.formatMessage(LABELS.password)}
              type="password"
              autoComplete="current-password"
              required
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                <FormattedMessage id="account.logIn.submit" defaultMessage="Log in" />
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <ul className="account-links">
        <li>
          <Link to="/account/reset">
            <FormattedMessage id="account.logIn.forgot" defaultMessage="Forgot your password?" />
          </Link>
        </li>
        <li>
          <Link to="/account/access">
            <FormattedMessage id="account.logIn.access" defaultMessage="E-mail me a sign-in link instead" />
          </Link>
        </li>
        <li>
          <FormattedMessage
            id="account.logIn.newHere"
            defaultMessage="New here? <signup>Create an account</signup> or <plans>see the plans</plans>"
            values={{
              signup: (chunks) => <Link to="/account/signup">{chunks}</Link>,
              plans: (chunks) => <Link to="/account/welcome">{chunks}</Link>,
            }}
          />
        </li>
        <li>
          <Link to="/account/resend">
            <FormattedMessage id="account.logIn.noMail" defaultMessage="Did not get the activation e-mail?" />
          </Link>
        </li>
      </ul>
    </Page>
  );
}

/** A form with one e-mail field that calls a mutation, then shows a thank-you page. */
function EmailForm({
  title,
  intro,
  button,
  schema,
  run,
  thankYou,
}: {
  title: Title;
  intro: ReactNode;
  button: ReactNode;
  schema: typeof resendSchema;
  run: (email: string) => Promise<unknown>;
  thankYou: string;
}) {
  const navigate = useNavigate();
  const intl = useIntl();
  const submit = useSubmitGuard(async (values: { email: string }, helpers) => {
    helpers.setStatus(undefined);
    try {
      await run(values.email);
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate(`/thankyou/${thankYou}`);
    return true;
  });
  return (
    <Page title={title}>
      <p className="lead">{intro}</p>
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage(title)}>
            <FormStatus />
            <TextField
              name="email"
              label={intl.formatMessage(LABELS.email)}
              type="email"
              autoComplete="email"
              required
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                {button}
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
    </Page>
  );
}

function SignUpView() {
  const [signUp] = useSignUp();
  // The page the visitor came from ("Sign up free" on the map): offered again once the account is active.
  const next = useRoute().query.next;
  return (
    <EmailForm
      title={TITLES.signup}
      intro={
        <FormattedMessage
          id="account.signUp.intro"
          defaultMessage="Enter your e-mail address. We will send you a link to activate your account and choose a password. No payment needed: a free account gets {count} free searches."
          values={{ count: ADVERTISED_FREE_SEARCHES }}
        />
      }
      button={<FormattedMessage id="account.signUp.submit" defaultMessage="Create my account" />}
      schema={signUpSchema}
      run={async (email) => {
        await signUp(email);
        rememberReturnPath(next);
      }}
      thankYou="new"
    />
  );
}

function AccessLinkView() {
  const [request] = useRequestAccessLink();
  return (
    <EmailForm
      title={TITLES.access}
      intro={
        <FormattedMessage
          id="account.access.intro"
          defaultMessage="We will e-mail you a link that signs you in once, without a password."
        />
      }
      button={<FormattedMessage id="account.access.submit" defaultMessage="Send me a link" />}
      schema={accessLinkSchema}
      run={request}
      thankYou="access"
    />
  );
}

function ResendView() {
  const [resend] = useResendActivation();
  return (
    <EmailForm
      title={TITLES.resend}
      intro={
        <FormattedMessage
          id="account.resend.intro"
          defaultMessage="Enter the e-mail address you signed up with and we will send a new activation link."
        />
      }
      button={<FormattedMessage id="account.resend.submit" defaultMessage="Send it again" />}
      schema={resendSchema}
      run={resend}
      thankYou="resend"
    />
  );
}
