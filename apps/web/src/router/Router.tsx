/**
 * The app's router: the current address as a RouteMatch (match.ts), `navigate`, `href` and the hooks
 * screens use. Hand-written on purpose; see docs/ARCHITECTURE-DECISIONS.md ("The router"). In short:
 * the specification's routing (template names whose underscores become slashes, the longest known prefix
 * wins, anything else is /error, "map" first) is one 62-line function that the API's first-view renderer
 * (apps/api/src/http/first-view.ts via src/ssr.tsx) and page preloads (route-pages.ts) follow too; with
 * RouteView.tsx, Link.tsx and return-path.ts the whole router is about 390 lines with no dependency.
 * react-router would keep the same table under another name and add a package to the first script.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchRoute, type RouteMatch } from './match';

export type RouterMode = 'history' | 'hash';

interface RouterValue {
  match: RouteMatch;
  mode: RouterMode;
  /** Push (or replace) a path such as "/map/heart-failure?diagnosis=3". */
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  /** The href to put on a link for a path, in the current mode. */
  href: (to: string) => string;
  /** The address rendered on the server (src/ssr.tsx), where there is no window. */
  serverLocation?: Location;
}

const RouterContext = createContext<RouterValue | null>(null);

type Location = { pathname: string; search: string };

function currentLocation(mode: RouterMode): Location {
  if (mode === 'hash') {
    const raw = window.location.hash.replace(/^#/, '') || '/';
    const q = raw.indexOf('?');
    return q < 0 ? { pathname: raw, search: '' } : { pathname: raw.slice(0, q), search: raw.slice(q) };
  }
  return { pathname: window.location.pathname, search: window.location.search };
}

export function RouterProvider({
  templates,
  mode,
  location,
  children,
}: {
  templates: readonly string[];
  mode: RouterMode;
  /** The address to render on the server; the browser's own address otherwise. */
  location?: Location;
  children: ReactNode;
}) {
  const [loc, setLoc] = useState(() => location ?? currentLocation(mode));

  useEffect(() => {
    const onChange = () => setLoc(currentLocation(mode));
    window.addEventListener('popstate', onChange);
    window.addEventListener('hashchange', onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener('hashchange', onChange);
    };
  }, [mode]);

  const href = useCallback((to: string) => (mode === 'hash' ? `#${to}` : to), [mode]);
  const navigate = useCallback(
    (to: string, opts: { replace?: boolean } = {}) => {
      const url = href(to);
      if (opts.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      setLoc(currentLocation(mode));
    },
    [href, mode],
  );

  const match = useMemo(() => matchRoute(templates, loc.pathname, loc.search), [templates, loc]);
  const value = useMemo(
    () => ({ match, mode, navigate, href, serverLocation: location }),
    [match, mode, navigate, href, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const v = useContext(RouterContext);
  if (!v) throw new Error('useRouter must be used inside RouterProvider');
  return v;
}

export const useRoute = () => useRouter().match;

/** The current path and query ("/map?diagnosis=291"), e.g. for a log-in link's ?next=. */
export function useHere(): string {
  const { match, mode, serverLocation } = useRouter();
  const loc = serverLocation ?? currentLocation(mode);
  // `match` changes with every navigation, so this re-reads the address then.
  return match ? `${loc.pathname}${loc.search}` : '/';
}

/** A log-in link that comes back here afterwards. */
export function useLogInHref(): string {
  return `/account?next=${encodeURIComponent(useHere())}`;
}

/**
 * A "Sign up free" link: the free sign-up form itself (not the plans page, where it sat below the fold),
 * which keeps this page to come back to once the account is active (router/return-path.ts).
 */
export function useSignUpHref(): string {
  return `/account/signup?next=${encodeURIComponent(useHere())}`;
}
export const useNavigate = () => useRouter().navigate;
