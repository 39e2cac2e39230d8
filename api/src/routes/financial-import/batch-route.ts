import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { MAX_BATCH_ROWS, storeBatch } from '../../financial-transactions/batch-insert.ts';
import { importChunkRows } from '../../financial-transactions/batch-limits.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';
import { problemRef } from './schemas.ts';
import type { ImportRouteContext } from './index.ts';

// String first: the validator would turn "1e1" into 10 to fit a number; as text the row check refuses it, naming the row.
const AmountInput = Type.Union([Type.String(), Type.Number()], {
  description: 'A number, or a decimal text such as "-12.50" (no exponent, hex or spaces)',
});
const BatchRow = Type.Object({
  processed: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  financialAccountCode: Type.Optional(Type.String({ description: 'An account of the company' })),
  description: Type.Optional(Type.String()),
  amount: Type.Optional(AmountInput),
  debit: Type.Optional(AmountInput),
  credit: Type.Optional(AmountInput),
});

/** Spec §7: stores the reviewed rows of an import, all or none. */
export default function batchRoute(app: App, { tags }: ImportRouteContext) {
  app.post(
    '/api/financialtransaction/batch/:companyId',
    {
      bodyLimit: 64 * 1024 * 1024,
      schema: {
        operationId: 'storeImportBatch',
        tags,
        summary: `Stores reviewed rows, all or none (at most ${MAX_BATCH_ROWS}); errors name the row and field, e.g. rows[3].financialAccountCode`,
        description:
          'Each row has a signed amount (< 0 money out → debit, > 0 money in → credit) or a debit and a credit.',
        params: CompanyParams,
        querystring: Type.Object({
          format: Type.Optional(
            Type.String({ pattern: '^[a-z0-9-]{1,20}$', description: 'Recorded with the batch: 001, 002 …' }),
          ),
        }),
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 200,
              description: 'A retry with the same key and the same rows answers the first batch and stores nothing',
            }),
          ),
        }),
        body: Type.Array(BatchRow),
        response: withErrors({
          200: Type.Object({
            imported: Type.Integer(),
            batchId: Type.Integer(),
            replayed: Type.Boolean({ description: 'True when the key had stored these rows already' }),
          }),
          409: problemRef,
          422: problemRef,
        }),
      },
    },
    async (request) =>
      storeBatch(app.db, request.user, request.body, request.query.format ?? 'batch', {
        idempotencyKey: request.headers['idempotency-key'],
        chunkRows: importChunkRows(app.config.importStoreChunkRows, app.db.kind),
      }),
  );
}
