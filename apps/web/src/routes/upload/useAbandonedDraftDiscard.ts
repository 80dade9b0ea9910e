import { useCallback, useEffect, useRef } from 'react';
import { knownCsrfToken } from '../../lib/api';
import { discardDraftBody, useDiscardDraft } from './visit-data';

/**
 * A new upload's draft visit (made by its first file) that is left without Submit (the tab closed, another
 * page opened, a failed submit given up) is deleted with its files at once (issue 41): it would otherwise
 * stay hidden from the dashboard but in the export. While the page goes (pagehide), a keep-alive request
 * with the token already known: there is no time to ask for it. The server deletes the drafts this misses
 * (a crash, no network, a page left before the upload's answer arrived) after a day (RecordsService
 * sweepAbandonedDrafts). Leaving for the browser's back-forward cache keeps it: the page may come back.
 * Nothing saved is touched: a saved visit is never a draft.
 *
 * `track` is called with the draft's id as soon as the upload's answer names it (not after the next
 * render: the page may go before that); Submit sets `submitted`.
 */
export function useAbandonedDraftDiscard() {
  const submitted = useRef(false);
  const draft = useRef<string | null>(null);
  const discardDraft = useDiscardDraft();
  const discardLater = useRef(discardDraft);
  discardLater.current = discardDraft;
  useEffect(() => {
    const take = () => {
      const id = draft.current;
      draft.current = null;
      return id && !submitted.current ? id : null;
    };
    const onPageHide = (e: PageTransitionEvent) => {
      if (e.persisted) return;
      const token = knownCsrfToken();
      const id = token && take();
      if (!id || !token) return;
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: discardDraftBody(id),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Another screen of this page opened: the page stays, so the usual request (it waits for the token).
      const id = take();
      if (id) void discardLater.current(id).catch(() => undefined);
    };
  }, []);
  const track = useCallback((id: string) => {
    draft.current = id;
  }, []);
  return { submitted, track };
}
