/**
 * The itemized lines of a read bill, as a read-only table to check against the paper (issue 30). The
 * product keeps no bill lines of its own: the bill check reads them from the file's reading; what a form
 * takes from them is the CPT/HCPCS codes of the lines read surely (into the bill's billing codes, where
 * the user can remove one before saving). A line read less surely is flagged and gives no code.
 */
import { dollars, isSure, shownDate, where, type ReadLineForForm } from './apply-reading';

export function ReadLinesTable({ lines, fileName }: { lines: readonly ReadLineForForm[]; fileName: string }) {
  const unsure = lines.filter((l) => !isSure(l)).length;
  return (
    <details className="read-lines">
      <summary>
        The {lines.length === 1 ? 'line' : `${lines.length} lines`} read from {fileName}
        {unsure ? ` (${unsure} not read clearly)` : ''}
      </summary>
      <p className="muted small">
        Check them against the paper bill. Filling in adds the codes of the lines read clearly to the billing
        codes; a line marked “check” gives none: add its code yourself if it is right.
      </p>
      <div className="read-lines-scroll" role="region" aria-label="Lines read" tabIndex={0}>
        <table data-testid="read-lines">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Rev.</th>
              <th scope="col">Code</th>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i} className={isSure(l) ? undefined : 'read-line-unsure'}>
                <td>{l.date ? shownDate(l.date) : ''}</td>
                <td>{l.revenueCode ?? ''}</td>
                <td>{l.code ?? ''}</td>
                <td>{l.description}</td>
                <td className="num">{l.quantity}</td>
                <td className="num">{dollars(l.amountCents)}</td>
                <td>
                  {where(l)}
                  {isSure(l) ? '' : ' (check: not read clearly)'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
