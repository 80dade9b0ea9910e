/**
 * "Reported by patients" in the provider detail popup (issue 15): what people who shared their bills
 * were billed and paid at this hospital for the condition's kinds of stay (MS-DRG), beside the CMS
 * figures. The API sends, per DRG that enough verified people reported, only the fixed band holding the
 * median (@fp/domain shared-prices.ts), so no one's bill can be read from it; with none, the block is not
 * shown.
 */
import { useQuery } from '@apollo/client/react';
import { formatCents } from '@fp/domain';
import { graphql } from '../../../__generated__';

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

const band = (b: { fromCents: number; toCents?: number | null }) =>
  b.toCents === null || b.toCents === undefined
    ? `${formatCents(b.fromCents)} or more`
    : `${formatCents(b.fromCents)} to ${formatCents(b.toCents)}`;

export function PatientPrices({ providerId, diagnosisId }: { providerId: string; diagnosisId: number }) {
  const { data } = useQuery(PatientPricesQuery, {
    variables: { providerId, diagnosisId },
    fetchPolicy: 'network-only',
  });
  const p = data?.patientPrices;
  if (!p || p.summaries.length === 0) return null;
  return (
    <section aria-labelledby="detail-patients" className="patient-prices" data-testid="patient-prices">
      <h3 id="detail-patients">Reported by patients</h3>
      <p className="muted">
        What patients who shared their bills anonymously were typically billed and paid here, shown as a band
        that holds the median, so that no one&apos;s own bill can be worked out. Shown only when at least{' '}
        {p.minReporters} different people with a confirmed e-mail address shared a bill for the kind of stay.
        Not checked by us, and not the government figures above.
      </p>
      <div className="table-wrap">
        <table className="figures">
          <caption className="visually-hidden">Prices reported by patients per kind of stay</caption>
          <thead>
            <tr>
              <th scope="col">Kind of stay</th>
              <th scope="col">Billed (typical)</th>
              <th scope="col">Paid (typical)</th>
            </tr>
          </thead>
          <tbody>
            {p.summaries.map((s) => (
              <tr key={s.drg}>
                <th scope="row">
                  <span className="drg-code">MS-DRG {s.drg}</span>
                  {/* The title as the CMS figures above show it. */}
                  {s.title ? ` ${s.title.toLowerCase()}` : null}
                  <span className="price-source"> (reported by patients)</span>
                </th>
                <td data-label="Billed">{band(s.billed)}</td>
                <td data-label="Paid">{s.paid ? band(s.paid) : 'too few reports'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
