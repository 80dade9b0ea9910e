/**
 * Form-level pieces: focus and scroll to the first field in error after a blocked submit, the form's
 * status message, server problems mapped back onto fields, and a double-submit guard.
 */
import { getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { problemOf } from '../../lib/auth';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * After a submit that did not pass validation (formik blocks it), scrolls to the first field in error,
 * in page order, and puts the focus on it, so errors are not missed.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const seen = useRef(0);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === seen.current) return;
    seen.current = submitCount;
    // Only this form's fields: a page with two forms must not send the focus to the other one.
    const scope: ParentNode = marker.current?.closest('form') ?? document;
    const fields = Array.from(scope.querySelectorAll<HTMLElement>('[data-field]'));
    const el = fields.find((f) => getIn(errors, f.dataset.field ?? ''));
    if (!el) return;
    el.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [submitCount, isValid, isSubmitting, errors]);
  return <span ref={marker} hidden />;
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
