import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { csrfToken } from './lib/api';
import { ADOPTED_SCREENS, readFirstAnswer } from './lib/first-answer';
import type { LoadedScreen } from './router/RouteView';
import { SCREENS } from './routes';
import { documentLocale, ENGLISH, loadIntl, type IntlSetup } from './i18n/intl';
import './styles.css';

// Every screen's first GraphQL call (the account menu's Token query) waits for the session's security
// token: asking for it now, while the screen's code downloads, takes that round trip off the page's
// critical path (bench:web). A failure is forgotten here and retried by the first call that needs it.
csrfToken().catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
const render = (intl: IntlSetup, initialScreen?: LoadedScreen) => {
  const app = (
    <StrictMode>
      <App firstAnswer={firstAnswer} initialScreen={initialScreen} intl={intl} />
    </StrictMode>
  );
  if (firstAnswer && ADOPTED_SCREENS.has(firstAnswer.screen) && initialScreen) {
    // The first view of the map (and of the categories, the procedures page, the home page and the
    // articles) is the app's own markup for the same answer:
    // React adopts it (hydration) instead of drawing it again, and the page leaves its inert state once
    // that is done. A first view that does not match is drawn again by React (reported below).
    // As a transition: React then adopts the markup in slices of a few milliseconds, yielding to the
    // browser between them, instead of one long task (the categories are hundreds of elements; on a
    // phone that task was over a second of blocked input: bench:lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(root, <Adopted>{app}</Adopted>, {
        onRecoverableError: (err) => console.warn('The first view was drawn again:', err),
      });
    });
    return;
  }
  // Drawn as a transition too (in slices, the browser free between them); the server's markup, inert
  // until now (apps/api first-view.ts), stays until React commits its own in one go, and is never
  // clickable: the inert state ends with that commit (Adopted).
  startTransition(() => {
    createRoot(root).render(<Adopted>{app}</Adopted>);
  });
};

/** Removes the first view's inert state as soon as React has adopted or replaced the server's markup. */
function Adopted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('inert'), []);
  return children;
}

// A page the server rendered with its first answer (lib/first-answer.tsx) keeps that markup until the
// screen's code (preloaded with the page) is here, then React adopts it (hydration does not redraw). The
// map's first view is the same markup in the browser as on the server (the static map and the list; what
// only the browser knows, the screen's width, is read after hydration): adopting it replaced a render of
// the whole page in one commit, the map's longest task on a slow phone (bench:lighthouse).
const firstAnswer = readFirstAnswer();
const loader = firstAnswer ? SCREENS[firstAnswer.screen] : undefined;
// The page's language is the server's choice (<html lang>); a Spanish page fetches its catalogue with the
// screen's code, in parallel. A catalogue that cannot be fetched leaves the page in English, not blank.
const locale = documentLocale();
const intlReady: Promise<IntlSetup> = loadIntl(locale).catch(() => ENGLISH);
if (firstAnswer && loader) {
  Promise.all([intlReady, loader()]).then(
    ([intl, mod]) => render(intl, { name: firstAnswer.screen, Screen: mod.default }),
    () => intlReady.then((intl) => render(intl)),
  );
} else {
  intlReady.then((intl) => render(intl));
}
