/**
 * The tag picker's list (see TagPicker.tsx): the caller's options, a remote list that replaces them
 * (`url`, `jsonUrl`), the remote search under `postKey`, and the free text added in the picker.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { secureFetch } from '../../lib/api';
import { replaceKeepingPicked, toOptions, type PickerOption } from './match';

export type Load = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' };

export interface PickerSource {
  /** Static options (also the starting list when `url` is set). */
  initialOptions: PickerOption[];
  url?: string;
  postKey?: string;
  searchUrl?: string;
  debounceMs: number;
  jsonUrl?: string;
  jsonId?: string;
  /** Picked ids, and how to change them (the `jsonId` pick). */
  value: string[];
  onChange: (ids: string[]) => void;
  multiple: boolean;
  /** The trimmed typed text. */
  query: string;
}

async function getJson(url: string, init?: RequestInit): Promise<PickerOption[]> {
  const res = await secureFetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return toOptions(await res.json());
}

/** One remote call at a time: a newer one cancels the older, so a slow answer never wins. */
function useFetchList(setLoad: (load: Load) => void) {
  const abort = useRef<AbortController | null>(null);
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
    [setLoad],
  );
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { fetchList, cancel };
}

/** `jsonUrl`: the list, loaded once per address, with `jsonId` picked. */
function useJsonList(
  { jsonUrl, jsonId, multiple, onChange }: PickerSource,
  picked: { current: string[] },
  setLoaded: (list: PickerOption[]) => void,
  setLoad: (load: Load) => void,
) {
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
}

export function usePickerOptions(source: PickerSource) {
  const { initialOptions, url, postKey, searchUrl, debounceMs, value, query } = source;
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
  const [remote, setRemote] = useState<{ query: string; items: PickerOption[] } | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const picked = useRef(value);
  picked.current = value;
  const searched = useRef(false);
  const { fetchList, cancel } = useFetchList(setLoad);

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
    return cancel;
  }, [loadPlain, cancel]);

  useJsonList(source, picked, setLoaded, setLoad);

  // Remote search: the typed text under `postKey`, debounced.
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

  return { options, remote, load, setAdded };
}
