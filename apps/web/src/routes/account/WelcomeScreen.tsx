/**
 * /account/welcome: the plan choice page. Three plans (from the server, with the configured price ids),
 * tabs that swap a title and body, an FAQ accordion, and the free-tier block with its sign-up form,
 * hidden when signed in. Choosing a plan starts a checkout and sends the browser to its page.
 */
import { Formik, Form } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FREE_TIER, WELCOME_FAQ, WELCOME_TABS } from '@fp/site-text';
import {
  EMAIL_PATTERN,
  MESSAGES,
  PASSWORD_HINT,
  formatCents,
  normalizeEmail,
  signUpWithPasswordSchema,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { problemOf, useToken } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import { useCreateCheckout, useSignUp } from './mutations';
import './account.css';

const Plans = graphql(`
  query WelcomePlans {
    plans {
      id
      name
      priceCents
      intervalText
      features
      highlighted
      priceId
    }
  }
`);
export default function WelcomeScreen() {
  usePageMeta('Choose your pass', 'Plans for full hospital price details on the FairPrice Health price map.');
  const { token, loading: tokenLoading } = useToken();
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Choose your pass</h1>
      <p className="lead">
        See full price details for every hospital on the map, and keep track of your own bills.
      </p>
      <Tabs />
      <PlanList signedInEmail={token?.email ?? null} />
      {!tokenLoading && !token ? <FreeTier /> : null}
      <section aria-labelledby="welcome-faq-title">
        <h2 id="welcome-faq-title">Questions</h2>
        {WELCOME_FAQ.map((q) => (
          <details key={q.id} className="faq">
            <summary>{q.question}</summary>
            <p>{q.answer}</p>
          </details>
        ))}
      </section>
    </section>
  );
}

/** Tabs that swap a title and body (arrow keys move between them). */
function Tabs() {
  const [current, setCurrent] = useState(0);
  const uid = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const n = WELCOME_TABS.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : -1;
    if (next < 0) return;
    e.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const tab = WELCOME_TABS[current]!;
  return (
    <div className="welcome-tabs">
      <div className="tabs" role="tablist" aria-label="What a pass gives you">
        {WELCOME_TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${t.id}`}
            aria-selected={i === current}
            aria-controls={`${uid}-panel`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setCurrent(i)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.title}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel" id={`${uid}-panel`} aria-labelledby={`${uid}-tab-${tab.id}`}>
        <h2>{tab.title}</h2>
        <p>{tab.body}</p>
      </div>
    </div>
  );
}

/** The buyer's e-mail address (asked of a visitor who is not signed in). */
function BuyerEmailField({
  uid,
  email,
  setEmail,
  error,
}: {
  uid: string;
  email: string;
  setEmail: (email: string) => void;
  error: string | null;
}) {
  return (
    <div className="form-field">
      <label htmlFor={`${uid}-email`}>
        Your e-mail address
        {error && !email.trim() ? <span className="required-mark"> (Required)</span> : null}
      </label>
      <p className="field-hint muted" id={`${uid}-hint`}>
        After paying, we e-mail a link to this address. Opening it turns your pass on for the account with
        this address (we create one when there is none).
      </p>
      <input
        id={`${uid}-email`}
        type="email"
        autoComplete="email"
        value={email}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${uid}-hint${error ? ` ${uid}-email-error` : ''}`}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error ? (
        <p className="field-error" id={`${uid}-email-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PlanList({ signedInEmail }: { signedInEmail: string | null }) {
  const { data, loading, error } = useQuery(Plans);
  const [createCheckout] = useCreateCheckout();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const uid = useId();

  const choose = async (priceId: string) => {
    if (busy) return; // double-click guard
    setProblem(null);
    const buyer = signedInEmail ?? normalizeEmail(email);
    if (!EMAIL_PATTERN.test(buyer)) {
      setEmailError(MESSAGES.validEmail);
      document.getElementById(`${uid}-email`)?.focus();
      return;
    }
    setEmailError(null);
    setBusy(priceId);
    try {
      const res = await createCheckout(priceId, buyer);
      const url = res.data?.createCheckout.url;
      if (url) {
        window.location.assign(url);
        return; // stay busy while the browser leaves
      }
    } catch (err) {
      const p = problemOf(err, 'The checkout could not be started. Please try again.');
      if (p.fields.email) setEmailError(p.fields.email);
      setProblem(p.message);
    }
    setBusy(null);
  };

  if (loading) return <Spinner label="Loading the plans" />;
  if (error || !data) {
    return (
      <div className="alert alert-error" role="alert">
        The plans could not be loaded. Please try again in a moment.
      </div>
    );
  }
  return (
    <section aria-labelledby="plans-title" className="plans">
      <h2 id="plans-title">Plans</h2>
      {signedInEmail ? (
        <p className="muted">
          Your pass will be added to <strong>{signedInEmail}</strong>.
        </p>
      ) : (
        <BuyerEmailField uid={uid} email={email} setEmail={setEmail} error={emailError} />
      )}
      {problem ? (
        <div className="alert alert-error" role="alert">
          {problem}
        </div>
      ) : null}
      <ul className="plan-grid">
        {data.plans.map((p) => (
          <li key={p.id} className={`card plan${p.highlighted ? ' plan-highlighted' : ''}`}>
            <h3>{p.name}</h3>
            {p.highlighted ? <p className="plan-badge">Best value</p> : null}
            <p className="plan-price">
              <strong>{formatCents(p.priceCents)}</strong> <span className="muted">{p.intervalText}</span>
            </p>
            <ul className="plan-features">
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              disabled={!p.priceId || busy !== null}
              aria-busy={busy === p.priceId || undefined}
              onClick={() => p.priceId && void choose(p.priceId)}
            >
              {busy === p.priceId ? 'Opening the checkout…' : `Choose ${p.name}`}
            </button>
            {!p.priceId ? <p className="muted">Payments are not set up for this plan yet.</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The free-tier block: sign up with an e-mail address and a password (hidden when signed in). */
function FreeTier() {
  const [signUp] = useSignUp();
  const navigate = useNavigate();
  const submit = useSubmitGuard(async (values: { email: string; password: string }, helpers) => {
    helpers.setStatus(undefined);
    try {
      await signUp(values.email, values.password);
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate('/thankyou/new');
    return true;
  });
  return (
    <section className="card free-tier" aria-labelledby="free-tier-title" data-testid="free-tier">
      <h2 id="free-tier-title">{FREE_TIER.title}</h2>
      <p>{FREE_TIER.body}</p>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signUpWithPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={FREE_TIER.cta}>
            <FormStatus />
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_HINT}
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button secondary" disabled={isSubmitting}>
                {FREE_TIER.cta}
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <p className="muted">
        Already have an account? <Link to="/account">Log in</Link>
      </p>
    </section>
  );
}
