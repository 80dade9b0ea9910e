import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { csrfToken } from './lib/api';
import { readFirstAnswer } from './lib/first-answer';
import type { LoadedScreen } from './router/RouteView';
import { SCREENS } from './routes';
import './styles.css';

// Every screen's first GraphQL call (the account menu's Token query) waits for the session's security
// token: asking for it now, while the screen's code downloads, takes that round trip off the page's
// critical path (bench:web). A failure is forgotten here and retried by the first call that needs it.
csrfToken().catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
const render = (initialScreen?: LoadedScreen) => {
  // Drawn at once (flushSync), so that the server's markup, inert until now (apps/api first-view.ts),
  // is replaced before it becomes clickable.
  const app = createRoot(root);
  flushSync(() =>
    app.render(
      <StrictMode>
        <App firstAnswer={firstAnswer} initialScreen={initialScreen} />
      </StrictMode>,
    ),
  );
  root.removeAttribute('inert');
};

// A page the server rendered with its first answer (lib/first-answer.tsx) keeps that markup until the
// screen's code (preloaded with the page) is here and the browser has drawn it once, and then renders the
// same content over it: the app's first render, a long task on a slow phone, does not hold up the first
// paint of what is already there (bench:web).
const firstAnswer = readFirstAnswer();
const loader = firstAnswer ? SCREENS[firstAnswer.screen] : undefined;
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
if (firstAnswer && loader) {
  loader().then(
    (mod) => afterPaint(() => render({ name: firstAnswer.screen, Screen: mod.default })),
    () => render(),
  );
} else {
  render();
}
