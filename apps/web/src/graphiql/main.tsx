/**
 * Offline GraphQL IDE for developers (Apollo Sandbox needs the internet). Served at /graphiql outside
 * production; requests carry the session cookie and the forgery-protection token like the site does.
 */
import { createRoot } from 'react-dom/client';
import 'graphiql/setup-workers/vite';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { secureFetch } from '../lib/api';

async function fetcher(params: unknown) {
  const res = await secureFetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return res.json();
}

const DEFAULT_QUERY = `# FairPrice Health API. Press the run button (or Ctrl-Enter).
query Example {
  ping
}
`;

createRoot(document.getElementById('graphiql') as HTMLElement).render(
  <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />,
);
