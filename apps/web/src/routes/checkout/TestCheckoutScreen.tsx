/**
 * /checkout/test/{sessionId}: the local test checkout that stands in for Stripe when no payment key is
 * configured (never in production). "Pay (test)" records the payment the way Stripe's webhook would and
 * returns to /account/purchase/{sessionId}, as Stripe's success URL does.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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
import { planLabel } from '../account/plan-text';
import '../account/account.css';

const M = defineMessages({
  title: { id: 'account.testCheckout.title', defaultMessage: 'Test checkout' },
  description: {
    id: 'account.testCheckout.description',
    defaultMessage: 'A local stand-in for the card payment page; no card is charged.',
  },
  loading: { id: 'account.testCheckout.loading', defaultMessage: 'Loading the checkout' },
  notFound: { id: 'account.testCheckout.notFound', defaultMessage: 'We could not find that checkout.' },
  failed: { id: 'account.testCheckout.failed', defaultMessage: 'The test payment failed. Please try again.' },
});

const backToPlans = (
  <Link to="/account/welcome">
    <FormattedMessage id="account.testCheckout.backToPlans" defaultMessage="Back to the plans" />
  </Link>
);

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
  const intl = useIntl();
  const title = intl.formatMessage(M.title);
  usePageMeta(title, intl.formatMessage(M.description));
  const sessionId = match.params[0] ?? '';
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(Checkout, { variables: { sessionId }, skip: !sessionId });
  const [complete] = useCompleteTestCheckout();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!config.testCheckout) {
    return (
      <section className="page narrow">
        <h1>{title}</h1>
        <p>
          <FormattedMessage
            id="account.testCheckout.unavailable"
            defaultMessage="The test checkout is not available on this server."
          />
        </p>
      </section>
    );
  }
  if (loading) return <Spinner label={intl.formatMessage(M.loading)} />;
  if (error || !data) {
    return (
      <section className="page narrow">
        <h1>{title}</h1>
        <div className="alert alert-error" role="alert">
          {problemOf(error, intl.formatMessage(M.notFound)).message}
        </div>
        <p>{backToPlans}</p>
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
      setProblem(problemOf(err, intl.formatMessage(M.failed)).message);
      setBusy(false);
    }
  };
  return (
    <section className="page narrow" aria-labelledby="test-checkout-title">
      <h1 id="test-checkout-title">{title}</h1>
      <div className="card test-checkout">
        <p className="alert alert-info">
          <FormattedMessage
            id="account.testCheckout.note"
            defaultMessage="This is the local test checkout: no payment provider is configured, so no card is asked for and nothing is charged."
          />
        </p>
        <CheckoutFacts checkout={c} />
        {problem ? (
          <div className="alert alert-error" role="alert">
            {problem}
          </div>
        ) : null}
        {c.paid ? (
          <p>
            <FormattedMessage
              id="account.testCheckout.alreadyPaid"
              defaultMessage="This checkout is already paid. <link>Continue</link>"
              values={{
                link: (chunks) => (
                  <Link to={`/account/purchase/${encodeURIComponent(sessionId)}`}>{chunks}</Link>
                ),
              }}
            />
          </p>
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => void pay()} disabled={busy}>
              <FormattedMessage id="account.testCheckout.pay" defaultMessage="Pay (test)" />
            </button>
            <Link to="/account/welcome">
              <FormattedMessage id="account.testCheckout.cancel" defaultMessage="Cancel" />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

/** What is being paid: the plan (in the page's language), the amount and the buyer's address. */
function CheckoutFacts({
  checkout: c,
}: {
  checkout: { planName?: string | null; amountTotalCents: number; customerEmail?: string | null };
}) {
  const intl = useIntl();
  return (
    <dl>
      <dt>
        <FormattedMessage id="account.testCheckout.plan" defaultMessage="Plan" />
      </dt>
      <dd>
        {c.planName ? (
          planLabel(intl, c.planName)
        ) : (
          <FormattedMessage id="account.testCheckout.pass" defaultMessage="Pass" />
        )}
      </dd>
      <dt>
        <FormattedMessage id="account.testCheckout.amount" defaultMessage="Amount" />
      </dt>
      <dd>{formatCents(c.amountTotalCents)}</dd>
      <dt>
        <FormattedMessage id="account.testCheckout.email" defaultMessage="E-mail" />
      </dt>
      <dd translate="no">{c.customerEmail}</dd>
    </dl>
  );
}
