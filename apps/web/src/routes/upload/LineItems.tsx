import { Field, FieldArray } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { SPACE } from '../../components/text';
import { BillTypeField, MoneyField } from '../dashboard/fields';
import { FIELD_LABELS } from './reading-values';
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
  const intl = useIntl();
  return (
    <FieldArray name="lines">
      {({ push, remove }) => (
        <fieldset className="line-items">
          <legend>
            {ownBill ? (
              <FormattedMessage id="upload.lines.optional" defaultMessage="Line items (optional)" />
            ) : (
              <FormattedMessage id="upload.lines.bills" defaultMessage="Bills of this visit" />
            )}
          </legend>
          <p className="muted small">
            {ownBill ? (
              <FormattedMessage
                id="upload.lines.ownHint"
                defaultMessage="Each line becomes a bill of the visit; a line without a total is skipped."
              />
            ) : (
              <FormattedMessage
                id="upload.lines.billsHint"
                defaultMessage="Each bill keeps its status, due date, codes and note. A new line becomes a new bill; a new line without a total is skipped."
              />
            )}
          </p>
          {lines.map((line, i) => (
            <div
              className="line-item"
              key={i}
              role="group"
              aria-label={intl.formatMessage(
                { id: 'upload.lines.item', defaultMessage: 'Line item {n}' },
                { n: i + 1 },
              )}
            >
              <div className="form-row">
                <BillTypeField name={`lines.${i}.billType`} />
                <MoneyField name={`lines.${i}.payIns`} label={intl.formatMessage(FIELD_LABELS.payIns)} />
                <MoneyField
                  name={`lines.${i}.pay`}
                  label={intl.formatMessage({ id: 'upload.lines.pay', defaultMessage: 'Paid by you' })}
                />
                <MoneyField name={`lines.${i}.total`} label={intl.formatMessage(FIELD_LABELS.total)} />
              </div>
              {uploaded.length ? (
                <fieldset className="line-files">
                  <legend>
                    <FormattedMessage id="upload.lines.files" defaultMessage="Files of this line" />
                  </legend>
                  {uploaded.map((f) => (
                    <label key={f.id} className="checkbox">
                      <Field type="checkbox" name={`lines.${i}.files`} value={f.id} />
                      {SPACE}
                      <span translate="no">{f.name}</span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {/* A saved bill is deleted from its own page, not here. */}
              {line.id ? null : (
                <button type="button" className="link-button danger" onClick={() => remove(i)}>
                  <FormattedMessage
                    id="upload.lines.remove"
                    defaultMessage="Remove line {n}"
                    values={{ n: i + 1 }}
                  />
                </button>
              )}
            </div>
          ))}
          <button type="button" className="button secondary" onClick={() => push({ ...EMPTY_LINE })}>
            <FormattedMessage id="upload.lines.add" defaultMessage="Add a line item" />
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
