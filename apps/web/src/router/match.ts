/**
 * Route matching as the specification describes it (part 1 §2.1): each screen template has a name whose
 * underscores become slashes ("account_set" → /account/set, "index" → /); a path is split on slashes and
 * the longest matching prefix wins; nothing matching goes to /error; a first segment "map" is the map.
 */
export interface RouteMatch {
  /** Template name, e.g. "account_set". */
  name: string;
  /** The route path of that template, e.g. "/account/set". */
  route: string;
  /** All path segments, e.g. ["account", "set", "k3y", "a@b.co"]. */
  segments: string[];
  /** Segments after the matched prefix, e.g. ["k3y", "a@b.co"]. */
  params: string[];
  /** Query-string variables as name-value pairs. */
  query: Record<string, string>;
}

export const templateToRoute = (name: string): string =>
  name === 'index' ? '/' : `/${name.split('_').join('/')}`;

export function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export function matchRoute(templates: readonly string[], pathname: string, search = ''): RouteMatch {
  const segments = splitPath(pathname);
  const query = parseQuery(search);
  const known = new Map(templates.map((t) => [templateToRoute(t), t]));
  const make = (name: string, used: number): RouteMatch => ({
    name,
    route: templateToRoute(name),
    segments,
    params: segments.slice(used),
    query,
  });

  if (segments[0] === 'map' && known.has('/map')) return make('map', 1);
  for (let n = segments.length; n >= 1; n--) {
    const name = known.get(`/${segments.slice(0, n).join('/')}`);
    if (name) return make(name, n);
  }
  if (segments.length === 0 && known.has('/')) return make('index', 0);
  return { ...make('error', segments.length), params: [] };
}
