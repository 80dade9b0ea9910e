/**
 * "Reported by patients" in the provider detail popup (issue 15): what people who shared their bills
 * were billed and paid at this hospital for the condition's kinds of stay (MS-DRG), beside the CMS
 * figures. The API leaves out every DRG fewer than three people reported, so nothing here is one
 * person's bill; with none left, the block is not shown.
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
        reports
        firstYear
        lastYear
        billed {
          medianCents
          lowCents
          highCents
          reports
        }
        paid {
          medianCents
          lowCents
          highCents
          reports
        }
      }
    }
  }
`);

const range = (a: { medianCents: number; lowCents: number; highCents: number }) =>
  `${formatCents(a.medianCents)} (${formatCents(a.lowCents)} to ${formatCents(a.highCents)})`;

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
        What patients who shared their bills anonymously were billed and paid here: the median, and the lowest
        to highest in brackets. Shown only when at least {p.minReporters} different people shared a bill for
        the kind of stay. Not checked by us, and not the government figures above.
      </p>
      <div className="table-wrap">
        <table className="figures">
          <caption className="visually-hidden">Prices reported by patients per kind of stay</caption>
          <thead>
            <tr>
              <th scope="col">Kind of stay</th>
              <th scope="col">Reports</th>
              <th scope="col">Billed</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {p.summaries.map((s) => (
              <tr key={s.drg}>
                <th scope="row">
                  <span className="drg-code">MS-DRG {s.drg}</span>
                  {/* The title as the CMS figures above show it. */}
                  {s.title ? ` ${s.title.toLowerCase()}` : null}
                  <span className="price-source">
                    {' '}
                    (reported by patients,{' '}
                    {s.firstYear === s.lastYear ? s.firstYear : `${s.firstYear}–${s.lastYear}`})
                  </span>
                </th>
                <td data-label="Reports">{s.reports}</td>
                <td data-label="Billed">{range(s.billed)}</td>
                <td data-label="Paid">{s.paid ? range(s.paid) : 'too few reports'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
