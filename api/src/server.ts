import { startTelemetry } from './telemetry.ts';

// Tracing patches modules as they load, so the app is imported after it starts (off by default: docs/operations.md).
const stopTelemetry = await startTelemetry('folio-api');
const [{ buildApp }, { loadConfig }, { openDatabase }, { prepareDatabase }, { stopOnSignals }] = await Promise.all([
  import('./app.ts'),
  import('./config.ts'),
  import('./db/open.ts'),
  import('./db/prepare.ts'),
  import('./plugins/shutdown.ts'),
]);

const config = loadConfig();
const db = await openDatabase(config);
// Migrations and the first data run without the request timeouts (PGlite: the same instance, it has none).
const maintenance = config.databaseUrl ? await openDatabase(config, { purpose: 'maintenance' }) : db;
try {
  await prepareDatabase(maintenance, config, { info: console.log, warn: console.warn });
} finally {
  if (maintenance !== db) await maintenance.close();
}

const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });

// app.close() stops accepting connections and waits for the requests in flight (plugins/shutdown.ts).
stopOnSignals(
  app,
  async () => {
    await app.close();
    await db.close();
    await stopTelemetry?.();
  },
  config.shutdown,
);
