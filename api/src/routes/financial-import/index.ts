import multipart from '@fastify/multipart';
import type { App } from '../../app-types.ts';
import { EARLIEST_DATE, latestDateFor } from '../../shared/date-horizon.ts';
import { companyTimeZone } from '../../financial-transactions/transaction-changes.ts';
import { MAX_IMPORT_ROWS, type ImportLimits } from '../../financial-import/statement-row.ts';
import batchRoute from './batch-route.ts';
import draftRoutes from './draft-routes.ts';
import profilesRoute from './profiles-route.ts';
import reviewRoute from './review-route.ts';
import specRoutes from './spec-routes.ts';

export interface ImportRouteContext {
  tags: string[];
  limitsFor: (companyId: number) => Promise<ImportLimits>;
}

export default async function financialImportRoutes(app: App) {
  // Scoped to this module: only the import routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: app.config.maxUploadBytes, files: 1 } });
  const context: ImportRouteContext = {
    tags: ['financial import'],
    async limitsFor(companyId) {
      const latest = latestDateFor(await companyTimeZone(app.db, companyId));
      return { maxRows: MAX_IMPORT_ROWS, earliest: EARLIEST_DATE, latest };
    },
  };
  specRoutes(app, context);
  reviewRoute(app, context);
  batchRoute(app, context);
  draftRoutes(app, context);
  profilesRoute(app, context);
}
