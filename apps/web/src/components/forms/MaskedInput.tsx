/**
 * An input that applies one of the mask rules of @fp/domain (phone, card, money, date, slug,
 * alphaNumeric, alphaNumericDash, decimal, numbers). Every change, however it arrives (a key, a paste, an
 * autofill, a mobile keyboard's suggestion, an IME composition), goes through the same pure rule after the
 * browser applied it, so all of them end in the same valid text; the caret stays after the same character
 * it followed. Key presses the rule would drop anyway are refused up front (no flicker), and Backspace
 * over a ")" or "/" deletes the digit before it. On leaving the field the rule's final form is applied
 * (money gets its ".00", a slug loses a trailing hyphen).
 */
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { applyEdit, caretFor, keyAllowed, MASKS, type MaskKind } from '@fp/domain';

export interface MaskedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  kind: MaskKind;
  /** The text as shown. */
  value: string;
  onValueChange: (shown: string) => void;
  maxDecimals?: number;
  'data-field'?: string;
}

const AUTOCOMPLETE: Partial<Record<MaskKind, string>> = { phone: 'tel-national', card: 'cc-number' };

export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { kind, value, onValueChange, maxDecimals, onBlur, onKeyDown, autoComplete, ...rest },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const rule = MASKS[kind];

  // After React wrote the new text, put the caret where the rule says (only while the field has focus).
  useLayoutEffect(() => {
    const el = input.current;
    if (el && caret.current !== null && document.activeElement === el) {
      el.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [value]);

  const commit = (next: string, at: number) => {
    const el = input.current;
    if (next === value) {
      // Nothing changed for React, which would put its old text back with the caret at the end.
      if (el) {
        el.value = next;
        el.setSelectionRange(at, at);
      }
      return;
    }
    caret.current = at;
    onValueChange(next);
  };

  return (
    <input
      {...rest}
      ref={input}
      type="text"
      inputMode={rule.inputMode}
      autoComplete={autoComplete ?? AUTOCOMPLETE[kind] ?? 'off'}
      value={value}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        const at = e.currentTarget.selectionStart ?? raw.length;
        const next = rule.format(raw, maxDecimals);
        commit(next, caretFor(kind, raw, at, next, maxDecimals));
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented || e.nativeEvent.isComposing) return;
        const el = e.currentTarget;
        const start = el.selectionStart ?? value.length;
        const end = el.selectionEnd ?? start;
        if (!keyAllowed(kind, e, value, { start, end }, maxDecimals)) {
          e.preventDefault();
          return;
        }
        if (e.key === 'Backspace' && start === end && start > 0 && !/[A-Za-z0-9.]/.test(value[start - 1])) {
          e.preventDefault();
          const r = applyEdit(kind, value, { start: start - 1, end: start, inserted: '' }, maxDecimals);
          commit(r.value, r.caret);
        }
      }}
      onBlur={(e) => {
        const done = rule.commit(value, maxDecimals);
        if (done !== value) onValueChange(done);
        onBlur?.(e);
      }}
    />
  );
});
