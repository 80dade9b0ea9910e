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
 * - Remote: `url` is read with a GET (the answer replaces the list, picked options missing from it are
 *   kept); with `postKey`, each change POSTs the typed text under that field name (debounced: 300 ms, 500
 *   for diagnosis look-ups) and clearing the input GETs the plain list again. `jsonUrl` loads the list
 *   with `jsonId` picked. A failed call shows a short message; what is already loaded stays usable.
 */
import { useCombobox, type UseComboboxStateChangeOptions, type UseComboboxState } from 'downshift';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { secureFetch } from '../../lib/api';
import {
  filterOptions,
  MAX_SUGGESTIONS,
  replaceKeepingPicked,
  splitMatch,
  toOptions,
  togglePick,
  type PickerOption,
} from './match';

/** Typing debounce for remote search (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Debounce for the diagnosis autocomplete (spec §9). */
export const DIAGNOSIS_DEBOUNCE_MS = 500;

/** The id of the menu's "Add … as your own words" item (never a real option's id: it has spaces). */
const OWN_WORDS_ID = ' own words ';

export const PICKER_FAILURE = 'Suggestions could not be loaded. You can keep typing or try again later.';

export interface TagPickerProps {
  id: string;
  label: ReactNode;
  /** Picked option ids; one at most in single mode. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Static options (also the starting list when `url` is set). */
  options?: PickerOption[];
  multiple?: boolean;
  freeText?: boolean;
  /** GET {url}: an array of {id, text}; the plain list. */
  url?: string;
  /** With it, each change POSTs the typed text under this field name, to `searchUrl` (default `url`). */
  postKey?: string;
  searchUrl?: string;
  debounceMs?: number;
  /** GET {jsonUrl}: the list, with the option whose id is `jsonId` picked. */
  jsonUrl?: string;
  jsonId?: string;
  placeholder?: string;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  dataField?: string;
}

type Load = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' };

async function getJson(url: string, init?: RequestInit): Promise<PickerOption[]> {
  const res = await secureFetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return toOptions(await res.json());
}

