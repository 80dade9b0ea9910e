/**
 * Form helpers of the tracker's forms: a labelled select for formik, and the conversions between the
 * text people type (dollars, MM/DD/YYYY, picked tag ids) and the API's input (cents, ISO dates,
 * {id, text} tags). Validation is the shared yup schema (@fp/domain) run on the converted input, so the
 * page and the server apply the same rules.
 */
import { useField } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, type ReactNode } from 'react';
import { graphql } from '../../__generated__';
import type { OptionKind } from '../../__generated__/graphql';
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

const OptionsQuery = graphql(`
  query DashboardOptions($kind: OptionKind!) {
    options(kind: $kind) {
      id
      text
    }
  }
`);

/**
 * A picker's option list (the catalogue's, plus what the record already holds, so its tags show) and the
 * way back from picked ids to {id, text} (a typed tag's id is its text).
 */
export function useOptionList(kind: OptionKind, current: readonly OptionValue[] = []) {
  const { data } = useQuery(OptionsQuery, { variables: { kind } });
  return useMemo(() => {
    const byId = new Map<string, OptionValue>();
    for (const o of current) byId.set(o.id, { id: o.id, text: o.text });
    for (const o of data?.options ?? []) if (!byId.has(o.id)) byId.set(o.id, { id: o.id, text: o.text });
    const options = [...byId.values()];
    const toTags = (ids: readonly string[]): OptionValue[] =>
      ids.map((id) => byId.get(id) ?? { id, text: id });
    return { options, toTags };
  }, [data, current]);
}

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
