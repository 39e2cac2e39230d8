import multipart from '@fastify/multipart';
import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { MAX_BATCH_ROWS, storeBatch } from '../../financial-transactions/batch-insert.ts';
import { EARLIEST_PROCESSED, latestProcessedFor } from '../../financial-transactions/transaction-rules.ts';
import { companyTimeZone } from '../../financial-transactions/transaction-changes.ts';
import { BANK_FORMATS, bankFormat, parseBankStatement } from '../../financial-import/bank-pdf/banks.ts';
import { parseLayoutChoices } from '../../financial-import/csv/layout-choices.ts';
import { reviewCsvStatement } from '../../financial-import/csv-review.ts';
import { reviewRows, type ReviewRow as ReviewRowDto } from '../../financial-import/duplicates.ts';
import { summarize } from '../../financial-import/review-summary.ts';
import {
  MAX_IMPORT_ROWS,
  unreadable,
  type ImportLimits,
  type StatementFacts,
} from '../../financial-import/statement-row.ts';
import { readAll, withStatementUpload } from '../../financial-import/upload.ts';
import { fromCents, toCents } from '../../shared/money.ts';
import { HttpProblem } from '../../shared/problem.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import { problemRef, ReviewRow, StatementReview } from './schemas.ts';

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
      const { statement, rows } = await withStatementUpload(request, app.config.maxUploadBytes, (file) =>
        reviewCsvStatement(app.db, companyId, file, limits),
      );
      if (statement.questions.length > 0) {
        const asked = statement.questions.map((q) => q.message).join('; ');
        throw unreadable(
          `The file cannot be read without a question answered: ${asked}. Import it in Folio to map its columns`,
        );
      }
      return rows;
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

  const factsOf = (rows: readonly ReviewRowDto[], facts: StatementFacts) => {
    const summary = summarize(
      rows.map((row) => ({ amountCents: toCents(row.amount) ?? 0, duplicate: row.duplicate })),
      facts,
    );
    const money = (cents: number | undefined) => (cents === undefined ? null : fromCents(cents));
    return {
      count: summary.count,
      moneyIn: fromCents(summary.moneyInCents),
      moneyOut: fromCents(summary.moneyOutCents),
      net: fromCents(summary.netCents),
      duplicates: summary.duplicates,
      openingBalance: money(summary.openingBalanceCents),
      closingBalance: money(summary.closingBalanceCents),
      expectedClosingBalance: money(summary.expectedClosingCents),
      balanceMismatch: summary.balanceMismatch,
    };
  };

  app.post(
    '/api/financialtransaction/import/review/:companyId',
    {
      schema: {
        tags,
        summary:
          'Reads a statement for review with its totals and how it was read (docs/import-formats.md); nothing is stored',
        description:
          'Multipart form: an optional field `layout` (JSON: the CSV mapping chosen in the mapping step or held by a bank profile) before the statement in the field `file`. When the CSV reader is not sure how to read the file, `needsMapping` is true, `rows` is empty and `csv.questions` says why.',
        params: CompanyParams,
        querystring: Type.Object({
          format: Type.Union([Type.Literal('001'), Type.Literal('002')], { description: 'The input format' }),
          bank: Type.Optional(
            Type.String({ maxLength: 40, description: 'For format 002: the bank whose PDF layout it is' }),
          ),
        }),
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: StatementReview, 413: problemRef }),
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const { format } = request.query;
      const limits = await limitsFor(companyId);
      if (format === '002') {
        const bank = bankFormat(request.query.bank ?? 'fnb');
        if (!bank) throw new HttpProblem(404, 'Not Found', `No statement format for the bank "${request.query.bank}"`);
        const parsed = await withStatementUpload(request, app.config.maxUploadBytes, async (file) =>
          parseBankStatement(bank, await readAll(file), limits),
        );
        const rows = await reviewRows(app.db, companyId, parsed);
        return {
          format,
          needsMapping: false,
          rows,
          summary: factsOf(rows, {}),
          reading: {
            encoding: null,
            dateOrder: null,
            dateOrderFrom: 'format' as const,
            decimalMark: null,
            signConvention: 'format' as const,
            notes: [],
            currency: null,
            account: null,
          },
          csv: null,
        };
      }
      const { statement, rows } = await withStatementUpload(request, app.config.maxUploadBytes, (file, _name, fields) =>
        reviewCsvStatement(app.db, companyId, file, limits, parseLayoutChoices(fields.layout)),
      );
      const needsMapping = statement.questions.length > 0;
      return {
        format,
        needsMapping,
        rows,
        summary: factsOf(rows, statement.facts),
        reading: {
          ...statement.reading,
          encoding: statement.reading.encoding ?? null,
          dateOrder: statement.reading.dateOrder ?? null,
          dateOrderFrom: statement.reading.dateOrderFrom ?? null,
          decimalMark: statement.reading.decimalMark ?? null,
          currency: statement.facts.currency ?? null,
          account: statement.facts.account ?? null,
        },
        csv: {
          layout: statement.layout,
          header: statement.header ?? null,
          preview: statement.preview,
          questions: statement.questions,
        },
      };
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
