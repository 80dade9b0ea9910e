/**
 * Work a screen's first view does not need, started once the browser has drawn the page and then found
 * a moment with nothing else to do, each in a task of its own.
 *
 * Why not at the first frame (lib/drawn.ts): everything started there ran as one long task on a slow
 * phone (the Token query's first use, the subscriptions and their requests: bench:lighthouse's total
 * blocking time, CPU profile). The shell's account menu and data-loading notice, and a screen's own extras
 * (the map's re-counted search and its pickers' options, the categories' details, the live account state
 * a screen shows) wait for the next idle moment instead.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { TokenQuery } from '../__generated__/graphql';
import { useToken } from './auth';
import { afterPaint } from './drawn';
import { useFirstAnswerToken } from './first-answer';

/** Longest wait for an idle moment (a page that is never idle still gets its extras). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` once the browser has drawn its next frame and then has been idle (requestIdleCallback; a
 * timer where there is none). Answers a function that cancels it.
 */
export function afterIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelPaint = afterPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, 50);
    }
  });
  return () => {
    cancelPaint();
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * False until the page has been drawn and the browser has had an idle moment since this component was
 * first committed, then true. A component that waits on it should not call its query hooks until then.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  return idle;
}

type Token = TokenQuery['token'];

export interface PageTokenState {
  token: Token;
  /** True while the account state is not known (no token came with the page and none answered yet). */
  loading: boolean;
  /** To be rendered anywhere in the screen: follows the Token query once the page is idle. */
  follower: ReactNode;
}

/**
 * The signed-in user's token for a screen the server drew: the token the page came with (which the
 * server drew the screen with, so hydration matches), then the Token query from the first idle moment
 * (read from the cache while the page's first screen shows: lib/auth.ts useToken; a sign-in or sign-out
 * refetches it, lib/auth.ts useSessionChanged). Without a token in the page (a screen reached
 * from another one, `drawnByServer` false: the page's token may be older than a sign-in since) the query
 * is followed at once, as `useToken` does.
 */
export function usePageToken(drawnByServer: boolean): PageTokenState {
  const pageToken = useFirstAnswerToken();
  const fromPage = drawnByServer ? pageToken : undefined;
  const idle = useIdle();
  const [live, setLive] = useState<Omit<PageTokenState, 'follower'> | null>(null);
  const state =
    live ?? (fromPage !== undefined ? { token: fromPage, loading: false } : { token: null, loading: true });
  const follower = idle || fromPage === undefined ? <FollowToken onChange={setLive} /> : null;
  return { ...state, follower };
}

/** The Token query, reported before the browser draws (no flash of the page's token). */
function FollowToken({ onChange }: { onChange: (state: { token: Token; loading: boolean }) => void }) {
  const { token, loading } = useToken();
  useLayoutEffect(() => onChange({ token, loading }), [token, loading, onChange]);
  return null;
}
