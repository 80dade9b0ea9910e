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
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { THANK_YOU } from '@fp/site-text';
import {
  ADVERTISED_FREE_SEARCHES,
  accessLinkSchema,
  logInSchema,
  resendSchema,
  signUpSchema,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { useNavigate, useRoute } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { problemOf, useLogOut, useSessionChanged, useToken } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../blog/dates';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import {
  useLogIn,
  useLogInWithKey,
  useRequestAccessLink,
  useResendActivation,
  useSignUp,
  useVerify,
} from './mutations';
import { rememberReturnPath, safeReturnPath } from '../../router/return-path';
import './account.css';

const PassEnd = graphql(`
  query AccountPassEnd {
    me {
      id
      passEndsAt
    }
  }
`);

const TITLES: Record<string, string> = {
  signup: 'Create a free account',
  access: 'E-mail me a sign-in link',
  resend: 'Resend the activation e-mail',
  verify: 'Confirming your e-mail address',
  deleted: 'Your account was deleted',
};

export default function AccountScreen({ match }: ScreenProps) {
  const view = match.params[0] ?? 'login';
  const { key, email } = match.query;
  const { token, loading } = useToken();
  usePageMeta(
    TITLES[view] ?? (token ? 'Your account' : 'Log in'),
    'Log in to FairPrice Health or create an account.',
  );

  if (view === 'deleted') return <DeletedView />;
  if (view === 'verify') return <LinkAction kind="verify" linkKey={key} email={email} />;
  if (view === 'access' && key) return <LinkAction kind="access" linkKey={key} email={email} />;
  if (loading) return <Spinner label="Loading your account" />;
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
    <Page title="Your account was deleted">
      <p role="status">
        Your visits, bills, to-do list, uploaded files and settings are gone, and every browser was signed
        out. We sent a last e-mail to your address to confirm it.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </Page>
  );
}

/** The /account/error box (spec §2.2), shown whether or not someone is signed in. */
function ErrorBox() {
  return (
    <div className="alert alert-error" role="alert">
      <strong>{THANK_YOU.error.title}</strong> {THANK_YOU.error.body}
    </div>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page narrow account-page" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {children}
    </section>
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
              {p.message} <Link to="/account/resend">Send the activation e-mail again</Link>
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
    <Page title="Log in">
      {showError && <ErrorBox />}
      <Formik initialValues={{ email: '', password: '' }} validationSchema={logInSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Log in">
            <FormStatus />
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button" disabled={isSubmitting}>
                Log in
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <ul className="account-links">
        <li>
          <Link to="/account/reset">Forgot your password?</Link>
        </li>
        <li>
          <Link to="/account/access">E-mail me a sign-in link instead</Link>
        </li>
        <li>
          New here? <Link to="/account/signup">Create an account</Link> or{' '}
          <Link to="/account/welcome">see the plans</Link>
        </li>
        <li>
          <Link to="/account/resend">Did not get the activation e-mail?</Link>
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
  title: string;
  intro: string;
  button: string;
  schema: typeof resendSchema;
  run: (email: string) => Promise<unknown>;
  thankYou: string;
}) {
  const navigate = useNavigate();
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
          <Form noValidate aria-label={title}>
            <FormStatus />
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
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
        <Link to="/account">Back to log in</Link>
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
      title="Create a free account"
      intro={`Enter your e-mail address. We will send you a link to activate your account and choose a password. No payment needed: a free account gets ${ADVERTISED_FREE_SEARCHES} free searches.`}
      button="Create my account"
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
      title="E-mail me a sign-in link"
      intro="We will e-mail you a link that signs you in once, without a password."
      button="Send me a link"
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
      title="Resend the activation e-mail"
      intro="Enter the e-mail address you signed up with and we will send a new activation link."
      button="Send it again"
      schema={resendSchema}
      run={resend}
      thankYou="resend"
    />
  );
}

/** Follows an e-mailed link once: confirms the address, or signs in with a one-time key. */
function LinkAction({
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
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!linkKey || !email) {
      setProblem('There was an error');
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
  }, [kind, linkKey, email, verify, logInWithKey, changed, navigate]);

  const title = kind === 'verify' ? 'Confirming your e-mail address' : 'Signing you in';
  if (!problem) {
    return (
      <Page title={title}>
        <Spinner label={title} />
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
          <Link to="/account/resend">Send me a new activation link</Link>
        ) : (
          <Link to="/account/access">Send me a new sign-in link</Link>
        )}
      </p>
    </Page>
  );
}

function AccountHome({
  email,
  passActive,
  freeUsed,
  showError,
}: {
  email: string;
  passActive: boolean;
  freeUsed: boolean;
  showError: boolean;
}) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const { data: passData } = useQuery(PassEnd, { skip: !passActive, fetchPolicy: 'cache-and-network' });
  const passEnd = passActive ? passData?.me?.passEndsAt : null;
  return (
    <Page title="Your account">
      {showError && <ErrorBox />}
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      {passActive ? (
        <div className="alert alert-success" data-testid="pass-status">
          Your pass is active: you see full price details for every hospital on the map.
          {passEnd ? (
            <>
              {' '}
              It ends on{' '}
              <time dateTime={String(passEnd)} data-testid="pass-end">
                {formatDate(String(passEnd))}
              </time>
              .
            </>
          ) : null}
        </div>
      ) : (
        <div className="alert alert-info" data-testid="pass-status">
          You have no active pass.{' '}
          {freeUsed ? 'Your free searches are used.' : 'You can still use your free searches.'}{' '}
          <Link to="/account/welcome">See the plans</Link>
        </div>
      )}
      <ul className="account-links">
        <li>
          <Link to="/map">Search prices on the map</Link>
        </li>
        <li>
          <Link to="/affiliate">Refer a friend</Link>
        </li>
        <li>
          <Link to="/account/welcome">Plans and passes</Link>
        </li>
      </ul>
      <p>
        <button
          type="button"
          className="button secondary"
          onClick={async () => {
            await logOut();
            navigate('/');
          }}
        >
          Log out
        </button>
      </p>
    </Page>
  );
}
