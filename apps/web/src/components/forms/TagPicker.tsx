/**
 * The tag picker (spec part 2 §4 and §7), on downshift's useCombobox, which gives the WAI-ARIA 1.2
 * combobox pattern (role, aria-expanded, aria-controls, aria-activedescendant, arrow keys, Enter, Escape)
 * so focus and keyboard handling are not hand-written here.
 *
 * - Single mode: a pick replaces the other picks. Multi mode: a pick toggles.
 * - Picks show as tags; clicking a tag removes it and puts the focus back in the input.
 * - The list opens while the input holds text, closes on blur and after a pick; the input clears after a
 *   pick and on blur. Typing filters unpicked options, literally and case-insensitively, highlighting the
 *   match; at most 10 suggestions.
 * - Free text: Enter with text that nothing in the list matches adds an option whose id and text are the
 *   typed text and picks it; while suggestions show, Enter does not add the half-typed word, and the
 *   menu's last item "Add … as your own words" does. Such tags say "(your words)".
 * - `options` follow the caller: a list that arrives after the first render (a query still loading) is
 *   used as soon as it arrives.
 * - Loaded: `loadList` (e.g. useOptionList, a GraphQL list) gives the plain list, which replaces the
 *   options (picked options missing from it are kept), with `preselectId` picked once it arrives; with
 *   `searchable`, each change loads the options for the typed text (debounced: 300 ms, 500 for diagnosis
 *   look-ups) and clearing the input loads the plain list again. A failed load shows a short message;
 *   what is already loaded stays usable.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { filterOptions, MAX_SUGGESTIONS, togglePick, type PickerOption } from './match';
import {
  MenuItem,
  PickerStatus,
  OWN_WORDS_ID,
  PICKER_FAILURE,
  TagList,
  chooseHint,
  pickerKeyDown,
  pickerStatus,
  useTagCombobox,
} from './tag-picker-parts';
import { usePickerOptions, type OptionLoader } from './use-picker-options';

export { PICKER_FAILURE };

const EMPTY: PickerOption[] = [];

/** Typing debounce for remote search (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Debounce for the diagnosis autocomplete (spec §9). */
export const DIAGNOSIS_DEBOUNCE_MS = 500;

export interface TagPickerProps {
  id: string;
  label: ReactNode;
  /** Picked option ids; one at most in single mode. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Static options (also the starting list when `loadList` is set). */
  options?: PickerOption[];
  multiple?: boolean;
  freeText?: boolean;
  /** Loads the plain list (null) or the options for the typed text; keep its identity stable. */
  loadList?: OptionLoader;
  /** With `loadList`: each change of the typed text loads the options for it. */
  searchable?: boolean;
  debounceMs?: number;
  /** With `loadList`: the option picked once the list arrives, if it holds it. */
  preselectId?: string;
  placeholder?: string;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  dataField?: string;
}

/** The suggestions for the typed text, and the "your own words" item when free text is offered. */
function useSuggestions(
  options: PickerOption[],
  remote: { query: string; items: PickerOption[] } | null,
  query: string,
  pickedSet: ReadonlySet<string>,
  freeText: boolean,
) {
  const suggestions = useMemo(() => {
    // The server's answer for this very text is the suggestion list (it may match more loosely, e.g.
    // typos); until it arrives, the loaded list is filtered here.
    if (remote && remote.query === query) {
      return remote.items.filter((o) => !pickedSet.has(o.id)).slice(0, MAX_SUGGESTIONS);
    }
    return filterOptions(options, pickedSet, query);
  }, [remote, query, options, pickedSet]);
  // The option whose text is exactly what was typed (Enter picks it rather than adding a copy).
  const exact = query
    ? options.find((o) => o.text.toLocaleLowerCase() === query.toLocaleLowerCase())
    : undefined;
  // With free text, the menu ends with an item that keeps what was typed, as the person's own words.
  // Also when nothing matches: the item is then the menu's only one, so the offer is seen, not only heard.
  const offerOwn = freeText && Boolean(query.trim()) && !exact;
  const items = useMemo(
    () => (offerOwn ? [...suggestions, { id: OWN_WORDS_ID, text: query, own: true }] : suggestions),
    [offerOwn, suggestions, query],
  );
  return { suggestions, exact, offerOwn, items };
}

