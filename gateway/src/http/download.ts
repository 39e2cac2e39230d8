import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Pool } from 'undici';
import { RestClient, restPath } from '../rest/client.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { logUpstreamUnavailable } from './upstream-log.ts';

/** Errors answered as JSON in the GraphQL shape, so a client reads them with its one error helper. */
export function sendError(res: Response, status: number, error: GraphQLError): void {
  res.status(status).json({ errors: [{ message: error.message, extensions: error.extensions }] });
}

export async function readJson(body: Readable): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The upstream file name (the invoice number), kept to safe characters. */
function fileName(contentDisposition: unknown, id: string): string {
  const match = typeof contentDisposition === 'string' ? /filename="?([^";]+)"?/i.exec(contentDisposition) : null;
  const name = (match?.[1] ?? `invoice-${id}.pdf`).replace(/[^\w.-]/g, '_');
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
}

/**
 * GET /download/invoice/:id — the invoice PDF, streamed from the api with the caller's own
 * Authorization header (never buffered, never base64 in JSON). Upstream errors keep their HTTP
 * status and come back as JSON with the mapped code and the api's message (DESIGN.md errors).
 */
export function invoiceDownload(pool: Pool) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const { id } = req.params;
    if (!/^\d{1,15}$/.test(id)) {
      sendError(
        res,
        400,
        new GraphQLError(`"${id}" is not an invoice id`, { extensions: { code: 'BAD_USER_INPUT', status: 400 } }),
      );
      return;
    }
    let upstream;
    try {
      upstream = await new RestClient(pool, req.headers.authorization).raw(
        'GET',
        restPath`/api/invoice1/download/${id}`,
      );
    } catch (error) {
      const mapped = error instanceof GraphQLError ? error : errorFromResponse(502, undefined);
      logUpstreamUnavailable('GET /download/invoice/:id', [mapped]);
      sendError(res, 502, mapped);
      return;
    }
    if (upstream.statusCode !== 200) {
      const error = errorFromResponse(upstream.statusCode, await readJson(upstream.body));
      logUpstreamUnavailable('GET /download/invoice/:id', [error]);
      sendError(res, upstream.statusCode >= 500 ? 502 : upstream.statusCode, error);
      return;
    }
    res.status(200);
    res.setHeader('content-type', 'application/pdf');
    res.setHeader(
      'content-disposition',
      `attachment; filename="${fileName(upstream.headers['content-disposition'], id)}"`,
    );
    res.setHeader('cache-control', 'private, no-store');
    const length = upstream.headers['content-length'];
    if (typeof length === 'string') res.setHeader('content-length', length);
    try {
      await pipeline(upstream.body, res);
    } catch {
      // The browser went away or the api broke off mid-file: the response is already cut short.
      res.destroy();
    }
  };
}
