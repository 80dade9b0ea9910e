/**
 * /account/welcome: the plan choice page. Three plans (from the server, with the configured price ids),
 * tabs that swap a title and body, an FAQ accordion, and the free-tier block with its sign-up form,
 * hidden when signed in. Choosing a plan starts a checkout and sends the browser to its page.
 */
import { Formik, Form } from 'formik';
import { useQuery } from '@apollo/client/react';
import type { WelcomePlansQuery } from '../../__generated__/graphql';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { WELCOME_FAQ, WELCOME_TABS } from '@fp/site-text';
import {
  EMAIL_PATTERN,
  MESSAGE_KEYS,
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
import { SPACE } from '../../components/text';
import {
  FocusFirstError,
  FormStatus,
  TextField,
  showProblem,
  usePasswordHint,
  useSubmitGuard,
  useValidationText,
} from '../../components/forms';
import { useCreateCheckout, useSignUp } from './mutations';
import { LABELS } from './account-page';
import { FREE_TIER_TEXT, WELCOME_FAQ_TEXT, WELCOME_TAB_TEXT, planShown } from './plan-text';
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
const M = defineMessages({
  title: { id: 'account.welcome.title', defaultMessage: 'Choose your pass' },
  description: {
    id: 'account.welcome.description',
    defaultMessage: 'Plans for full hospital price details on the FairPrice Health price map.',
  },
  tabs: { id: 'account.welcome.tabs', defaultMessage: 'What a pass gives you' },
  loadingPlans: { id: 'account.welcome.plans.loading', defaultMessage: 'Loading the plans' },
  checkoutFailed: {
    id: 'account.welcome.plans.checkoutFailed',
    defaultMessage: 'The checkout could not be started. Please try again.',
  },
});

export default function WelcomeScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(M.title), intl.formatMessage(M.description));
  const { token, loading: tokenLoading } = useToken();
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{intl.formatMessage(M.title)}</h1>
      <p className="lead">
        <FormattedMessage
          id="account.welcome.lead"
          defaultMessage="See full price details for every hospital on the map, and keep track of your own bills."
        />
      </p>
      <Tabs />
      <PlanList signedInEmail={token?.email ?? null} />
      {!tokenLoading && !token ? <FreeTier /> : null}
      <section aria-labelledby="welcome-faq-title">
        <h2 id="welcome-faq-title">
          <FormattedMessage id="account.welcome.faq.title" defaultMessage="Questions" />
        </h2>
        {WELCOME_FAQ.map((q) => {
          const t = WELCOME_FAQ_TEXT[q.id];
          return (
            <details key={q.id} className="faq" lang={t ? undefined : 'en'}>
              <summary>{t ? intl.formatMessage(t.question) : q.question}</summary>
              <p>{t ? intl.formatMessage(t.answer) : q.answer}</p>
            </details>
          );
        })}
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
  const intl = useIntl();
  const titleOf = (t: (typeof WELCOME_TABS)[number]) => {
    const m = WELCOME_TAB_TEXT[t.id];
    return m ? intl.formatMessage(m.title) : t.title;
  };
  const tab = WELCOME_TABS[current]!;
  const tabBody = WELCOME_TAB_TEXT[tab.id];
  return (
    <div className="welcome-tabs">
      <div className="tabs" role="tablist" aria-label={intl.formatMessage(M.tabs)}>
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
            {titleOf(t)}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel" id={`${uid}-panel`} aria-labelledby={`${uid}-tab-${tab.id}`}>
        <h2>{titleOf(tab)}</h2>
        <p>{tabBody ? intl.formatMessage(tabBody.body) : tab.body}</p>
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
  const text = useValidationText();
  return (
    <div className="form-field">
      <label htmlFor={`${uid}-email`}>
        <FormattedMessage id="account.welcome.buyer.email" defaultMessage="Your e-mail address" />
        {error && !email.trim() ? (
          <span className="required-mark">
            {SPACE}
            <FormattedMessage id="forms.field.required" defaultMessage="(Required)" />
          </span>
        ) : null}
      </label>
      <p className="field-hint muted" id={`${uid}-hint`}>
        <FormattedMessage
          id="account.welcome.buyer.hint"
          defaultMessage="After paying, we e-mail a link to this address. Opening it turns your pass on for the account with this address (we create one when there is none)."
        />
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
          {text(error)}
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
  const intl = useIntl();

  const choose = async (priceId: string) => {
    if (busy) return; // double-click guard
    setProblem(null);
    const buyer = signedInEmail ?? normalizeEmail(email);
    if (!EMAIL_PATTERN.test(buyer)) {
      setEmailError(MESSAGE_KEYS.validEmail);
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
      const p = problemOf(err, intl.formatMessage(M.checkoutFailed));
      if (p.fields.email) setEmailError(p.fields.email);
      setProblem(p.message);
    }
    setBusy(null);
  };

  if (loading) return <Spinner label={intl.formatMessage(M.loadingPlans)} />;
  if (error || !data) {
    return (
      <div className="alert alert-error" role="alert">
        <FormattedMessage
          id="account.welcome.plans.failed"
          defaultMessage="The plans could not be loaded. Please try again in a moment."
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="plans-title" className="plans">
      <h2 id="plans-title">
        <FormattedMessage id="account.welcome.plans.title" defaultMessage="Plans" />
      </h2>
      {signedInEmail ? (
        <p className="muted">
          <FormattedMessage
            id="account.welcome.plans.addedTo"
            defaultMessage="Your pass will be added to <strong></strong>."
            values={{ strong: () => <strong translate="no">{signedInEmail}</strong> }}
          />
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
        {data.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} busy={busy} onChoose={(id) => void choose(id)} />
        ))}
      </ul>
    </section>
  );
}

type PlanData = WelcomePlansQuery['plans'][number];

/** One plan: its name, price, what it gives and its button (the plan's texts in the page's language). */
function PlanCard({
  plan,
  busy,
  onChoose,
}: {
  plan: PlanData;
  busy: string | null;
  onChoose: (priceId: string) => void;
}) {
  const intl = useIntl();
  const p = { ...plan, ...planShown(intl, plan) };
  return (
    <li
      className={`card plan${p.highlighted ? ' plan-highlighted' : ''}`}
      lang={p.translated ? undefined : 'en'}
    >
      <h3>{p.name}</h3>
      {p.highlighted ? (
        <p className="plan-badge">
          <FormattedMessage id="account.welcome.plans.best" defaultMessage="Best value" />
        </p>
      ) : null}
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
        onClick={() => p.priceId && onChoose(p.priceId)}
      >
        {busy === p.priceId ? (
          <FormattedMessage id="account.welcome.plans.opening" defaultMessage="Opening the checkout…" />
        ) : (
          <FormattedMessage
            id="account.welcome.plans.choose"
            defaultMessage="Choose {name}"
            values={{ name: p.name }}
          />
        )}
      </button>
      {!p.priceId ? (
        <p className="muted">
          <FormattedMessage
            id="account.welcome.plans.notSetUp"
            defaultMessage="Payments are not set up for this plan yet."
          />
        </p>
      ) : null}
    </li>
  );
}

/** The free-tier block: sign up with an e-mail address and a password (hidden when signed in). */
function FreeTier() {
  const [signUp] = useSignUp();
  const navigate = useNavigate();
  const intl = useIntl();
  const passwordHint = usePasswordHint();
  const cta = intl.formatMessage(FREE_TIER_TEXT.cta);
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
      <h2 id="free-tier-title">{intl.formatMessage(FREE_TIER_TEXT.title)}</h2>
      <p>{intl.formatMessage(FREE_TIER_TEXT.body)}</p>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signUpWithPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={cta}>
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
              autoComplete="new-password"
              required
              hint={passwordHint}
            />
            <FocusFirstError />
            <p>
              <button type="submit" className="button secondary" disabled={isSubmitting}>
                {cta}
              </button>
            </p>
          </Form>
        )}
      </Formik>
      <p className="muted">
        <FormattedMessage
          id="account.welcome.free.haveAccount"
          defaultMessage="Already have an account? <link>Log in</link>"
          values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
        />
      </p>
    </section>
  );
}