export function TagPicker(props: TagPickerProps) {
  const { id, label, value, onChange, onBlur, multiple = false, freeText = false } = props;
  const intl = useIntl();
  const { invalid, required, describedBy, dataField } = props;
  const placeholder =
    props.placeholder ?? intl.formatMessage({ id: 'forms.picker.placeholder', defaultMessage: 'Diagnosis' });
  // The input's text lives in downshift (controlling it from here loses fast keystrokes); `typed` mirrors
  // it for the filter and the remote search.
  const [typed, setTyped] = useState('');
  const query = typed.trim();
  const { options, remote, load, setAdded } = usePickerOptions({
    ...props,
    initialOptions: props.options ?? EMPTY,
    debounceMs: props.debounceMs ?? SEARCH_DEBOUNCE_MS,
    multiple,
    query,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const pickedSet = useMemo(() => new Set(value), [value]);
  const { suggestions, exact, offerOwn, items } = useSuggestions(options, remote, query, pickedSet, freeText);

  const combo = useTagCombobox({ id, items, setTyped, onPick: (item) => pick(item), onBlur });
  const { isOpen, highlightedIndex, inputValue, setInputValue } = combo;

  function pick(item: PickerOption) {
    if (item.id === OWN_WORDS_ID) addFreeText(item.text);
    else onChange(togglePick(value, item.id, multiple));
  }

  function addFreeText(typedText: string = inputValue) {
    const text = typedText.trim();
    if (!text) return;
    const existing = options.find((o) => o.text.toLocaleLowerCase() === text.toLocaleLowerCase());
    const item = existing ?? { id: text, text, own: true };
    if (!existing) setAdded((cur) => [...cur, item]);
    if (!pickedSet.has(item.id)) onChange(togglePick(value, item.id, multiple));
    setInputValue('');
  }

  function enter(text: string) {
    if (exact) {
      if (!pickedSet.has(exact.id)) onChange(togglePick(value, exact.id, multiple));
      setInputValue('');
    } else if (freeText && !suggestions.length) addFreeText();
    else if (suggestions.length) setHint(chooseHint(intl, suggestions.length, offerOwn, text));
  }

  const remove = (pid: string) => {
    onChange(value.filter((v) => v !== pid));
    inputRef.current?.focus();
  };

  const open = isOpen && items.length > 0;
  const [hint, setHint] = useState('');
  useEffect(() => setHint(''), [query]);
  const status = pickerStatus(intl, { load, query, isOpen, hint, n: suggestions.length, offerOwn, freeText });
  const onKeyDown = pickerKeyDown({
    inputValue,
    highlighted: open && highlightedIndex >= 0,
    value,
    onChange,
    enter,
  });

  return (
    <div className={`tag-picker${invalid ? ' is-invalid' : ''}`}>
      <label {...combo.getLabelProps()}>{label}</label>
      <TagList value={value} options={options} onRemove={remove} />
      <div className="tag-picker-box">
        <input
          {...combo.getInputProps({
            ref: inputRef,
            placeholder: value.length ? undefined : placeholder,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            'aria-describedby': [describedBy, `${id}-status`].filter(Boolean).join(' '),
            onKeyDown,
          })}
          data-field={dataField}
          autoComplete="off"
        />
        <ul {...combo.getMenuProps()} className="tag-menu" hidden={!open}>
          {open
            ? items.map((item, index) => (
                <MenuItem
                  key={item.id}
                  item={item}
                  index={index}
                  query={query}
                  active={highlightedIndex === index}
                  getItemProps={combo.getItemProps}
                />
              ))
            : null}
        </ul>
      </div>
      <PickerStatus id={id} failed={load.kind === 'failed'} status={status} />
    </div>
  );
}
