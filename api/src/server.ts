import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
