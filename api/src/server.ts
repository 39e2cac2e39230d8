import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';
import { stopOnSignals } from './plugins/shutdown.ts';

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
  },
  config.shutdown,
);
