/**
 * Marks on fields filled in from a read bill (issue 30): "read from page 1, line 15" under the field's
 * control, or "not read clearly" on one left for the user. A form that can be filled in from a file wraps
 * its fields in <ReadMarksScope>; what fills it calls useSetReadMarks. A mark shows only while the field
 * still holds the value it had when filled in: once the user changes it, the mark no longer speaks for it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ReadMark {
  /** "read from page 1, line 15", or what to do when the field was not read surely. */
  text: string;
  /** True when the field was filled in; false when it was left for the user. */
  filled: boolean;
  /** The field's value right after filling in. */
  value: unknown;
}

type Marks = Readonly<Record<string, ReadMark>>;

const MarksContext = createContext<{ marks: Marks; set: (marks: Marks) => void }>({
  marks: {},
  set: () => undefined,
});

export function ReadMarksScope({ children }: { children: ReactNode }) {
  const [marks, set] = useState<Marks>({});
  const scope = useMemo(() => ({ marks, set }), [marks]);
  return <MarksContext.Provider value={scope}>{children}</MarksContext.Provider>;
}

/** Replaces the scope's marks (no-op outside a scope). */
export function useSetReadMarks() {
  return useContext(MarksContext).set;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The mark of field `name` holding `value`; null when it has none or the value was changed since. */
export function useReadMark(name: string, value: unknown): ReactNode {
  const mark = useContext(MarksContext).marks[name];
  if (!mark || !same(mark.value, value)) return null;
  return (
    <span className={mark.filled ? 'read-mark' : 'read-mark read-mark-missing'} data-testid="read-mark">
      {mark.filled ? (
        <FormattedMessage
          id="forms.readMark.filled"
          defaultMessage="Filled in: {where}"
          values={{ where: mark.text }}
        />
      ) : (
        <FormattedMessage
          id="forms.readMark.notFilled"
          defaultMessage="Not filled in: {where}"
          values={{ where: mark.text }}
        />
      )}
    </span>
  );
}
