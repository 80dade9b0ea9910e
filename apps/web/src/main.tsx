import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { csrfToken } from './lib/api';
import './styles.css';

// Every screen's first GraphQL call (the account menu's Token query) waits for the session's security
// token: asking for it now, while the screen's code downloads, takes that round trip off the page's
// critical path (bench:web). A failure is forgotten here and retried by the first call that needs it.
csrfToken().catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
