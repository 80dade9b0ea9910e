/**
 * Several uploads at once, each with its progress, speed and time left. Spec part 2 §4: without a
 * target the first file goes alone and the server makes the visit for it; the others wait for its id
 * and attach to that visit. With a target (an event or bill id) all start at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch, MutableRefObject, SetStateAction } from 'react';
import { startTusUpload, uploadMessage, UploadCancelled, type TusHandle } from './tus';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  /** Bytes per second, averaged since the start. */
  speed: number;
  /** Seconds left at the current speed. */
  secondsLeft: number;
  message?: string;
  fileId?: string;
}

export interface UseUploads {
  items: UploadItem[];
  add: (files: FileList | File[]) => void;
  cancel: (key: string) => void;
  /** The visit (or bill) the files go to: the given target, or the visit the first file created. */
  targetId: string | null;
  busy: boolean;
}

let counter = 0;

export function useUploads(opts: {
  targetId?: string | null;
  onUploaded?: (item: UploadItem) => void;
  /** The visit the first file made, as soon as the upload's answer names it (before the next render). */
  onTarget?: (id: string) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [targetId, setTargetId] = useState<string | null>(opts.targetId ?? null);
  const files = useRef(new Map<string, File>());
  const handles = useRef(new Map<string, TusHandle>());
  const onUploaded = useRef(opts.onUploaded);
  onUploaded.current = opts.onUploaded;
  const onTarget = useRef(opts.onTarget);
  onTarget.current = opts.onTarget;

  useEffect(() => {
    if (opts.targetId) setTargetId(opts.targetId);
  }, [opts.targetId]);

  const patch = useCallback((key: string, p: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)));
  }, []);

  const start = useUploadStarts(files, handles, patch, onUploaded);
  useQueue(items, targetId, start, setItems, setTargetId, onTarget);

  const add = useCallback((list: FileList | File[]) => {
    const added: UploadItem[] = [];
    for (const file of Array.from(list)) {
      const key = `u${++counter}`;
      files.current.set(key, file);
      added.push({
        key,
        name: file.name,
        size: file.size,
        sent: 0,
        status: 'waiting',
        speed: 0,
        secondsLeft: Infinity,
      });
    }
    setItems((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (key: string) => {
      const handle = handles.current.get(key);
      files.current.delete(key);
      if (handle) void handle.cancel();
      else patch(key, { status: 'cancelled', message: 'Cancelled.' });
    },
    [patch],
  );

  // Leaving the page stops the uploads still running (they can resume later from their offset).
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const h of running.values()) void h.cancel(false);
    };
  }, []);

  const busy = items.some((i) => i.status === 'waiting' || i.status === 'uploading');
  return { items, add, cancel, targetId, busy } satisfies UseUploads;
}

type Patch = (key: string, p: Partial<UploadItem>) => void;
type Start = (key: string, target: string | null) => Promise<string | null> | undefined;

/** Starts one file's upload; answers the visit the server put it in (null when it failed). */
function useUploadStarts(
  files: MutableRefObject<Map<string, File>>,
  handles: MutableRefObject<Map<string, TusHandle>>,
  patch: Patch,
  onUploaded: MutableRefObject<((item: UploadItem) => void) | undefined>,
): Start {
  return useCallback(
    (key: string, target: string | null) => {
      const file = files.current.get(key);
      if (!file) return;
      const began = performance.now();
      patch(key, { status: 'uploading' });
      const handle = startTusUpload(file, {
        targetId: target,
        onProgress: (sent, total) => {
          const seconds = Math.max((performance.now() - began) / 1000, 0.001);
          const speed = sent / seconds;
          patch(key, { sent, speed, secondsLeft: speed > 0 ? (total - sent) / speed : Infinity });
        },
      });
      handles.current.set(key, handle);
      return handle.done.then(
        (done) => {
          handles.current.delete(key);
          files.current.delete(key);
          const item = { status: 'done' as const, sent: file.size, secondsLeft: 0, fileId: done.fileId };
          patch(key, item);
          onUploaded.current?.({ key, name: file.name, size: file.size, speed: 0, ...item });
          return done.eventId;
        },
        (err) => {
          handles.current.delete(key);
          if (err instanceof UploadCancelled) patch(key, { status: 'cancelled', message: 'Cancelled.' });
          else patch(key, { status: 'failed', message: uploadMessage(err) });
          return null;
        },
      );
    },
    [files, handles, patch, onUploaded],
  );
}

/** Files waiting for the visit: start them once its id is known (or start the next one alone). */
function useQueue(
  items: UploadItem[],
  targetId: string | null,
  start: Start,
  setItems: Dispatch<SetStateAction<UploadItem[]>>,
  setTargetId: (id: string) => void,
  onTarget: MutableRefObject<((id: string) => void) | undefined>,
) {
  const creating = useRef(false);
  useEffect(() => {
    const waiting = items.filter((i) => i.status === 'waiting');
    if (!waiting.length) return;
    if (targetId) {
      for (const i of waiting) void start(i.key, targetId);
      return;
    }
    if (creating.current) return;
    creating.current = true;
    void start(waiting[0].key, null)?.then((eventId) => {
      creating.current = false;
      if (eventId) onTarget.current?.(eventId);
      if (eventId) setTargetId(eventId);
      else setItems((list) => [...list]); // the first failed: try the next one alone
    });
  }, [items, targetId, start, setItems, setTargetId, onTarget]);
}