export function TagPicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  options: initialOptions = [],
  multiple = false,
  freeText = false,
  url,
  postKey,
  searchUrl,
  debounceMs = SEARCH_DEBOUNCE_MS,
  jsonUrl,
  jsonId,
  placeholder = 'Diagnosis',
  invalid,
  required,
  describedBy,
  dataField,
}: TagPickerProps) {
  // The list: the caller's options until a remote list (url, jsonUrl) replaces them, plus the free text
  // added here. Derived on every render, so options that arrive after mounting are suggested (issue 25:
  // the visit forms' lists come from a GraphQL query that answers after the picker mounted).
  const [loaded, setLoaded] = useState<PickerOption[] | null>(null);
  const [added, setAdded] = useState<PickerOption[]>([]);
  const options = useMemo(() => {
    const base = loaded ?? initialOptions;
    const ids = new Set(base.map((o) => o.id));
    return [...base, ...added.filter((o) => !ids.has(o.id))];
  }, [loaded, initialOptions, added]);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The input's text lives in downshift (controlling it from here loses fast keystrokes); `typed` mirrors
  // it for the filter and the remote search.
  const [typed, setTyped] = useState('');
  const [remote, setRemote] = useState<{ query: string; items: PickerOption[] } | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const picked = useRef(value);
  picked.current = value;
  const abort = useRef<AbortController | null>(null);
  const searched = useRef(false);
  /** The item just clicked or entered, from downshift's reducer to onStateChange. */
  const pending = useRef<PickerOption | null>(null);

  /** One remote call at a time: a newer one cancels the older, so a slow answer never wins. */
  const fetchList = useCallback(
    async (target: string, init?: RequestInit): Promise<PickerOption[] | null> => {
      abort.current?.abort();
      const ctl = new AbortController();
      abort.current = ctl;
      setLoad({ kind: 'loading' });
      try {
        const list = await getJson(target, { ...init, signal: ctl.signal });
        if (ctl.signal.aborted) return null;
        setLoad({ kind: 'idle' });
        return list;
      } catch {
        if (ctl.signal.aborted) return null;
        setLoad({ kind: 'failed' });
        return null;
      }
    },
    [],
  );

  const loadPlain = useCallback(async () => {
    if (!url) return;
    const list = await fetchList(url);
    if (list) {
      searched.current = false;
      setRemote(null);
      setLoaded(replaceKeepingPicked(optionsRef.current, list, picked.current));
    }
  }, [url, fetchList]);

  useEffect(() => {
    void loadPlain();
    return () => abort.current?.abort();
  }, [loadPlain]);

  useEffect(() => {
    if (!jsonUrl) return;
    let live = true;
    void getJson(jsonUrl)
      .then((list) => {
        if (!live) return;
        setLoaded(list);
        if (jsonId !== undefined && list.some((o) => o.id === jsonId) && !picked.current.includes(jsonId)) {
          onChange(multiple ? [...picked.current, jsonId] : [jsonId]);
        }
      })
      .catch(() => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // Loaded once per list address; onChange is the caller's and may change identity every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jsonUrl, jsonId]);

  // Remote search: the typed text under `postKey`, debounced.
  const query = typed.trim();
  useEffect(() => {
    if (!postKey || !(searchUrl ?? url)) return;
    if (!query) {
      if (searched.current) void loadPlain();
      return;
    }
    const t = window.setTimeout(async () => {
      searched.current = true;
      const list = await fetchList(searchUrl ?? url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ [postKey]: query }).toString(),
      });
      if (list) {
        setRemote({ query, items: list });
        setLoaded(replaceKeepingPicked(optionsRef.current, list, picked.current));
      }
    }, debounceMs);
    return () => window.clearTimeout(t);
  }, [query, postKey, searchUrl, url, debounceMs, fetchList, loadPlain]);

  const pickedSet = useMemo(() => new Set(value), [value]);
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

  const optionOf = (pid: string) => options.find((o) => o.id === pid);
  const textOf = (pid: string) => optionOf(pid)?.text ?? pid;

  const pick = (item: PickerOption) => {
    if (item.id === OWN_WORDS_ID) {
      addFreeText(item.text);
      return;
    }
    onChange(togglePick(value, item.id, multiple));
  };

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    setInputValue,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
  } = useCombobox<PickerOption>({
    id,
    inputId: id,
    items,
    selectedItem: null,
    itemToString: (item) => item?.text ?? '',
    itemToKey: (item) => item?.id,
    stateReducer: (state: UseComboboxState<PickerOption>, a: UseComboboxStateChangeOptions<PickerOption>) => {
      const { type, changes } = a;
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // The pick is handed to onStateChange through a ref and never kept as downshift's selected item:
          // a kept one differs from the controlled `selectedItem: null`, and downshift then "restores" the
          // input to empty on the next keystroke, eating the first letter typed after a pick.
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
    },
    onInputValueChange: ({ inputValue: next }) => setTyped(next ?? ''),
    onStateChange: ({ type }) => {
      if (
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter
      ) {
        const item = pending.current;
        pending.current = null;
        if (item) pick(item);
      }
      if (type === useCombobox.stateChangeTypes.InputBlur) onBlur?.();
    },
  });

  function addFreeText(typedText: string = inputValue) {
    const text = typedText.trim();
    if (!text) return;
    const existing = options.find((o) => o.text.toLocaleLowerCase() === text.toLocaleLowerCase());
    const item = existing ?? { id: text, text, own: true };
    if (!existing) setAdded((cur) => [...cur, item]);
    if (!pickedSet.has(item.id)) onChange(togglePick(value, item.id, multiple));
    setInputValue('');
  }

  const remove = (pid: string) => {
    onChange(value.filter((v) => v !== pid));
    inputRef.current?.focus();
  };

  const open = isOpen && items.length > 0;
  const [hint, setHint] = useState('');
  useEffect(() => setHint(''), [query]);
  const n = suggestions.length;
  const status =
    load.kind === 'failed'
      ? PICKER_FAILURE
      : query && isOpen
        ? hint ||
          (n
            ? `${n} suggestion${n === 1 ? '' : 's'}. Use the up and down arrows to choose${
                offerOwn ? `, or the last item to keep “${query}” as your own words` : ''
              }.`
            : load.kind === 'loading'
              ? 'Looking for suggestions…'
              : freeText
                ? `Nothing in the list matches “${query}”. Press Enter to add it as your own words.`
                : `Nothing in the list matches “${query}”.`)
        : '';

  return (
    <div className={`tag-picker${invalid ? ' is-invalid' : ''}`}>
      <label {...getLabelProps()}>{label}</label>
      {value.length ? (
        <ul className="tag-list" aria-label="Chosen">
          {value.map((pid) => (
            <li key={pid}>
              <button
                type="button"
                className="tag"
                onClick={() => remove(pid)}
                aria-label={`Remove ${textOf(pid)}${optionOf(pid)?.own ? ' (your words)' : ''}`}
              >
                {textOf(pid)}
                {optionOf(pid)?.own ? <span className="tag-own"> (your words)</span> : null}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tag-picker-box">
        <input
          {...getInputProps({
            ref: inputRef,
            placeholder: value.length ? undefined : placeholder,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            'aria-describedby': [describedBy, `${id}-status`].filter(Boolean).join(' '),
            onKeyDown: (e) => {
              if (e.key === 'Enter') {
                const text = inputValue.trim();
                // Enter in the picker never submits the form (the older site ignored an empty Enter).
                e.preventDefault();
                if (!(open && highlightedIndex >= 0)) {
                  // Without a highlighted item: the exact match is picked; free text adds what was typed
                  // only when nothing in the list matches it (a half-typed "pneu" is not kept as a
                  // diagnosis while "Pneumonia" is suggested); otherwise nothing.
                  (e.nativeEvent as unknown as { preventDownshiftDefault: boolean }).preventDownshiftDefault =
                    true;
                  if (text && exact) {
                    if (!pickedSet.has(exact.id)) onChange(togglePick(value, exact.id, multiple));
                    setInputValue('');
                  } else if (text && freeText && !suggestions.length) {
                    addFreeText();
                  } else if (text && suggestions.length) {
                    setHint(
                      `Choose one of the ${n} suggestion${n === 1 ? '' : 's'} with the up and down arrows${
                        offerOwn ? `, or the last item to keep “${text}” as your own words` : ''
                      }.`,
                    );
                  }
                }
              } else if (e.key === 'Backspace' && !inputValue && value.length) {
                onChange(value.slice(0, -1));
              }
            },
          })}
          data-field={dataField}
          autoComplete="off"
        />
        <ul {...getMenuProps()} className="tag-menu" hidden={!open}>
          {open
            ? items.map((item, index) => {
                if (item.id === OWN_WORDS_ID) {
                  return (
                    <li
                      key={item.id}
                      className={`tag-menu-own${highlightedIndex === index ? ' is-active' : ''}`}
                      {...getItemProps({ item, index })}
                    >
                      Add “{item.text}” as your own words
                    </li>
                  );
                }
                const [before, match, after] = splitMatch(item.text, query);
                return (
                  <li
                    key={item.id}
                    className={highlightedIndex === index ? 'is-active' : undefined}
                    {...getItemProps({ item, index })}
                  >
                    {before}
                    {match ? <mark>{match}</mark> : null}
                    {after}
                  </li>
                );
              })
            : null}
        </ul>
      </div>
      <p
        id={`${id}-status`}
        className={`tag-status${load.kind === 'failed' ? ' is-error' : ' visually-hidden'}`}
        role="status"
      >
        {status}
      </p>
    </div>
  );
}
