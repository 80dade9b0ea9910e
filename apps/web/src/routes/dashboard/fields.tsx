/**
 * Form helpers of the tracker's forms: a labelled select for formik, and the conversions between the
 * text people type (dollars, MM/DD/YYYY, comma-separated tags) and the API's input (cents, ISO dates,
 * {id, text} tags). Validation is the shared yup schema (@fp/domain) run on the converted input, so the
 * page and the server apply the same rules.
 */
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import {
  centsToInput,
  dollarsToCents,
  formatDate,
  parseDateInput,
  recordErrors,
  type OptionValue,
} from '@fp/domain';
import type { AnyObject, ObjectSchema } from 'yup';

export function SelectField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const [field, meta] = useField<string>(name);
  const uid = useId();
  const id = `${uid}-${name}`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...field}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Typed date → ISO; a date that cannot be read stays as typed, so the schema flags it. */
export const dateInput = (text: string): string | null =>
  text.trim() ? (parseDateInput(text) ?? text.trim()) : null;
export const dateText = (iso: string | null | undefined) => formatDate(iso);

/** Typed money → cents; empty → null; unreadable → NaN (the schema flags it). */
export const moneyInput = (text: string): number | null => dollarsToCents(text);
export const moneyText = (cents: number | null | undefined) => centsToInput(cents);

/** "a, b" → [{id: "a", text: "a"}, ...] (typed tags are their own id). */
export const tagsInput = (text: string): OptionValue[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({ id: s, text: s }));
export const tagsText = (tags: readonly { text: string }[] | null | undefined) =>
  (tags ?? []).map((t) => t.text).join(', ');

/** Runs the shared schema on the converted input and names errors after the form's fields. */
export function validateWith(
  schema: ObjectSchema<AnyObject>,
  input: unknown,
  fieldOf: Record<string, string> = {},
): Record<string, string> {
  const errors = recordErrors(schema, input);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf[path] ?? path.split(/[.[]/)[0];
    out[field] ??= message;
  }
  return out;
}
