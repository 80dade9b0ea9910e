/**
 * /account/purchase/{checkoutSessionId}: the page the checkout returns to. Reads the checkout, then
 * records it (the webhook may already have done so; recording is idempotent). A purchase made while
 * signed in is on that account at once; one made without signing in waits for the owner of the address
 * to open the link we e-mailed there, and this page says so. Only the browser that started the checkout
 * can read it. Without an id: back to '/'.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatCents } from '@fp/domain';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { useUpdateSubscription } from './mutations';
import { Spinner } from '../../components/Spinner';
import { passShown } from './plan-text';
import './account.css';

const M = defineMessages({
  title: { id: 'account.purchase.title', defaultMessage: 'Thank you for your purchase' },
  description: { id: 'account.purchase.description', defaultMessage: 'Your FairPrice Health pass.' },
  notRecorded: {
    id: 'account.purchase.notRecorded',
    defaultMessage: 'Your purchase could not be recorded. Please try again.',
  },
  notRead: { id: 'account.purchase.notRead', defaultMessage: 'The checkout could not be read.' },
  notFound: { id: 'account.purchase.notFound.title', defaultMessage: 'We could not find that checkout' },
  notFinished: { id: 'account.purchase.notFinished.title', defaultMessage: 'Your purchase is not finished' },
  recording: { id: 'account.purchase.recording', defaultMessage: 'Recording your purchase' },
  checkEmail: {
    id: 'account.purchase.checkEmail.title',
    defaultMessage: 'Thank you: please check your e-mail',
  },
  yourAddress: { id: 'account.purchase.yourAddress', defaultMessage: 'your address' },
});

const backToPlans = (
  <p>
    <Link to="/account/welcome">
      <FormattedMessage id="account.purchase.backToPlans" defaultMessage="Back to the plans" />
    </Link>
  </p>
);

const Checkout = graphql(`
  query PurchaseCheckout($sessionId: ID!) {
    checkout(sessionId: $sessionId) {
      id
      customerEmail
      amountTotalCents
      paid
      planName
    }
  }
`);
export default function PurchaseScreen({ match }: ScreenProps) {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(M.title), intl.formatMessage(M.description));
  const sessionId = match.params[0];
  const navigate = useNavigate();
  useEffect(() => {
    if (!sessionId) navigate('/', { replace: true });
  }, [sessionId, navigate]);
  if (!sessionId) return null;
  return <Purchase sessionId={sessionId} />;
}

interface Outcome {
  awaiting: boolean;
  sentTo: string | null;
  signedInAs: string | null;
  problem?: string;
}

function Purchase({ sessionId }: { sessionId: string }) {
  const checkout = useQuery(Checkout, { variables: { sessionId }, fetchPolicy: 'network-only' });
  const [update] = useUpdateSubscription();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);
  const intl = useIntl();
  const notRecorded = intl.formatMessage(M.notRecorded);

  useEffect(() => {
    if (!checkout.data || started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const res = await update(sessionId);
        const r = res.data?.updateSubscription;
        setOutcome({
          awaiting: Boolean(r?.awaitingConfirmation),
          sentTo: r?.confirmationSentTo ?? null,
          signedInAs: r?.token?.email ?? null,
        });
      } catch (err) {
        setOutcome({
          awaiting: false,
          sentTo: null,
          signedInAs: null,
          problem: problemOf(err, notRecorded).message,
        });
      }
    };
    void run();
  }, [checkout.data, sessionId, update, notRecorded]);

  if (checkout.error) {
    return (
      <Frame title={intl.formatMessage(M.notFound)}>
        <div className="alert alert-error" role="alert">
          {problemOf(checkout.error, intl.formatMessage(M.notRead)).message}
        </div>
        <p>
          <FormattedMessage
            id="account.purchase.notFound.body"
            defaultMessage="A checkout can only be seen in the browser it was started in. If you paid in another browser, look in your e-mail: we sent the confirmation there."
          />
        </p>
        {backToPlans}
      </Frame>
    );
  }
  if (!checkout.data || !outcome) return <Spinner label={intl.formatMessage(M.recording)} />;
  const c = checkout.data.checkout;
  if (outcome.problem) {
    return (
      <Frame title={intl.formatMessage(M.notFinished)}>
        <div className="alert alert-error" role="alert">
          {outcome.problem}
        </div>
        {backToPlans}
      </Frame>
    );
  }
  const pass = passShown(intl, c.planName);
  // "Your Family pass is active ($29.99 paid).": the amount with the space before it, when there is one.
  const paid = c.amountTotalCents
    ? ` ${intl.formatMessage(
        { id: 'account.purchase.paid', defaultMessage: '({amount} paid)' },
        { amount: formatCents(c.amountTotalCents) },
      )}`
    : '';
  if (outcome.awaiting)
    return <AwaitingConfirmation pass={pass} paid={paid} to={outcome.sentTo ?? c.customerEmail} />;
  return <PurchaseDone pass={pass} paid={paid} signedIn={Boolean(outcome.signedInAs)} />;
}

/** Bought without signing in: the link sent to the buyer's address turns the pass on. */
function AwaitingConfirmation({
  pass,
  paid,
  to,
}: {
  pass: string;
  paid: string;
  to: string | null | undefined;
}) {
  const intl = useIntl();
  return (
    <Frame title={intl.formatMessage(M.checkEmail)}>
      <div className="alert alert-info" role="status" data-testid="purchase-check-email">
        <FormattedMessage
          id="account.purchase.checkEmail.body"
          defaultMessage="Your payment for the {pass}{paid} went through. We have sent a link to <strong></strong>: open it to turn your pass on."
          values={{
            pass,
            paid,
            strong: () => (
              <strong translate={to ? 'no' : undefined}>{to ?? intl.formatMessage(M.yourAddress)}</strong>
            ),
          }}
        />
      </div>
      <p>
        <FormattedMessage
          id="account.purchase.checkEmail.link"
          defaultMessage="The link confirms that the address is yours. It signs you in, or first lets you choose a password when the account has none yet. Nothing is added to any account until it is opened."
        />
      </p>
      <p className="muted">
        <FormattedMessage
          id="account.purchase.checkEmail.noMail"
          defaultMessage="No e-mail after a few minutes? Look in your spam folder. Opened the link already? Your pass is on; <link>sign in</link> to use it."
          values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
        />
      </p>
    </Frame>
  );
}

function PurchaseDone({ pass, paid, signedIn }: { pass: string; paid: string; signedIn: boolean }) {
  const intl = useIntl();
  return (
    <Frame title={intl.formatMessage(M.title)}>
      <div className="alert alert-success" role="status" data-testid="purchase-done">
        <FormattedMessage
          id="account.purchase.done"
          defaultMessage="Your {pass} is active{paid}. We have sent a receipt by e-mail."
          values={{ pass, paid }}
        />
      </div>
      <p>
        {signedIn ? (
          <Link to="/map" className="button">
            <FormattedMessage id="account.purchase.searchMap" defaultMessage="Search prices on the map" />
          </Link>
        ) : (
          <Link to="/account" className="button">
            <FormattedMessage id="account.purchase.logIn" defaultMessage="Log in to use your pass" />
          </Link>
        )}
      </p>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page narrow account-page" aria-labelledby="purchase-title">
      <h1 id="purchase-title">{title}</h1>
      {children}
    </section>
  );
}
