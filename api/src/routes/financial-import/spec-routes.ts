import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { BANK_FORMATS, bankFormat } from '../../financial-import/bank-pdf/banks.ts';
import { FILE_FORMATS, type FileFormatPath, type FormatCode } from '../../financial-import/formats.ts';
import { unreadable } from '../../financial-import/statement-row.ts';
import { reviewStatement } from '../../financial-import/statement-review.ts';
import { withStatementUpload } from '../../financial-import/upload.ts';
import { HttpProblem } from '../../shared/problem.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import type { ImportRouteContext } from './index.ts';
import { problemRef, StatementUploadForm, ReviewRow } from './schemas.ts';

const UploadSchema = {
  consumes: ['multipart/form-data'],
  description: 'Multipart form with the statement in the field `file`. Parses only: nothing is stored.',
  response: withErrors({ 200: Type.Array(ReviewRow), 413: problemRef }),
};

/**
 * The spec's import calls (§7), answering the list of transactions: 001 generic CSV, 002 a bank's
 * PDF, and one path per structured format (003 OFX/QFX, 004 QIF, 005 CAMT.053, 006 MT940).
 */
export default function specRoutes(app: App, { tags, limitsFor }: ImportRouteContext) {
  const rowsOf = async (
    request: Parameters<typeof withStatementUpload>[0],
    companyId: number,
    format: FormatCode,
    bank?: string,
  ) => {
    const limits = await limitsFor(companyId);
    const review = await withStatementUpload(request, app.config.maxUploadBytes, (file, _name, fields) =>
      reviewStatement(app.db, companyId, limits, { format, bank, file, fields }),
    );
    const questions = review.csv?.questions ?? [];
    if (questions.length > 0) {
      const asked = questions.map((q) => q.message).join('; ');
      throw unreadable(
        `The file cannot be read without a question answered: ${asked}. Import it in Folio to map its columns`,
      );
    }
    return review.rows;
  };

  app.post(
    '/api/financialtransaction/import/generic/:companyId',
    {
      config: { uploadForm: StatementUploadForm },
      schema: {
        operationId: 'importGenericCsv',
        tags,
        summary: 'Input format 001: reads a generic CSV statement for review (docs/import-formats.md)',
        params: CompanyParams,
        ...UploadSchema,
      },
    },
    (request) => rowsOf(request, request.params.companyId, '001'),
  );

  app.post(
    '/api/financialtransaction/import/bank/:bank/:companyId',
    {
      config: { uploadForm: StatementUploadForm },
      schema: {
        operationId: 'importBankPdf',
        tags,
        summary: `Input format 002: reads a bank’s PDF statement for review; {bank} is one of ${Object.keys(BANK_FORMATS).join(', ')}`,
        params: Type.Object({ bank: Type.String({ maxLength: 40 }), companyId: Id }),
        ...UploadSchema,
      },
    },
    (request) => {
      const { bank, companyId } = request.params;
      if (!bankFormat(bank)) {
        const known = Object.keys(BANK_FORMATS).join(', ');
        throw new HttpProblem(404, 'Not Found', `No statement format for the bank "${bank}"; the api reads: ${known}`);
      }
      return rowsOf(request, companyId, '002', bank);
    },
  );

  for (const [path, format] of Object.entries(FILE_FORMATS) as [
    FileFormatPath,
    (typeof FILE_FORMATS)[FileFormatPath],
  ][]) {
    app.post(
      `/api/financialtransaction/import/${path}/:companyId`,
      {
        config: { uploadForm: StatementUploadForm },
        schema: {
          operationId: `import${path.charAt(0).toUpperCase()}${path.slice(1)}`,
          tags,
          summary: `Input format ${format.code}: reads a ${format.name} file for review (docs/import-formats.md)`,
          params: CompanyParams,
          ...UploadSchema,
        },
      },
      (request) => rowsOf(request, request.params.companyId, format.code),
    );
  }
}
