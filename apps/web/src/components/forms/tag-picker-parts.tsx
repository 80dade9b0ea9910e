/** The tag picker's parts (see TagPicker.tsx): the chosen tags, the menu, the status line's text, and
 * how downshift's state changes are steered. */
import {
  useCombobox,
  type UseComboboxProps,
  type UseComboboxStateChangeOptions,
  type UseComboboxState,
} from 'downshift';
import { useRef, type KeyboardEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { splitMatch, type PickerOption } from './match';
import type { Load } from './use-picker-options';

/** The id of the menu's "Add … as your own words" item (never a real option's id: it has spaces). */
export const OWN_WORDS_ID = ' own words ';

const FAILURE = defineMessage({
  id: 'forms.picker.failure',
  defaultMessage: 'Suggestions could not be loaded. You can keep typing or try again later.',
});
/** The English of the failure message (tests and callers that compare with it). */
export const PICKER_FAILURE = FAILURE.defaultMessage;

export function TagList({
  value,
  options,
  onRemove,
}: {
  value: string[];
  options: PickerOption[];
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  if (!value.length) return null;
  const optionOf = (pid: string) => options.find((o) => o.id === pid);
  const textOf = (pid: string) => optionOf(pid)?.text ?? pid;
  return (
    <ul
      className="tag-list"
      aria-label={intl.formatMessage({ id: 'forms.picker.chosen', defaultMessage: 'Chosen' })}
    >
      {value.map((pid) => (
        <li key={pid}>
          <button
            type="button"
            className="tag"
            onClick={() => onRemove(pid)}
            aria-label={intl.formatMessage(
              {
                id: 'forms.picker.remove',
                defaultMessage: 'Remove {text}{own, select, yes { (your words)} other {}}',
              },
              { text: textOf(pid), own: optionOf(pid)?.own ? 'yes' : 'no' },
            )}
          >
            <FormattedMessage
              id="forms.picker.tag"
              defaultMessage="{text}{own, select, yes {<mine> (your words)</mine>} other {}}<x> ×</x>"
              values={{
                text: textOf(pid),
                own: optionOf(pid)?.own ? 'yes' : 'no',
                mine: (chunks) => <span className="tag-own">{chunks}</span>,
                x: (chunks) => <span aria-hidden="true">{chunks}</span>,
              }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

type ItemProps = (options: { item: PickerOption; index: number }) => Record<string, unknown>;

export function MenuItem({
  item,
  index,
  query,
  active,
  getItemProps,
}: {
  item: PickerOption;
  index: number;
  query: string;
  active: boolean;
  getItemProps: ItemProps;
}) {
  if (item.id === OWN_WORDS_ID) {
    return (
      <li className={`tag-menu-own${active ? ' is-active' : ''}`} {...getItemProps({ item, index })}>
        <FormattedMessage
          id="forms.picker.addOwn"
          defaultMessage="Add “{text}” as your own words"
          values={{ text: item.text }}
        />
      </li>
    );
  }
  const [before, match, after] = splitMatch(item.text, query);
  return (
    <li className={active ? 'is-active' : undefined} {...getItemProps({ item, index })}>
      {before}
      {match ? <mark>{match}</mark> : null}
      {after}
    </li>
  );
}

/** The hint given when Enter is pressed while suggestions show and none is highlighted. */
export function chooseHint(intl: IntlShape, n: number, offerOwn: boolean, text: string): string {
  return intl.formatMessage(
    {
      id: 'forms.picker.choose',
      defaultMessage:
        'Choose one of the {count, plural, one {# suggestion} other {# suggestions}} with the up and down arrows{own, select, yes {, or the last item to keep “{text}” as your own words} other {}}.',
    },
    { count: n, own: offerOwn ? 'yes' : 'no', text },
  );
}

/** What the status line says (read out by screen readers; shown only when loading failed). */
export function pickerStatus(
  intl: IntlShape,
  s: {
    load: Load;
    query: string;
    isOpen: boolean;
    hint: string;
    n: number;
    offerOwn: boolean;
    freeText: boolean;
  },
): string {
  if (s.load.kind === 'failed') return intl.formatMessage(FAILURE);
  if (!(s.query && s.isOpen)) return '';
  if (s.hint) return s.hint;
  if (s.n)
    return intl.formatMessage(
      {
        id: 'forms.picker.found',
        defaultMessage:
          '{count, plural, one {# suggestion} other {# suggestions}}. Use the up and down arrows to choose{own, select, yes {, or the last item to keep “{text}” as your own words} other {}}.',
      },
      { count: s.n, own: s.offerOwn ? 'yes' : 'no', text: s.query },
    );
  if (s.load.kind === 'loading')
    return intl.formatMessage({ id: 'forms.picker.looking', defaultMessage: 'Looking for suggestions…' });
  return s.freeText
    ? intl.formatMessage(
        {
          id: 'forms.picker.noneFreeText',
          defaultMessage: 'Nothing in the list matches “{text}”. Press Enter to add it as your own words.',
        },
        { text: s.query },
      )
    : intl.formatMessage(
        { id: 'forms.picker.none', defaultMessage: 'Nothing in the list matches “{text}”.' },
        { text: s.query },
      );
}

/**
 * Downshift's state, steered: a pick is handed on through `pending` and never kept as downshift's
 * selected item (a kept one differs from the controlled `selectedItem: null`, and downshift then
 * "restores" the input to empty on the next keystroke, eating the first letter typed after a pick).
 */
export function steerState(pending: { current: PickerOption | null }) {
  return (state: UseComboboxState<PickerOption>, a: UseComboboxStateChangeOptions<PickerOption>) => {
    const { type, changes } = a;
    switch (type) {
      case useCombobox.stateChangeTypes.InputKeyDownEnter:
      case useCombobox.stateChangeTypes.ItemClick:
        pending.current = changes.selectedItem ?? null;
        return {
          ...changes,
          selectedItem: null,
          inputValue: changes.selectedItem ? '' : state.inputValue,
          isOpen: false,
        };
      case useCombobox.stateChangeTypes.InputBlur:
        // Leaving the field picks nothing and clears the text.
        return { ...changes, selectedItem: state.selectedItem, inputValue: '', isOpen: false };
      case useCombobox.stateChangeTypes.InputClick:
        return { ...changes, isOpen: state.inputValue.trim() !== '' };
      case useCombobox.stateChangeTypes.InputChange:
        return { ...changes, isOpen: (changes.inputValue ?? '').trim() !== '' };
      default:
        return changes;
    }
  };
}

/** Enter with no highlighted item, and Backspace in an empty input. */
export function pickerKeyDown(k: {
  inputValue: string;
  highlighted: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Enter with text and no highlighted item. */
  enter: (text: string) => void;
}) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      const text = k.inputValue.trim();
      // Enter in the picker never submits the form (the older site ignored an empty Enter).
      e.preventDefault();
      if (k.highlighted) return;
      // Without a highlighted item: the exact match is picked; free text adds what was typed only when
      // nothing in the list matches it (a half-typed "pneu" is not kept as a diagnosis while "Pneumonia"
      // is suggested); otherwise nothing.
      (e.nativeEvent as unknown as { preventDownshiftDefault: boolean }).preventDownshiftDefault = true;
      if (text) k.enter(text);
    } else if (e.key === 'Backspace' && !k.inputValue && k.value.length) {
      k.onChange(k.value.slice(0, -1));
    }
  };
}

/** The combobox's settings: the items, their text and key, the steering, and what a pick and a blur do. */
function comboboxOptions(c: {
  id: string;
  items: PickerOption[];
  pending: { current: PickerOption | null };
  setTyped: (typed: string) => void;
  onPick: (item: PickerOption) => void;
  onBlur?: () => void;
}): UseComboboxProps<PickerOption> {
  const { pending } = c;
  return {
    id: c.id,
    inputId: c.id,
    items: c.items,
    selectedItem: null,
    itemToString: (item) => item?.text ?? '',
    itemToKey: (item) => item?.id,
    stateReducer: steerState(pending),
    onInputValueChange: ({ inputValue: next }) => c.setTyped(next ?? ''),
    onStateChange: ({ type }) => {
      if (
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter
      ) {
        const item = pending.current;
        pending.current = null;
        if (item) c.onPick(item);
      }
      if (type === useCombobox.stateChangeTypes.InputBlur) c.onBlur?.();
    },
  };
}

/** The status line: read out by screen readers, shown when loading failed. */
export function PickerStatus({ id, failed, status }: { id: string; failed: boolean; status: string }) {
  return (
    <p id={`${id}-status`} className={`tag-status${failed ? ' is-error' : ' visually-hidden'}`} role="status">
      {status}
    </p>
  );
}

/** Downshift's combobox for the picker; `pending` carries the item just clicked or entered from the
 * reducer to onStateChange. */
export function useTagCombobox(c: Omit<Parameters<typeof comboboxOptions>[0], 'pending'>) {
  const pending = useRef<PickerOption | null>(null);
  return useCombobox<PickerOption>(comboboxOptions({ ...c, pending }));
}
