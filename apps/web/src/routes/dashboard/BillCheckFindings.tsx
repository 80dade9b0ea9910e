/**
 * The line findings of the bill's read files (issue 30), under "Check the itemized bill for common errors":
 * each names its lines as they are on paper, with a checkbox to put it in the letter to the billing office.
 */
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
            From {f.fileName} ({f.lines.length === 1 ? 'one line' : `${f.lines.length} lines`}).
          </p>
          <label className="bill-check-keep">
            <input type="checkbox" checked={kept.has(i)} onChange={(e) => onKeep(i, e.target.checked)} /> Put
            this in the letter
          </label>
        </li>
      ))}
    </ul>
  );
}
