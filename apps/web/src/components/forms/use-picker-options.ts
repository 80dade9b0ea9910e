/**
 * The tag picker's list (see TagPicker.tsx): the caller's options, a loaded list that replaces them
 * (`loadList`, with `preselectId` picked once it arrives), the remote search of the typed text
 * (`searchable`), and the free text added in the picker.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { replaceKeepingPicked, type PickerOption } from './match';

export type Load = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' };

/** Loads a picker's options: the plain list for null, else the options matching the typed text. */
export type OptionLoader = (query: string | null) => Promise<PickerOption[]>;

export interface PickerSource {
  /** Static options (also the starting list when `loadList` is set). */
  initialOptions: PickerOption[];
  loadList?: OptionLoader;
  searchable?: boolean;
  debounceMs: number;
  preselectId?: string;
  /** Picked ids, and how to change them (the `preselectId` pick). */
  value: string[];
  onChange: (ids: string[]) => void;
  multiple: boolean;
  /** The trimmed typed text. */
  query: string;
}

/** One remote call at a time: a newer one supersedes the older, so a slow answer never wins. */
function useLatestLoad(setLoad: (load: Load) => void, loadList: OptionLoader | undefined) {
  const latest = useRef(0);
  const fetchList = useCallback(
    async (query: string | null): Promise<PickerOption[] | null> => {
      if (!loadList) return null;
      const mine = ++latest.current;
      setLoad({ kind: 'loading' });
      try {
        const list = await loadList(query);
        if (mine !== latest.current) return null;
        setLoad({ kind: 'idle' });
        return list;
      } catch {
        if (mine !== latest.current) return null;
        setLoad({ kind: 'failed' });
        return null;
      }
    },
    [setLoad, loadList],
  );
  const cancel = useCallback(() => void ++latest.current, []);
  return { fetchList, cancel };
}

export function usePickerOptions(source: PickerSource) {
  const { initialOptions, loadList, searchable, debounceMs, value, query } = source;
  // The list: the caller's options until a loaded list replaces them, plus the free text added here.
  // Derived on every render, so options that arrive after mounting are suggested (issue 25: the visit
  // forms' lists come from a GraphQL query that answers after the picker mounted).
  const [loaded, setLoaded] = useState<PickerOption[] | null>(null);
  const [added, setAdded] = useState<PickerOption[]>([]);
  const options = useMemo(() => {
    const base = loaded ?? initialOptions;
    const ids = new Set(base.map((o) => o.id));
    return [...base, ...added.filter((o) => !ids.has(o.id))];
  }, [loaded, initialOptions, added]);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [remote, setRemote] = useState<{ query: string; items: PickerOption[] } | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const picked = useRef(value);
  picked.current = value;
  const searched = useRef(false);
  const preselected = useRef(false);
  const { fetchList, cancel } = useLatestLoad(setLoad, loadList);

  const loadPlain = useCallback(async () => {
    const list = await fetchList(null);
    if (!list) return;
    searched.current = false;
    setRemote(null);
    setLoaded(replaceKeepingPicked(optionsRef.current, list, picked.current));
    // `preselectId` is picked once, when the list first arrives holding it.
    const { preselectId, multiple, onChange } = sourceRef.current;
    if (preselectId === undefined || preselected.current) return;
    preselected.current = true;
    if (list.some((o) => o.id === preselectId) && !picked.current.includes(preselectId))
      onChange(multiple ? [...picked.current, preselectId] : [preselectId]);
  }, [fetchList]);
  // The caller's onChange may change identity every render: read through a ref.
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    void loadPlain();
    return cancel;
  }, [loadPlain, cancel]);

  // Remote search: the typed text, debounced; clearing it loads the plain list again.
  useEffect(() => {
    if (!searchable || !loadList) return;
    if (!query) {
      if (searched.current) void loadPlain();
      return;
    }
    const t = window.setTimeout(async () => {
      searched.current = true;
      const list = await fetchList(query);
      if (list) {
        setRemote({ query, items: list });
        setLoaded(replaceKeepingPicked(optionsRef.current, list, picked.current));
      }
    }, debounceMs);
    return () => window.clearTimeout(t);
  }, [query, searchable, loadList, debounceMs, fetchList, loadPlain]);

  return { options, remote, load, setAdded };
}
