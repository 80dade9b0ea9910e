import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RouteMatch } from './match';
import { useRoute } from './Router';
import { Spinner } from '../components/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';

export interface LoadedScreen {
  name: string;
  Screen: ComponentType<ScreenProps>;
}

export interface ScreenProps {
  match: RouteMatch;
}
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const FADE_DELAY_MS = 10;
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Shows the screen for the current route: a spinner while its code loads, then a fade-in over 0.3 s
 * starting after 10 ms, and a smooth scroll to the top (instant when the user prefers reduced motion).
 */
export function RouteView({
  screens,
  fade = true,
  scroll = true,
  initial,
}: {
  screens: Record<string, ScreenLoader>;
  fade?: boolean;
  scroll?: boolean;
  /**
   * The screen whose markup the server already rendered (src/ssr.tsx), its code loaded: shown at once,
   * without the loading spinner and the fade-in, so the page does not change when the scripts take over.
   */
  initial?: LoadedScreen;
}) {
  const match = useRoute();
  const intl = useIntl();
  const { loaded, missing, unreachable, visible } = useScreen(match, screens, fade, scroll, initial);

  if (missing) {
    return (
      <div role="alert" className="alert alert-error">
        <FormattedMessage
          id="common.route.missing"
          defaultMessage="The app “{name}” does not exist."
          values={{ name: <span translate="no">{missing}</span> }}
        />
      </div>
    );
  }
  if (unreachable) {
    return (
      <div role="alert" className="alert alert-error">
        <FormattedMessage
          id="common.route.unreachable"
          defaultMessage="This page could not be loaded. Check your connection, then reload the page."
        />
      </div>
    );
  }
  if (!loaded || loaded.name !== match.name)
    return (
      <Spinner label={intl.formatMessage({ id: 'common.route.loading', defaultMessage: 'Loading page' })} />
    );
  const { Screen } = loaded;
  return (
    <div
      className="route-view"
      style={{ opacity: visible ? 1 : 0, transition: fade ? 'opacity 0.3s ease-in' : undefined }}
    >
      <ScreenBoundary key={match.name}>
        <Screen match={match} />
      </ScreenBoundary>
    </div>
  );
}

/**
 * Loads the code of the match's screen (once per screen; later visits use the loaded one) and runs the
 * transition: whether it is shown yet (`visible`), or why it cannot be (`missing`, `unreachable`).
 */
function useScreen(
  match: RouteMatch,
  screens: Record<string, ScreenLoader>,
  fade: boolean,
  scroll: boolean,
  initial: LoadedScreen | undefined,
) {
  const [loaded, setLoaded] = useState<LoadedScreen | null>(() =>
    initial?.name === match.name ? initial : null,
  );
  const [missing, setMissing] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [visible, setVisible] = useState(() => loaded !== null);
  const cache = useRef(
    new Map<string, ComponentType<ScreenProps>>(initial ? [[initial.name, initial.Screen]] : []),
  );
  // The first screen shown as the server rendered it: no transition (nor scroll) for it.
  const firstMatch = useRef(loaded ? match : null);

  useEffect(() => {
    let cancelled = false;
    const name = match.name;
    const show = (Screen: ComponentType<ScreenProps>) => {
      if (cancelled) return;
      setMissing(null);
      setUnreachable(false);
      setLoaded({ name, Screen });
      setVisible(!fade);
      if (fade) window.setTimeout(() => !cancelled && setVisible(true), FADE_DELAY_MS);
      if (scroll) window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
    };
    if (match === firstMatch.current) return;
    const cached = cache.current.get(name);
    if (cached) {
      show(cached);
      return () => {
        cancelled = true;
      };
    }
    const loader = screens[name];
    if (!loader) {
      setMissing(name);
      return () => {
        cancelled = true;
      };
    }
    setLoaded((prev) => (prev?.name === name ? prev : null));
    loader()
      .then((mod) => {
        forgetReload();
        cache.current.set(name, mod.default);
        show(mod.default);
      })
      .catch(() => {
        if (cancelled) return;
        // The screen's code did not arrive. Most often a new build has replaced the hashed files this page
        // was loaded with (issue 25): loading the address again gets the new build's page. Once per
        // address, so a network that is down shows the message instead of reloading for ever.
        if (reloadOnce()) return;
        setUnreachable(true);
      });
    return () => {
      cancelled = true;
    };
    // A new match object means a new path or query: re-run the transition.
  }, [match, screens, fade, scroll]);

  return { loaded, missing, unreachable, visible };
}

const RELOAD_KEY = 'fp-reloaded-for';

/** Loads the current address again, unless this tab already did so for it; answers whether it did. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === location.href) return false;
    sessionStorage.setItem(RELOAD_KEY, location.href);
  } catch {
    return false; // no storage (private mode, blocked): never risk a reload loop
  }
  location.reload();
  return true;
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // nothing was stored
  }
}

/** Keeps a crashing screen from blanking the whole site. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" className="alert alert-error">
          <FormattedMessage
            id="common.route.failed"
            defaultMessage="Something went wrong showing this page. Please reload and try again."
          />
        </div>
      );
    }
    return this.props.children;
  }
}
