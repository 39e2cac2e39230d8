import type { ApiConfig } from '../config.ts';
import { createFirstAdmin } from '../users/first-admin.ts';
import { usersRepository } from '../users/users-repository.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

export interface StartLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** What a start found and did to the database's first data. */
export type InitialData = 'kept' | 'demo data' | 'first administrator' | 'none';

/**
 * What the api does to its database before it listens: applies the migrations, then gives a database with no
 * user its first data. Demo data only when asked (DEMO_DATA; `npm start` asks, NODE_ENV=production does not);
 * otherwise the first administrator from FIRST_ADMIN_* and FIRST_COMPANY_*; otherwise nothing, and says how to
 * create one (`npm run create-admin -w api`). A database that has users is never given either.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<ApiConfig, 'demoData' | 'firstAdmin'>,
  log: StartLog,
): Promise<InitialData> {
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Applied ${applied.length} migrations: ${applied.join(', ')}`);
  if (await usersRepository(db).any()) {
    if (config.firstAdmin) log.info('FIRST_ADMIN_* are ignored: the database has users already (remove them)');
    return 'kept';
  }
  if (config.demoData) {
    if (await seedIfEmpty(db)) {
      log.info('Loaded the demo data (DEMO_DATA): logins health.admin, folio.admin, business.admin');
      return 'demo data';
    }
  }
  if (config.firstAdmin) {
    const result = await createFirstAdmin(db, config.firstAdmin, 'environment');
    if (result.created) {
      log.info(
        `Created the first administrator ${config.firstAdmin.username} of "${config.firstAdmin.companyName}" ` +
          '(FIRST_ADMIN_*): remove FIRST_ADMIN_PASSWORD from the environment now',
      );
      return 'first administrator';
    }
    return 'kept';
  }
  log.warn(
    'The database has no user, so nobody can sign in. Set FIRST_ADMIN_USERNAME, FIRST_ADMIN_PASSWORD, ' +
      'FIRST_COMPANY_NAME, FIRST_COMPANY_TYPE and FIRST_COMPANY_REGION and start again, or run ' +
      '`npm run create-admin -w api -- --help` (in the api image: `node api/dist/users/create-admin.js --help`; ' +
      'docs/operations.md, "Sign-in, sessions and the first administrator")',
  );
  return 'none';
}
