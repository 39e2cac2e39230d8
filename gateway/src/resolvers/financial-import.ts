import { text } from 'node:stream/consumers';
import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload-minimal';
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { restPath } from '../rest/client.ts';
import { IMPORT_FORMAT_CODES, layoutToRest, STATEMENT_BANK } from '../import-formats.ts';
import type { BatchResultDto, StatementReviewDto } from '../rest/dto/financial.ts';
import { restId } from '../rest/ids.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { drainUpload, multipartFileBody, UploadTooLargeError, type UploadStream } from '../rest/multipart-stream.ts';
import { uploadSizeText } from '../upload-size.ts';

/**
 * How long a review kept on the server (a file of up to MAX_UPLOAD_BYTES), or the store of one, may take before
 * the api answers: every row is written first.
 */
const SERVER_REVIEW_TIMEOUT_MS = 10 * 60_000;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const tooLarge = (ctx: GatewayContext) =>
  badInput(`The file is larger than ${uploadSizeText(ctx.limits.maxUploadBytes)}`);

/** The upload's promise rejects when the multipart request broke (file missing, limits hit). */
async function received(file: Promise<FileUpload>, ctx: GatewayContext): Promise<FileUpload> {
  try {
    return await file;
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string };
    if (status === 413) throw tooLarge(ctx);
    throw badInput(message ?? 'The file did not arrive');
  }
}

function open(upload: FileUpload, ctx: GatewayContext): UploadStream {
  try {
    return upload.createReadStream();
  } catch (error) {
    // Throws when the size limit was hit before we read (or the stream was taken already).
    if ((error as { status?: number }).status === 413) throw tooLarge(ctx);
    throw error;
  }
}

function tryOpen(upload: FileUpload | undefined): UploadStream | undefined {
  try {
    return upload?.createReadStream();
  } catch {
    return undefined;
  }
}

function json(body: string): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

/**
 * The statement streams from the client through the gateway to the api as it arrives, in a
 * multipart body built here (at most a chunk in memory). Whatever happens (an error before the
 * file was read, the api refusing it, the size limit), the rest of the upload is drained so no
 * request hangs.
 */
export const FinancialImportMutation: Pick<
  MutationResolvers,
  'reviewFinancialTransactionImport' | 'storeImportReview' | 'deleteImportReview'
> = {
  async reviewFinancialTransactionImport(_parent, { format, file, layout, keepOnServer }, ctx) {
    let upload: FileUpload | undefined;
    let stream: UploadStream | undefined;
    try {
      upload = await received(file, ctx);
      const companyId = await ctx.caller.companyId();
      const code = IMPORT_FORMAT_CODES[format];
      const path = `${restPath`/api/financialtransaction/import/review/${companyId}`}?format=${code}${
        format === 'BANK_PDF' ? `&bank=${STATEMENT_BANK}` : ''
      }${keepOnServer ? '&draft=true' : ''}`;
      stream = open(upload, ctx);
      const fields: Record<string, string> = layout ? { layout: JSON.stringify(layoutToRest(layout)) } : {};
      const { body, contentType } = multipartFileBody(
        'file',
        { filename: upload.filename, mimetype: upload.mimetype, stream },
        fields,
      );
      let response;
      try {
        response = await ctx.rest.raw('POST', path, {
          body,
          headers: { 'content-type': contentType },
          // a review kept on the server writes every row before it answers: a million rows take longer than a page
          ...(keepOnServer ? { timeoutMs: SERVER_REVIEW_TIMEOUT_MS } : {}),
        });
      } catch (error) {
        if (error instanceof UploadTooLargeError || stream.truncated) throw tooLarge(ctx);
        throw error;
      }
      const parsed = json(await text(response.body));
      if (stream.truncated) throw tooLarge(ctx);
      if (response.statusCode >= 400) throw errorFromResponse(response.statusCode, parsed);
      return { ...(parsed as StatementReviewDto), graphqlFormat: format, fileName: upload.filename };
    } finally {
      drainUpload(stream ?? tryOpen(upload));
    }
  },

  /** A review kept on the server (decision 47) is stored by the api from its rows, in chunks. */
  async storeImportReview(_parent, { reviewId, accountCode, includeDuplicates }, ctx) {
    const companyId = await ctx.caller.companyId();
    const body = {
      ...(accountCode?.trim() ? { accountCode: accountCode.trim() } : {}),
      ...(includeDuplicates === null || includeDuplicates === undefined ? {} : { includeDuplicates }),
    };
    return ctx.rest.post<BatchResultDto>(
      restPath`/api/financialtransaction/import/review/${companyId}/${restId(reviewId, 'reviewId')}/store`,
      body,
      undefined,
      SERVER_REVIEW_TIMEOUT_MS,
    );
  },

  async deleteImportReview(_parent, { reviewId }, ctx) {
    const companyId = await ctx.caller.companyId();
    const id = restId(reviewId, 'reviewId');
    await ctx.rest.delete(restPath`/api/financialtransaction/import/review/${companyId}/${id}`);
    return { id: String(id) };
  },
};
