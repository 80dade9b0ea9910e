/**
 * "Reported by patients" in the provider detail popup (issue 15): what people who shared their bills
 * were billed and paid at this hospital for the condition's kinds of stay (MS-DRG), beside the CMS
 * figures. The API sends, per DRG that enough verified people reported, only the fixed band holding the
 * median (@fp/domain shared-prices.ts), so no one's bill can be read from it; with none, the block is not
 * shown.
 */
import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatCents } from '@fp/domain';
import { SPACE } from '../../../components/text';
import { graphql } from '../../../__generated__';
import { drgCode } from './ProviderPrices';

const PatientPricesQuery = graphql(`
  query MapPatientPrices($providerId: ID!, $diagnosisId: Int) {
    patientPrices(providerId: $providerId, diagnosisId: $diagnosisId) {
      providerId
      minReporters
      summaries {
        drg
        title
        billed {
          fromCents
          toCents
        }
        paid {
          fromCents
          toCents
        }
      }
    }
  }
`);

const BAND = defineMessages<{ orMore: { from: string }; band: { from: string; to: string } }>({
  orMore: { id: 'map.patients.orMore', defaultMessage: '{from} or more' },
  band: { id: 'map.patients.band', defaultMessage: '{from} to {to}' },
});

const M = defineMessages({
  kind: { id: 'map.patients.kind', defaultMessage: 'Kind of stay' },
  billed: { id: 'map.patients.billed', defaultMessage: 'Billed (typical)' },
  paid: { id: 'map.patients.paid', defaultMessage: 'Paid (typical)' },
  billedLabel: { id: 'map.patients.billedLabel', defaultMessage: 'Billed' },
  paidLabel: { id: 'map.patients.paidLabel', defaultMessage: 'Paid' },
});

const band = (intl: IntlShape, b: { fromCents: number; toCents?: number | null }) =>
  b.toCents === null || b.toCents === undefined
    ? intl.formatMessage(BAND.orMore, { from: formatCents(b.fromCents) })
    : intl.formatMessage(BAND.band, { from: formatCents(b.fromCents), to: formatCents(b.toCents) });

export function PatientPrices({ providerId, diagnosisId }: { providerId: string; diagnosisId: number }) {
  const intl = useIntl();
  const { data } = useQuery(PatientPricesQuery, {
    variables: { providerId, diagnosisId },
    fetchPolicy: 'network-only',
  });
  const p = data?.patientPrices;
  if (!p || p.summaries.length === 0) return null;
  return (
    <section aria-labelledby="detail-patients" className="patient-prices" data-testid="patient-prices">
      <h3 id="detail-patients">
        <FormattedMessage id="map.patients.title" defaultMessage="Reported by patients" />
      </h3>
      <p className="muted">
        <FormattedMessage
          id="map.patients.intro"
          defaultMessage="What patients who shared their bills anonymously were typically billed and paid here, shown as a band that holds the median, so that no one's own bill can be worked out. Shown only when at least {count} different people with a confirmed e-mail address shared a bill for the kind of stay. Not checked by us, and not the government figures above."
          values={{ count: p.minReporters }}
        />
      </p>
      <div className="table-wrap">
        <table className="figures">
          <caption className="visually-hidden">
            <FormattedMessage
              id="map.patients.caption"
              defaultMessage="Prices reported by patients per kind of stay"
            />
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(M.kind)}</th>
              <th scope="col">{intl.formatMessage(M.billed)}</th>
              <th scope="col">{intl.formatMessage(M.paid)}</th>
            </tr>
          </thead>
          <tbody>
            {p.summaries.map((s) => (
              <tr key={s.drg}>
                <th scope="row">
                  <span translate="no">
                    <span className="drg-code">{drgCode(s.drg)}</span>
                    {/* The title as the CMS figures above show it. */}
                    {s.title ? SPACE + s.title.toLowerCase() : null}
                  </span>
                  <span className="price-source">
                    {SPACE}
                    <FormattedMessage id="map.patients.source" defaultMessage="(reported by patients)" />
                  </span>
                </th>
                <td data-label={intl.formatMessage(M.billedLabel)}>{band(intl, s.billed)}</td>
                <td data-label={intl.formatMessage(M.paidLabel)}>
                  {s.paid
                    ? band(intl, s.paid)
                    : intl.formatMessage({ id: 'map.patients.tooFew', defaultMessage: 'too few reports' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
