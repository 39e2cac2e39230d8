/**
 * `npm run db:reset`: empties the configured database (PGlite in DATA_DIR/pglite, or DATABASE_URL),
 * applies the migrations and loads the demo data. Stop the api first when it runs on PGlite: the
 * embedded database is a single-process data directory.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { emptyDatabase } from './empty-database.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';
import { seedDemoData } from './seed/index.ts';

const config = loadConfig();
if (!config.demoData) {
  // A production database (NODE_ENV=production) is never emptied for demo data by accident.
  console.error('db:reset loads the demo data, which this environment does not ask for (DEMO_DATA=true to force).');
  process.exit(1);
}
const target = config.databaseUrl
  ? `PostgreSQL at ${redact(config.databaseUrl)}`
  : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
const started = performance.now();
const db = await openDatabase(config, { purpose: 'maintenance' });
try {
  console.log(`Resetting ${target}`);
  console.log(`Dropped ${await emptyDatabase(db)} tables`);
  const applied = await migrate(db);
  console.log(`Applied ${applied.length} migrations: ${applied.join(', ')}`);
  const seedStarted = performance.now();
  const summary = await seedDemoData(db);
  console.log(`Loaded the demo data up to ${summary.today} in ${seconds(performance.now() - seedStarted)}:`);
  for (const { name, counts } of summary.companies) {
    console.log(
      `  ${name}: ${counts.clients} clients, ${counts.invoices} invoices (${counts.invoiceComponents} lines), ` +
        `${counts.payments} payments, ${counts.claims} claims, ${counts.financialTransactions} transactions, ` +
        `${counts.accounts} accounts, ${counts.products} products, ${counts.appointments} appointments, ${counts.users} users`,
    );
  }
  console.log(
    `Done in ${seconds(performance.now() - started)}. Demo logins: health.admin, folio.admin, business.admin (password demo-pass-1).`,
  );
} finally {
  await db.close();
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
