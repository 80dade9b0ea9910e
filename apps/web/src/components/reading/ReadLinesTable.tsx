/**
 * The itemized lines of a read bill, as a read-only table to check against the paper (issue 30). The
 * product keeps no bill lines of its own: the bill check reads them from the file's reading; what a form
 * takes from them is the CPT/HCPCS codes of the lines read surely (into the bill's billing codes, where
 * the user can remove one before saving). A line read less surely is flagged and gives no code.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { dollars, isSure, shownDate, where, type ReadLineForForm } from './apply-reading';

export function ReadLinesTable({ lines, fileName }: { lines: readonly ReadLineForForm[]; fileName: string }) {
  const intl = useIntl();
  const unsure = lines.filter((l) => !isSure(l)).length;
  return (
    <details className="read-lines">
      <summary>
        <FormattedMessage
          id="reading.lines.summary"
          defaultMessage="The {count, plural, one {line} other {# lines}} read from {name}{unsure, plural, =0 {} other { (# not read clearly)}}"
          values={{ count: lines.length, name: <span translate="no">{fileName}</span>, unsure }}
        />
      </summary>
      <p className="muted small">
        <FormattedMessage
          id="reading.lines.hint"
          defaultMessage="Check them against the paper bill. Filling in adds the codes of the lines read clearly to the billing codes; a line marked “check” gives none: add its code yourself if it is right."
        />
      </p>
      <div
        className="read-lines-scroll"
        role="region"
        aria-label={intl.formatMessage({ id: 'reading.lines.label', defaultMessage: 'Lines read' })}
        tabIndex={0}
      >
        <table data-testid="read-lines">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="reading.lines.date" defaultMessage="Date" />
              </th>
              <th scope="col">
                <FormattedMessage id="reading.lines.rev" defaultMessage="Rev." />
              </th>
              <th scope="col">
                <FormattedMessage id="reading.lines.code" defaultMessage="Code" />
              </th>
              <th scope="col">
                <FormattedMessage id="reading.lines.description" defaultMessage="Description" />
              </th>
              <th scope="col" className="num">
                <FormattedMessage id="reading.lines.quantity" defaultMessage="Qty" />
              </th>
              <th scope="col" className="num">
                <FormattedMessage id="reading.lines.amount" defaultMessage="Amount" />
              </th>
              <th scope="col">
                <FormattedMessage id="reading.lines.where" defaultMessage="Where" />
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i} className={isSure(l) ? undefined : 'read-line-unsure'}>
                <td>{l.date ? shownDate(l.date) : ''}</td>
                <td translate="no">{l.revenueCode ?? ''}</td>
                <td translate="no">{l.code ?? ''}</td>
                <td translate="no">{l.description}</td>
                <td className="num">{l.quantity}</td>
                <td className="num">{dollars(l.amountCents)}</td>
                <td>
                  {isSure(l) ? (
                    where(l, intl)
                  ) : (
                    <FormattedMessage
                      id="reading.lines.unsure"
                      defaultMessage="{where} (check: not read clearly)"
                      values={{ where: where(l, intl) }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
