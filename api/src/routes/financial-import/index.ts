import multipart from '@fastify/multipart';
import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { MAX_BATCH_ROWS, storeBatch } from '../../financial-transactions/batch-insert.ts';
import { EARLIEST_PROCESSED, latestProcessedFor } from '../../financial-transactions/transaction-rules.ts';
import { companyTimeZone } from '../../financial-transactions/transaction-changes.ts';
import { BANK_FORMATS, bankFormat, parseBankStatement } from '../../financial-import/bank-pdf/banks.ts';
import { parseCsvStatement } from '../../financial-import/csv/parse-csv.ts';
import { reviewRows, statementReview } from '../../financial-import/duplicates.ts';
import { MAX_IMPORT_ROWS, type ImportLimits } from '../../financial-import/statement-row.ts';
import { readAll, withStatementUpload } from '../../financial-import/upload.ts';
import { HttpProblem } from '../../shared/problem.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

const ReviewRow = Type.Object({
  id: Type.Integer({ description: 'Position in the statement, from 1' }),
  line: Type.Integer({ description: 'Line of the file (CSV) or of the PDF’s text the row came from' }),
  processed: Type.String({ description: 'YYYY-MM-DD' }),
  financialAccountCode: Type.String({ description: 'From the file, else the suggestion, else blank' }),
  description: Type.String(),
  amount: Type.Number({ description: '< 0 money out, > 0 money in' }),
  duplicate: Type.Boolean({ description: 'A stored transaction has the same date, amount and description' }),
  suggestedAccountCode: Type.Union([Type.String(), Type.Null()], {
    description: 'The account used most before for this description',
  }),
});

const UploadSchema = {
  consumes: ['multipart/form-data'],
  description: 'Multipart form with the statement in the field `file`. Parses only: nothing is stored.',
  response: withErrors({ 200: Type.Array(ReviewRow), 413: problemRef }),
};

const AmountInput = Type.Union([Type.Number(), Type.String()], {
  description: 'A number, or a decimal text such as "-12.50"',
});
const BatchRow = Type.Object({
  processed: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  financialAccountCode: Type.Optional(Type.String({ description: 'An account of the company' })),
  description: Type.Optional(Type.String()),
  amount: Type.Optional(AmountInput),
  debit: Type.Optional(AmountInput),
  credit: Type.Optional(AmountInput),
});

export default async function financialImportRoutes(app: App) {
  const tags = ['financial import'];
  // Scoped to this module: only the import routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: app.config.maxUploadBytes, files: 1 } });

  async function limitsFor(companyId: number): Promise<ImportLimits> {
    const latest = latestProcessedFor(await companyTimeZone(app.db, companyId));
    return { maxRows: MAX_IMPORT_ROWS, earliest: EARLIEST_PROCESSED, latest };
  }

  app.post(
    '/api/financialtransaction/import/generic/:companyId',
    {
      schema: {
        tags,
        summary: 'Input format 001: reads a generic CSV statement for review (docs/import-formats.md)',
        params: CompanyParams,
        ...UploadSchema,
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const limits = await limitsFor(companyId);
      const review = statementReview(app.db, companyId);
      await withStatementUpload(request, app.config.maxUploadBytes, (file) =>
        parseCsvStatement(file, limits, review.add),
      );
      return review.finish();
    },
  );

  app.post(
    '/api/financialtransaction/import/bank/:bank/:companyId',
    {
      schema: {
        tags,
        summary: `Input format 002: reads a bank’s PDF statement for review; {bank} is one of ${Object.keys(BANK_FORMATS).join(', ')}`,
        params: Type.Object({ bank: Type.String({ maxLength: 40 }), companyId: Id }),
        ...UploadSchema,
      },
    },
    async (request) => {
      const { bank, companyId } = request.params;
      const format = bankFormat(bank);
      if (!format) {
        const known = Object.keys(BANK_FORMATS).join(', ');
        throw new HttpProblem(404, 'Not Found', `No statement format for the bank "${bank}"; the api reads: ${known}`);
      }
      const limits = await limitsFor(companyId);
      const rows = await withStatementUpload(request, app.config.maxUploadBytes, async (file) =>
        parseBankStatement(format, await readAll(file), limits),
      );
      return reviewRows(app.db, companyId, rows);
    },
  );

  app.post(
    '/api/financialtransaction/batch/:companyId',
    {
      bodyLimit: 64 * 1024 * 1024,
      schema: {
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
        body: Type.Array(BatchRow),
        response: withErrors({ 200: Type.Object({ imported: Type.Integer(), batchId: Type.Integer() }) }),
      },
    },
    async (request) => storeBatch(app.db, request.user, request.body, request.query.format ?? 'batch'),
  );
}
