/**
 * `npm start`: the api on the embedded database (seeded with demo data on first start) and the
 * gateway serving the built web app, as two processes. Prints the URL and the demo logins.
 * DEMO_DATA=false starts without them (docs/operations.md, "Sign-in, sessions and the first administrator").
 */
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../api/src/db/seed/demo-companies.ts';
import { assertPortsFree, startNode, stopAll, waitForOk } from './processes.ts';

const apiPort = process.env.API_PORT ?? '4001';
const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const host = process.env.GATEWAY_HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The product runs in production mode (graphql-js skips its development-only checks).
const nodeEnv = process.env.NODE_ENV ?? 'production';

try {
  await assertPortsFree(
    process.env.API_URL ? [Number(gatewayPort)] : [Number(gatewayPort), Number(apiPort)],
    'is Folio running already?',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = Date.now();
// A development install: the demo data is asked for (the api's NODE_ENV=production alone would not load it).
const demoData = process.env.DEMO_DATA ?? 'true';
const withDemo = !['false', '0', 'no'].includes(demoData.trim().toLowerCase());
console.log(
  process.env.DATABASE_URL
    ? 'Starting on the PostgreSQL server in DATABASE_URL…'
    : `Starting on the embedded database in ${process.env.DATA_DIR ?? '.data/'}${withDemo ? ' (demo data is loaded on first start)' : ''}…`,
);
// Also asked for: GraphiQL, introspection, the OpenAPI document and an open /metrics, which NODE_ENV=production
// alone turns off (docs/operations.md, "GraphiQL and introspection in production"); the environment may override.
const development = Object.fromEntries(
  Object.entries({ GRAPHIQL: 'on', INTROSPECTION: 'on', OPENAPI_DOCUMENT: 'on', METRICS_PUBLIC: 'true' }).map(
    ([name, value]) => [name, process.env[name] ?? value],
  ),
);
const api = startNode(
  'api/src/server.ts',
  { NODE_ENV: nodeEnv, API_PORT: apiPort, DEMO_DATA: demoData, ...development },
  'api',
  true,
);
const children = [api];
// Each server finishes its requests in flight within SHUTDOWN_TIMEOUT_MS (docs/operations.md "Shutdown").
const graceMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000) + 5_000;
let stopping = false;
/** The gateway first, so that its requests in flight can still reach the api; then the api. */
async function stopInOrder(): Promise<void> {
  stopping = true;
  await stopAll(children.slice(1), graceMs);
  await stopAll(children.slice(0, 1), graceMs);
}
const shutdown = () => {
  if (stopping) return;
  console.log('Stopping: the requests in flight finish first…');
  void stopInOrder().finally(() => process.exit(children.some((child) => child.exitCode) ? 1 : 0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await waitForOk(`${apiUrl}/api/health`, 180_000, api);
  const gateway = startNode(
    'gateway/src/server.ts',
    { NODE_ENV: nodeEnv, GATEWAY_PORT: gatewayPort, API_URL: apiUrl, ...development },
    'gateway',
    true,
  );
  children.push(gateway);
  await waitForOk(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000, gateway);
} catch (error) {
  console.error(`Folio did not start: ${(error as Error).message}`);
  await stopInOrder();
  process.exit(1);
}

const NO_DEMO = `
Without demo data (DEMO_DATA=${demoData}): sign in as the administrator FIRST_ADMIN_* created, or create one with
npm run create-admin -w api (docs/operations.md, "Sign-in, sessions and the first administrator").
`;
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${gatewayPort}`;
console.log(`
Folio is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s).

  App       ${url}/
  GraphiQL  ${url}/graphiql
  REST api  ${apiUrl}/api  (OpenAPI: ${apiUrl}/api/openapi.json)
${withDemo ? demoLogins() : NO_DEMO}
Press Ctrl+C to stop.`);

function demoLogins(): string {
  return `
Demo logins (password ${DEMO_PASSWORD}):
${DEMO_COMPANIES.map((c) => `  ${c.username.padEnd(16)} ${c.name} (type ${c.type}, region ${c.region})`).join('\n')}
`;
}

for (const child of children) {
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`A Folio process stopped (exit code ${code}); stopping the rest.`);
    void stopInOrder().finally(() => process.exit(code ?? 1));
  });
}
