/**
 * /checkout/test/{sessionId}: the local test checkout that stands in for Stripe when no payment key is
 * configured (never in production). "Pay (test)" records the payment the way Stripe's webhook would and
 * returns to /account/purchase/{sessionId}, as Stripe's success URL does.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatCents } from '@fp/domain';
import { graphql } from '../../__generated__';
import { useCompleteTestCheckout } from './mutations';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import type { ScreenProps } from '../../router/RouteView';
import { usePageMeta } from '../../lib/meta';
import { config } from '../../lib/config';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import '../account/account.css';

const Checkout = graphql(`
  query TestCheckout($sessionId: ID!) {
    checkout(sessionId: $sessionId) {
      id
      customerEmail
      amountTotalCents
      paid
      planName
    }
  }
`);
export default function TestCheckoutScreen({ match }: ScreenProps) {
  usePageMeta('Test checkout', 'A local stand-in for the card payment page; no card is charged.');
  const sessionId = match.params[0] ?? '';
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(Checkout, { variables: { sessionId }, skip: !sessionId });
  const [complete] = useCompleteTestCheckout();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!config.testCheckout) {
    return (
      <section className="page narrow">
        <h1>Test checkout</h1>
        <p>The test checkout is not available on this server.</p>
      </section>
    );
  }
  if (loading) return <Spinner label="Loading the checkout" />;
  if (error || !data) {
    return (
      <section className="page narrow">
        <h1>Test checkout</h1>
        <div className="alert alert-error" role="alert">
          {problemOf(error, 'We could not find that checkout.').message}
        </div>
        <p>
          <Link to="/account/welcome">Back to the plans</Link>
        </p>
      </section>
    );
  }
  const c = data.checkout;
  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await complete(sessionId);
      navigate(`/account/purchase/${encodeURIComponent(sessionId)}`);
    } catch (err) {
      setProblem(problemOf(err, 'The test payment failed. Please try again.').message);
      setBusy(false);
    }
  };
  return (
    <section className="page narrow" aria-labelledby="test-checkout-title">
      <h1 id="test-checkout-title">Test checkout</h1>
      <div className="card test-checkout">
        <p className="alert alert-info">
          This is the local test checkout: no payment provider is configured, so no card is asked for and
          nothing is charged.
        </p>
        <dl>
          <dt>Plan</dt>
          <dd>{c.planName ?? 'Pass'}</dd>
          <dt>Amount</dt>
          <dd>{formatCents(c.amountTotalCents)}</dd>
          <dt>E-mail</dt>
          <dd>{c.customerEmail}</dd>
        </dl>
        {problem ? (
          <div className="alert alert-error" role="alert">
            {problem}
          </div>
        ) : null}
        {c.paid ? (
          <p>
            This checkout is already paid.{' '}
            <Link to={`/account/purchase/${encodeURIComponent(sessionId)}`}>Continue</Link>
          </p>
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => void pay()} disabled={busy}>
              Pay (test)
            </button>
            <Link to="/account/welcome">Cancel</Link>
          </div>
        )}
      </div>
    </section>
  );
}
