/**
 * /account/purchase/{checkoutSessionId}: the page the checkout returns to. Reads the checkout, then
 * records it (the webhook may already have done so; recording is idempotent). A purchase made while
 * signed in is on that account at once; one made without signing in waits for the owner of the address
 * to open the link we e-mailed there, and this page says so. Only the browser that started the checkout
 * can read it. Without an id: back to '/'.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCents } from '@fp/domain';
import { passName } from '@fp/site-text';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { useUpdateSubscription } from './mutations';
import { Spinner } from '../../components/Spinner';
import './account.css';

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
  usePageMeta('Thank you for your purchase', 'Your FairPrice Health pass.');
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
          problem: problemOf(err, 'Your purchase could not be recorded. Please try again.').message,
        });
      }
    };
    void run();
  }, [checkout.data, sessionId, update]);

  if (checkout.error) {
    return (
      <Frame title="We could not find that checkout">
        <div className="alert alert-error" role="alert">
          {problemOf(checkout.error, 'The checkout could not be read.').message}
        </div>
        <p>
          A checkout can only be seen in the browser it was started in. If you paid in another browser, look
          in your e-mail: we sent the confirmation there.
        </p>
        <p>
          <Link to="/account/welcome">Back to the plans</Link>
        </p>
      </Frame>
    );
  }
  if (!checkout.data || !outcome) return <Spinner label="Recording your purchase" />;
  const c = checkout.data.checkout;
  if (outcome.problem) {
    return (
      <Frame title="Your purchase is not finished">
        <div className="alert alert-error" role="alert">
          {outcome.problem}
        </div>
        <p>
          <Link to="/account/welcome">Back to the plans</Link>
        </p>
      </Frame>
    );
  }
  const pass = passName(c.planName ?? '');
  const paid = c.amountTotalCents ? ` (${formatCents(c.amountTotalCents)} paid)` : '';
  if (outcome.awaiting) {
    const to = outcome.sentTo ?? c.customerEmail ?? 'your address';
    return (
      <Frame title="Thank you: please check your e-mail">
        <div className="alert alert-info" role="status" data-testid="purchase-check-email">
          Your payment for the {pass}
          {paid} went through. We have sent a link to <strong>{to}</strong>: open it to turn your pass on.
        </div>
        <p>
          The link confirms that the address is yours. It signs you in, or first lets you choose a password
          when the account has none yet. Nothing is added to any account until it is opened.
        </p>
        <p className="muted">
          No e-mail after a few minutes? Look in your spam folder. Opened the link already? Your pass is on;{' '}
          <Link to="/account">sign in</Link> to use it.
        </p>
      </Frame>
    );
  }
  return (
    <Frame title="Thank you for your purchase">
      <div className="alert alert-success" role="status" data-testid="purchase-done">
        Your {pass} is active{paid}. We have sent a receipt by e-mail.
      </div>
      <p>
        {outcome.signedInAs ? (
          <Link to="/map" className="button">
            Search prices on the map
          </Link>
        ) : (
          <Link to="/account" className="button">
            Log in to use your pass
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
