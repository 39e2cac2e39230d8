import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed/index.ts';

const config = loadConfig();
const db = await openDatabase(config);
// Migrations and the first seed run without the request timeouts (PGlite: the same instance, it has none).
const maintenance = config.databaseUrl ? await openDatabase(config, { purpose: 'maintenance' }) : db;
try {
  await migrate(maintenance);
  await seedIfEmpty(maintenance);
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
