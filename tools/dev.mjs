#!/usr/bin/env node
// `npm run dev`: the API restarted on every change (tsx watch) and the Vite dev server with hot reload,
// proxying /graphql and /api to the API. Open the Vite address (default http://localhost:5173).
// PORT is the API's port (default 3000), WEB_PORT the dev server's (default 5173); other settings as for
// `npm start` (.env.example). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT || 3000);
const webPort = Number(process.env.WEB_PORT || 5173);
const api = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'apps/api/src/main.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: String(apiPort) } },
);

// Never leave the API running behind a dev server that failed to start.
process.on('uncaughtException', (err) => {
  console.error(err);
  api.kill('SIGTERM');
  process.exit(1);
});

const target = `http://localhost:${apiPort}`;
const web = await createServer({
  configFile: path.join(root, 'apps/web/vite.config.mts'),
  // The config file proxies to port 3000; follow PORT instead.
  server: { port: webPort, strictPort: true, proxy: { '/graphql': target, '/api': target } },
  // Pre-bundle what the site needs. GraphiQL's page (graphiql.html) imports its editor workers with
  // `?worker`, which the pre-bundler cannot load: in development use the API's IDEs instead (below).
  optimizeDeps: { entries: ['index.html'] },
});
try {
  await web.listen();
} catch (err) {
  console.error(err);
  api.kill('SIGTERM');
  process.exit(1);
}
web.printUrls();
console.log(`  API (restarts on change): ${target}`);
console.log(
  `  GraphQL IDEs: ${target}/graphql (Apollo Sandbox, online) · ${target}/graphiql (offline, after npm run build)`,
);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await web.close();
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API exited (code ${code}); stopping the dev server.`);
    void stop(code ?? 1);
  }
});
