/**
 * Form fields for formik forms checked by the shared yup schemas (@fp/domain). Errors show beside their
 * field (aria-invalid, aria-describedby); an empty required field also gets "(Required)" in its label and
 * the error style (spec part 2 §5), and both go as soon as the field is valid (formik validates on every
 * change). `data-field` marks each control so FocusFirstError can find the first one in error.
 */
import { getIn, useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MASKS, type MaskKind } from '@fp/domain';
import { MaskedInput } from './MaskedInput';
import { TagPicker, type TagPickerProps } from './TagPicker';
import { useReadMark } from './read-marks';
import { useValidationText } from './validation-text';
import './forms.css';

interface ShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown as "(Required)" on the label: required, empty and in error. */
  missing: boolean;
  hint?: ReactNode;
  error?: string;
  /** Something unusual that does not block saving (shown when there is no error). */
  warning?: string;
  /** Where the value was read from a bill (read-marks.tsx), shown under the control. */
  mark?: ReactNode;
  children: ReactNode;
  /** The tag picker renders its own label (downshift wires it to the combobox). */
  ownLabel?: boolean;
  className?: string;
}

export const describedBy = (
  id: string,
  hint: unknown,
  error: unknown,
  warning?: unknown,
  mark?: unknown,
): string | undefined =>
  [
    hint ? `${id}-hint` : '',
    mark ? `${id}-mark` : '',
    error ? `${id}-error` : '',
    warning && !error ? `${id}-warning` : '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** The space between a label and what follows it (a constant: not words to translate). */
const SPACE = ' ';

/** The "(Required)" flag after a label. */
const RequiredMark = () => (
  <span className="required-mark">
    {SPACE}
    <FormattedMessage id="forms.field.required" defaultMessage="(Required)" />
  </span>
);

/** Label with the "(Required)" flag, hint, control and error message. */
export function FieldShell({
  id,
  label,
  missing,
  hint,
  error,
  warning,
  mark,
  children,
  ownLabel,
  className,
}: ShellProps) {
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      {ownLabel ? null : (
        <label htmlFor={id}>
          {label}
          {missing ? <RequiredMark /> : null}
        </label>
      )}
      {hint ? (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {mark ? (
        <p className="field-hint" id={`${id}-mark`}>
          {mark}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : warning ? (
        <p className="field-warning" id={`${id}-warning`}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** Error and "(Required)" state of a formik field: shown once touched (a submit touches every field). */
function useFieldState(name: string, required?: boolean) {
  const [field, meta, helpers] = useField<unknown>(name);
  const uid = useId();
  const text = useValidationText();
  const id = `${uid}-${name.replace(/[^\w-]/g, '_')}`;
  const error = meta.touched ? text(typeof meta.error === 'string' ? meta.error : undefined) : undefined;
  const v = field.value;
  const empty = v === undefined || v === null || (Array.isArray(v) ? v.length === 0 : !String(v).trim());
  // Filled in from a read bill: where it was read, shown with the field's hint (read-marks.tsx).
  const mark = useReadMark(name, v);
  return { field, meta, helpers, id, error, mark, missing: Boolean(required && error && empty) };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
}

export function TextField({
  name,
  label,
  required,
  hint,
  multiline,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { field, id, error, mark, missing } = useFieldState(name, required);
  const common = {
    id,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error, undefined, mark),
    'aria-required': required || undefined,
    'data-field': name,
  } as const;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      missing={missing}
      hint={hint}
      error={error}
      mark={mark}
    >
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} {...rest} />}
    </FieldShell>
  );
}

interface MaskedFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'type'
> {
  name: string;
  label: string;
  /** The validation key: which mask applies. */
  mask: MaskKind;
  required?: boolean;
  hint?: ReactNode;
  /** Something unusual about the value that does not block saving. */
  warning?: string;
  /** decimal fields: at most this many digits after the point. */
  maxDecimals?: number;
}

/**
 * A masked input bound to formik. The form value is the text as shown ("(555) 123-4567", "1,234.50");
 * `maskedValue(kind, text)` (or MASKS[kind].toValue) gives what is sent.
 */
export function MaskedField({
  name,
  label,
  mask,
  required,
  hint,
  warning,
  maxDecimals,
  placeholder,
  ...rest
}: MaskedFieldProps) {
  const { field, helpers, id, error, mark, missing } = useFieldState(name, required);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      missing={missing}
      hint={hint}
      error={error}
      warning={warning}
      mark={mark}
    >
      <MaskedInput
        {...rest}
        id={id}
        name={field.name}
        kind={mask}
        maxDecimals={maxDecimals}
        placeholder={placeholder ?? MASKS[mask].placeholder}
        value={(field.value as string | undefined) ?? ''}
        onValueChange={(v) => void helpers.setValue(v)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, warning, mark)}
        aria-required={required || undefined}
        data-field={name}
      />
    </FieldShell>
  );
}

/** What a masked field's shown text is sent as (phone → integer, money → number, date → YYYY-MM-DD). */
export const maskedValue = (kind: MaskKind, shown: string) => MASKS[kind].toValue(shown);

interface TagPickerFieldProps extends Omit<
  TagPickerProps,
  'value' | 'onChange' | 'onBlur' | 'id' | 'invalid' | 'describedBy' | 'label'
> {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Said after the label from the start, e.g. when the field is required ("required unless …"). */
  note?: string;
}

/** The tag picker bound to formik; the form value is a list of picked ids (one at most in single mode). */
export function TagPickerField({ name, label, required, hint, note, ...rest }: TagPickerFieldProps) {
  const { field, helpers, id, error, mark, missing } = useFieldState(name, required);
  return (
    <FieldShell id={id} label={label} missing={missing} hint={hint} error={error} mark={mark} ownLabel>
      <TagPicker
        {...rest}
        id={id}
        label={
          <>
            {label}
            {missing ? (
              <RequiredMark />
            ) : note ? (
              <span className="field-note">
                {SPACE}
                <FormattedMessage id="forms.field.note" defaultMessage="({note})" values={{ note }} />
              </span>
            ) : null}
          </>
        }
        value={(field.value as string[] | undefined) ?? []}
        onChange={(ids) => void helpers.setValue(ids)}
        onBlur={() => void helpers.setTouched(true)}
        invalid={Boolean(error)}
        required={required}
        describedBy={describedBy(id, hint, error, undefined, mark)}
        dataField={name}
      />
    </FieldShell>
  );
}

/** A checkbox; the form value is a boolean (sent to the older paths as 1 or 0). */
export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const uid = useId();
  const text = useValidationText();
  const id = `${uid}-${name}`;
  const error = meta.touched ? text(meta.error) : undefined;
  return (
    <div className="form-field checkbox-field">
      <input
        type="checkbox"
        id={id}
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        data-field={name}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** True when formik has an error for `name` (nested names such as "bills.0.total" too). */
export const hasError = (errors: unknown, name: string) => Boolean(getIn(errors, name));
