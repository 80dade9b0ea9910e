/**
 * /account/purchase/{checkoutSessionId}: the page the checkout returns to. Reads the checkout, then
 * records it on the buyer's account (the webhook may already have done so; recording is idempotent).
 * A new buyer is sent on to choose a password; anyone else sees a button. Without an id: back to '/'.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCents } from '@fp/domain';
import { passName } from '@fp/content';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { TokenQuery, problemOf, useToken } from '../../lib/auth';
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
const UpdateSubscription = graphql(`
  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {
    updateSubscription(checkoutSessionId: $checkoutSessionId) {
      newUser
      setPasswordPath
      token {
        email
        passActive
      }
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

function Purchase({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const { token } = useToken();
  const checkout = useQuery(Checkout, { variables: { sessionId }, fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateSubscription, { refetchQueries: [TokenQuery] });
  const [state, setState] = useState<{ done: boolean; email?: string; problem?: string; emailed?: boolean }>({
    done: false,
  });
  const started = useRef(false);

  useEffect(() => {
    if (!checkout.data || started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const res = await update({ variables: { checkoutSessionId: sessionId } });
        const r = res.data?.updateSubscription;
        if (r?.newUser && r.setPasswordPath) {
          navigate(r.setPasswordPath, { replace: true });
          return;
        }
        // Opened in another browser than the one that bought: the set-password link went by e-mail.
        setState({ done: true, email: r?.token.email, emailed: Boolean(r?.newUser) });
      } catch (err) {
        setState({
          done: true,
          problem: problemOf(err, 'Your purchase could not be recorded. Please try again.').message,
        });
      }
    };
    void run();
  }, [checkout.data, sessionId, update, navigate]);

  if (checkout.error) {
    return (
      <Frame title="We could not find that checkout">
        <div className="alert alert-error" role="alert">
          {problemOf(checkout.error, 'The checkout could not be read.').message}
        </div>
        <p>
          <Link to="/account/welcome">Back to the plans</Link>
        </p>
      </Frame>
    );
  }
  if (!checkout.data || !state.done) return <Spinner label="Recording your purchase" />;
  const c = checkout.data.checkout;
  if (state.problem) {
    return (
      <Frame title="Your purchase is not finished">
        <div className="alert alert-error" role="alert">
          {state.problem}
        </div>
        <p>
          <Link to="/account/welcome">Back to the plans</Link>
        </p>
      </Frame>
    );
  }
  const signedInAsBuyer = token && token.email === (state.email ?? c.customerEmail);
  return (
    <Frame title="Thank you for your purchase">
      <div className="alert alert-success" role="status" data-testid="purchase-done">
        Your {passName(c.planName ?? '')} is active
        {c.amountTotalCents ? ` (${formatCents(c.amountTotalCents)} paid)` : ''}. We have sent a confirmation
        to {state.email ?? c.customerEmail}.
      </div>
      {state.emailed ? (
        <p data-testid="purchase-emailed">
          To set your password, open the link we have e-mailed to {state.email ?? c.customerEmail}.
        </p>
      ) : null}
      <p>
        {signedInAsBuyer ? (
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
