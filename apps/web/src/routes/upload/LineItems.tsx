import { Field, FieldArray } from 'formik';
import { BillTypeField, MoneyField } from '../dashboard/fields';
import { EMPTY_LINE, type LineValues } from './visit-form';

/**
 * The upload form's line items: each becomes a bill of the visit (a saved visit's bills are shown as
 * lines), with the uploaded files that belong to it.
 */
export function LineItems({
  ownBill,
  lines,
  uploaded,
}: {
  ownBill: boolean;
  lines: LineValues[];
  uploaded: { id: string; name: string }[];
}) {
  return (
    <FieldArray name="lines">
      {({ push, remove }) => (
        <fieldset className="line-items">
          <legend>{ownBill ? 'Line items (optional)' : 'Bills of this visit'}</legend>
          <p className="muted small">
            {ownBill
              ? 'Each line becomes a bill of the visit; a line without a total is skipped.'
              : 'Each bill keeps its status, due date, codes and note. A new line becomes a new bill; a new line without a total is skipped.'}
          </p>
          {lines.map((line, i) => (
            <div className="line-item" key={i} role="group" aria-label={`Line item ${i + 1}`}>
              <div className="form-row">
                <BillTypeField name={`lines.${i}.billType`} />
                <MoneyField name={`lines.${i}.payIns`} label="Paid by insurance" />
                <MoneyField name={`lines.${i}.pay`} label="Paid by you" />
                <MoneyField name={`lines.${i}.total`} label="Total" />
              </div>
              {uploaded.length ? (
                <fieldset className="line-files">
                  <legend>Files of this line</legend>
                  {uploaded.map((f) => (
                    <label key={f.id} className="checkbox">
                      <Field type="checkbox" name={`lines.${i}.files`} value={f.id} /> {f.name}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {/* A saved bill is deleted from its own page, not here. */}
              {line.id ? null : (
                <button type="button" className="link-button danger" onClick={() => remove(i)}>
                  Remove line {i + 1}
                </button>
              )}
            </div>
          ))}
          <button type="button" className="button secondary" onClick={() => push({ ...EMPTY_LINE })}>
            Add a line item
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
