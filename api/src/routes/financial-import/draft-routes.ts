import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { discardDraft, draftRows, findDraft, MAX_DRAFT_PAGE_ROWS } from '../../financial-import/review-drafts.ts';
import { storeDraft } from '../../financial-import/store-draft.ts';
import { importChunkRows } from '../../financial-transactions/batch-limits.ts';
import { Id, withErrors } from '../../shared/schemas.ts';
import type { ImportRouteContext } from './index.ts';
import { problemRef, ReviewRow } from './schemas.ts';

const DraftParams = Type.Object({ companyId: Id, reviewId: Id });

/**
 * A review kept on the server (decision 47): a large statement's rows by page for view 4, its store
 * through the chunked store path, and its removal. Another company's draft is 404 like a missing one.
 */
export default function draftRoutes(app: App, { tags }: ImportRouteContext) {
  const base = '/api/financialtransaction/import/review/:companyId/:reviewId';
  app.get(
    `${base}/rows`,
    {
      schema: {
        operationId: 'reviewDraftRows',
        tags,
        summary: 'A page of a review draft’s rows, in file order',
        params: DraftParams,
        querystring: Type.Object({
          offset: Type.Integer({ minimum: 0, default: 0, description: 'Rows before the page' }),
          limit: Type.Integer({
            minimum: 1,
            maximum: MAX_DRAFT_PAGE_ROWS,
            default: 100,
            description: 'Rows of the page',
          }),
        }),
        response: withErrors({
          200: Type.Object({
            total: Type.Integer({ description: 'Rows of the review' }),
            offset: Type.Integer(),
            rows: Type.Array(ReviewRow),
          }),
        }),
      },
    },
    async (request) => {
      const { companyId, reviewId } = request.params;
      const { offset, limit } = request.query;
      const draft = await findDraft(app.db, companyId, reviewId);
      return { total: draft.rowCount, offset, rows: await draftRows(app.db, draft.id, offset, limit) };
    },
  );

  app.post(
    `${base}/store`,
    {
      schema: {
        operationId: 'storeReviewDraft',
        tags,
        summary:
          'Stores a review draft: every row is checked first (400 names them), duplicates are left out unless asked; a retry answers the first store',
        params: DraftParams,
        body: Type.Object({
          accountCode: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 20,
              description: 'The account of every row that has none (no code in the file, no rule, no suggestion)',
            }),
          ),
          includeDuplicates: Type.Optional(
            Type.Boolean({ description: 'Store the rows flagged as duplicates too (default false)' }),
          ),
        }),
        response: withErrors({
          200: Type.Object({
            imported: Type.Integer(),
            batchId: Type.Integer(),
            replayed: Type.Boolean({ description: 'True when this review had been stored already' }),
          }),
          409: problemRef,
        }),
      },
    },
    async (request) =>
      storeDraft(app.db, request.user, request.params.reviewId, {
        ...request.body,
        chunkRows: importChunkRows(app.config.importStoreChunkRows, app.db.kind),
      }),
  );

  app.delete(
    base,
    {
      schema: {
        operationId: 'deleteReviewDraft',
        tags,
        summary: 'Removes a review draft and its rows (the batch it stored, if any, stays)',
        params: DraftParams,
        response: withErrors({ 204: Type.Null({ description: 'Removed' }) }),
      },
    },
    async (request, reply) => {
      const { companyId, reviewId } = request.params;
      const draft = await findDraft(app.db, companyId, reviewId);
      await discardDraft(app.db, draft.id);
      return reply.code(204).send(null);
    },
  );
}
