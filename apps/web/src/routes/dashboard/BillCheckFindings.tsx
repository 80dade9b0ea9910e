/**
 * The line findings of the bill's read files (issue 30), under "Check the itemized bill for common errors":
 * each names its lines as they are on paper, with a checkbox to put it in the letter to the billing office.
 */
import { FormattedMessage } from 'react-intl';
import { SPACE } from '../../components/text';
import type { Check } from './BillCheckPanel';

export type StepFindingView = Check['nextSteps'][number]['findings'][number];

export function BillCheckFindings({
  findings,
  kept,
  onKeep,
}: {
  findings: StepFindingView[];
  kept: ReadonlySet<number>;
  onKeep: (index: number, keep: boolean) => void;
}) {
  if (!findings.length) return null;
  return (
    <ul className="bill-check-findings" data-testid="bill-check-findings">
      {findings.map((f, i) => (
        <li key={i}>
          <p>{f.text}</p>
          <p className="muted small">
            <FormattedMessage
              id="billCheck.findings.from"
              defaultMessage="From <file>{fileName}</file> ({count, plural, one {one line} other {# lines}})."
              values={{
                fileName: f.fileName,
                count: f.lines.length,
                file: (chunks) => <span translate="no">{chunks}</span>,
              }}
            />
          </p>
          <label className="bill-check-keep">
            <input type="checkbox" checked={kept.has(i)} onChange={(e) => onKeep(i, e.target.checked)} />
            {SPACE}
            <FormattedMessage id="billCheck.findings.keep" defaultMessage="Put this in the letter" />
          </label>
        </li>
      ))}
    </ul>
  );
}
