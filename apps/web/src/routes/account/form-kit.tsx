/**
 * Small form pieces for formik forms checked by the shared yup schemas (@fp/domain). Errors show beside
 * their field (aria-invalid, aria-describedby); an empty required field also gets "(Required)" in its
 * label (part 2 §5). After a failed submit the first field in error gets the focus, so errors are not
 * missed; server answers are mapped back onto the same fields.
 */
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { problemOf } from '../../lib/auth';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
}

export function TextField({ name, label, required, hint, multiline, type = 'text', ...rest }: FieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const uid = useId();
  const id = `${uid}-${name}`;
  const error = meta.touched ? meta.error : undefined;
  const empty = !String(field.value ?? '').trim();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    'data-field': name,
  } as const;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && error && empty ? <span className="required-mark"> (Required)</span> : null}
      </label>
      {hint ? (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} {...rest} />}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves the focus to the first field in error after a submit that did not pass validation. */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const seen = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === seen.current) return;
    seen.current = submitCount;
    const first = Object.keys(errors)[0];
    const el = first ? document.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`) : null;
    el?.focus();
  }, [submitCount, isValid, isSubmitting, errors]);
  return null;
}

/** The form-level message (status), read out when it appears. */
export function FormStatus() {
  const { status } = useFormikContext();
  const s = status as { kind: 'error' | 'success' | 'info'; message: ReactNode } | undefined;
  return (
    <div aria-live="polite">
      {s ? (
        <div className={`alert alert-${s.kind}`} role={s.kind === 'error' ? 'alert' : 'status'}>
          {s.message}
        </div>
      ) : null}
    </div>
  );
}

/** Puts a failed call's field messages beside their fields and its message above the form. */
export function showProblem<T>(err: unknown, helpers: FormikHelpers<T>, fallback?: string) {
  const p = problemOf(err, fallback);
  const fields = Object.fromEntries(Object.entries(p.fields).filter(([k]) => k !== 'key'));
  if (Object.keys(fields).length) helpers.setErrors(fields as never);
  helpers.setStatus({ kind: 'error', message: p.fields.key ?? p.message });
  return p;
}

/**
 * Double-submit guard: wraps a submit handler so a second submit (double click, Enter twice) while the
 * first is still on its way is ignored. A handler that answers true stays locked (the page moves on).
 */
export function useSubmitGuard<V>(
  handler: (values: V, helpers: FormikHelpers<V>) => Promise<boolean | void>,
): (values: V, helpers: FormikHelpers<V>) => Promise<void> {
  const busy = useRef(false);
  const latest = useRef(handler);
  latest.current = handler;
  return useRef(async (values: V, helpers: FormikHelpers<V>) => {
    if (busy.current) return;
    busy.current = true;
    let keepLocked = false;
    try {
      keepLocked = (await latest.current(values, helpers)) === true;
    } finally {
      if (!keepLocked) busy.current = false;
    }
  }).current;
}
