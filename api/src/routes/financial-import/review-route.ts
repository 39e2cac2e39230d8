import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { FORMAT_CODES } from '../../financial-import/formats.ts';
import { reviewStatement } from '../../financial-import/statement-review.ts';
import { withStatementUpload } from '../../financial-import/upload.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';
import type { ImportRouteContext } from './index.ts';
import { problemRef, StatementUploadForm, StatementReview } from './schemas.ts';

/** The review Folio's own screens use: the rows with their totals and how the file was read. */
export default function reviewRoute(app: App, { tags, limitsFor }: ImportRouteContext) {
  app.post(
    '/api/financialtransaction/import/review/:companyId',
    {
      config: { uploadForm: StatementUploadForm },
      schema: {
        operationId: 'reviewStatement',
        tags,
        summary:
          'Reads a statement of any input format for review, with its totals and how it was read (docs/import-formats.md); nothing is stored',
        description:
          'Multipart form: an optional field `layout` (JSON: the CSV mapping chosen in the mapping step or held by a bank profile) before the statement in the field `file`. When the CSV reader is not sure how to read the file, `needsMapping` is true, `rows` is empty and `csv.questions` says why.',
        params: CompanyParams,
        querystring: Type.Object({
          format: Type.Union(
            FORMAT_CODES.map((code) => Type.Literal(code)),
            {
              description: 'The input format: 001 CSV, 002 a bank’s PDF, 003 OFX/QFX, 004 QIF, 005 CAMT.053, 006 MT940',
            },
          ),
          bank: Type.Optional(
            Type.String({ maxLength: 40, description: 'For format 002: the bank whose PDF layout it is' }),
          ),
          draft: Type.Optional(
            Type.Boolean({
              description:
                'Keep the review on the server (a review draft: the summary and the first page are answered, the rest is paged and stored by its id), with flat memory: a CSV file of more than 200,000 rows is reviewed only so (up to 2,000,000)',
            }),
          ),
        }),
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: StatementReview, 413: problemRef }),
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const limits = await limitsFor(companyId);
      return withStatementUpload(request, app.config.maxUploadBytes, (file, _name, fields) =>
        reviewStatement(app.db, companyId, limits, { ...request.query, file, fields, userId: request.user.id }),
      );
    },
  );
}
