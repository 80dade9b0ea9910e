/**
 * Settings: "Share my prices anonymously" (issue 15). Explains what a shared report holds and what it
 * never holds, when the map shows reports (three people per hospital and DRG), and that turning sharing
 * off deletes every report at once. The consent itself is `setPriceSharing`.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const s = data?.priceSharing;
  const change = async (consent: boolean) => {
    setMessage('');
    setProblem('');
    try {
      const r = await set(consent);
      setMessage(
        r.data?.setPriceSharing.consented
          ? intl.formatMessage({
              id: 'settings.sharing.turnedOn',
              defaultMessage: 'Sharing is on. Share a bill from its “Was this bill fair?” panel.',
            })
          : intl.formatMessage({
              id: 'settings.sharing.turnedOff',
              defaultMessage: 'Sharing is off. Every price you shared has been deleted.',
            }),
      );
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };
  return (
    <section className="card settings-section" aria-labelledby="sharing-title" data-testid="sharing-section">
      <h2 id="sharing-title">
        <FormattedMessage id="settings.sharing.title" defaultMessage="Share my prices anonymously" />
      </h2>
      <SharingExplained />
      {loading && !s ? (
        <Spinner
          label={intl.formatMessage({
            id: 'settings.sharing.loading',
            defaultMessage: 'Loading your sharing choice',
          })}
        />
      ) : s ? (
        <>
          <p data-testid="sharing-state">
            {s.consented ? (
              <>
                <strong>
                  <FormattedMessage id="settings.sharing.on" defaultMessage="Sharing is on." />
                </strong>{' '}
                <FormattedMessage
                  id="settings.sharing.count"
                  defaultMessage="{count, plural, one {# bill is} other {# bills are}} shared."
                  values={{ count: s.sharedBills }}
                />
              </>
            ) : (
              <strong>
                <FormattedMessage id="settings.sharing.off" defaultMessage="Sharing is off." />
              </strong>
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
                <FormattedMessage
                  id="settings.sharing.stop"
                  defaultMessage="Stop sharing and delete my shared prices"
                />
              </button>
            ) : (
              <button type="button" className="button" disabled={saving} onClick={() => void change(true)}>
                <FormattedMessage
                  id="settings.sharing.start"
                  defaultMessage="I agree: let me share my bills’ prices anonymously"
                />
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

/** What a shared report holds and never holds, and when the map shows reports. */
function SharingExplained() {
  const intl = useIntl();
  const usd = (dollars: number) =>
    intl.formatNumber(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <>
      <p>
        <FormattedMessage
          id="settings.sharing.what"
          defaultMessage="Help other patients see what hospitals really charge. When sharing is on, you can share a bill from its “Was this bill fair?” panel. A shared bill becomes an anonymous report of <b>the hospital, the kind of stay (MS-DRG), the year and month of the stay, and the amounts billed and paid</b>. It never holds your name, your account, the day of the stay or anything else you wrote."
          values={{ b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p>
        <FormattedMessage
          id="settings.sharing.map"
          defaultMessage="The map shows patients’ reports for a hospital and kind of stay only once at least {count} different people with a confirmed e-mail address shared one, and then only a wide band that holds the median (such as “{low} to {high}”): never one person’s amount, the lowest or highest, or the count. Turning sharing off deletes every report you shared at once; so does deleting a bill or your account. <link>More in the FAQ</link>."
          values={{
            count: SHARED_PRICE_RULES.minReporters,
            low: usd(20000),
            high: usd(50000),
            link: (chunks) => <Link to="/faq">{chunks}</Link>,
          }}
        />
      </p>
    </>
  );
}
