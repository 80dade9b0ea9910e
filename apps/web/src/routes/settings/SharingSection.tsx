/**
 * Settings: "Share my prices anonymously" (issue 15). Explains what a shared report holds and what it
 * never holds, when the map shows reports (three people per hospital and DRG), and that turning sharing
 * off deletes every report at once. The consent itself is `setPriceSharing`.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SHARED_PRICE_RULES } from '@fp/domain';
import { graphql } from '../../__generated__';
import { problemOf } from '../../lib/auth';
import { useSetPriceSharing } from './mutations';
import { Spinner } from '../../components/Spinner';
import { Link } from '../../router/Link';

const PriceSharingQuery = graphql(`
  query SettingsPriceSharing {
    priceSharing {
      consented
      consentedAt
      sharedBills
    }
  }
`);

export function SharingSection() {
  const { data, loading } = useQuery(PriceSharingQuery, { fetchPolicy: 'cache-and-network' });
  const [set, { loading: saving }] = useSetPriceSharing();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const s = data?.priceSharing;
  const change = async (consent: boolean) => {
    setMessage('');
    setProblem('');
    try {
      const r = await set(consent);
      setMessage(
        r.data?.setPriceSharing.consented
          ? 'Sharing is on. Share a bill from its “Was this bill fair?” panel.'
          : 'Sharing is off. Every price you shared has been deleted.',
      );
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };
  return (
    <section className="card settings-section" aria-labelledby="sharing-title" data-testid="sharing-section">
      <h2 id="sharing-title">Share my prices anonymously</h2>
      <p>
        Help other patients see what hospitals really charge. When sharing is on, you can share a bill from
        its “Was this bill fair?” panel. A shared bill becomes an anonymous report of{' '}
        <strong>
          the hospital, the kind of stay (MS-DRG), the year and month of the stay, and the amounts billed and
          paid
        </strong>
        . It never holds your name, your account, the day of the stay or anything else you wrote.
      </p>
      <p>
        The map shows patients’ reports for a hospital and kind of stay only once at least{' '}
        {SHARED_PRICE_RULES.minReporters} different people with a confirmed e-mail address shared one, and
        then only a wide band that holds the median (such as “$20,000 to $50,000”): never one person’s amount,
        the lowest or highest, or the count. Turning sharing off deletes every report you shared at once; so
        does deleting a bill or your account. <Link to="/faq">More in the FAQ</Link>.
      </p>
      {loading && !s ? (
        <Spinner label="Loading your sharing choice" />
      ) : s ? (
        <>
          <p data-testid="sharing-state">
            {s.consented ? (
              <>
                <strong>Sharing is on.</strong>{' '}
                {s.sharedBills === 1 ? '1 bill is' : `${s.sharedBills} bills are`} shared.
              </>
            ) : (
              <strong>Sharing is off.</strong>
            )}
          </p>
          <div className="settings-actions">
            {s.consented ? (
              <button
                type="button"
                className="button secondary"
                disabled={saving}
                onClick={() => void change(false)}
              >
                Stop sharing and delete my shared prices
              </button>
            ) : (
              <button type="button" className="button" disabled={saving} onClick={() => void change(true)}>
                I agree: let me share my bills’ prices anonymously
              </button>
            )}
          </div>
        </>
      ) : null}
      <p role="status">{message}</p>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
