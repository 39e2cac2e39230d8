import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Pool } from 'undici';
import { RestClient, restPath } from '../rest/client.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { readJson, sendError } from './download.ts';
import { logUpstreamUnavailable } from './upstream-log.ts';

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });

/** The upstream file name, kept to safe characters. */
function fileName(contentDisposition: unknown, fallback: string): string {
  const match = typeof contentDisposition === 'string' ? /filename="?([^";]+)"?/i.exec(contentDisposition) : null;
  const name = (match?.[1] ?? fallback).replace(/[^\w.-]/g, '_');
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
}

/** Streams an api PDF to the browser as the invoice download does (download.ts): errors keep their status, as JSON. */
async function streamPdf(pool: Pool, req: Request, res: Response, path: string, label: string, fallback: string) {
  let upstream;
  try {
    upstream = await new RestClient(pool, req.headers.authorization).raw('GET', path);
  } catch (error) {
    const mapped = error instanceof GraphQLError ? error : errorFromResponse(502, undefined);
    logUpstreamUnavailable(label, [mapped]);
    sendError(res, 502, mapped);
    return;
  }
  if (upstream.statusCode !== 200) {
    const error = errorFromResponse(upstream.statusCode, await readJson(upstream.body));
    logUpstreamUnavailable(label, [error]);
    sendError(res, upstream.statusCode >= 500 ? 502 : upstream.statusCode, error);
    return;
  }
  res.status(200);
  res.setHeader('content-type', 'application/pdf');
  res.setHeader(
    'content-disposition',
    `attachment; filename="${fileName(upstream.headers['content-disposition'], fallback)}"`,
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
}

/** GET /download/receipt/:paymentId — a payment's receipt PDF (api GET /api/payment1/receipt/{id}/pdf), streamed. */
export function receiptDownload(pool: Pool) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const { id } = req.params;
    if (!/^\d{1,15}$/.test(id)) {
      sendError(res, 400, badInput(`"${id}" is not a payment id`));
      return;
    }
    await streamPdf(
      pool,
      req,
      res,
      restPath`/api/payment1/receipt/${id}/pdf`,
      'GET /download/receipt/:id',
      `receipt-${id}.pdf`,
    );
  };
}

/**
 * GET /download/statement/:clientId?start=…&end=… — a client's statement PDF (api GET
 * /api/client1/statement/{id}/pdf), streamed; the api validates the dates and defaults them (the last 90 days).
 */
export function statementDownload(pool: Pool) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const { id } = req.params;
    if (!/^\d{1,15}$/.test(id)) {
      sendError(res, 400, badInput(`"${id}" is not a client id`));
      return;
    }
    const query: Record<string, string> = {};
    for (const field of ['start', 'end'] as const) {
      const value = req.query[field];
      if (value === undefined || value === '') continue;
      if (typeof value !== 'string' || value.length > 10) {
        sendError(res, 400, badInput(`${field}: a date YYYY-MM-DD is needed`));
        return;
      }
      query[field] = value;
    }
    const search = new URLSearchParams(query).toString();
    await streamPdf(
      pool,
      req,
      res,
      `${restPath`/api/client1/statement/${id}/pdf`}${search ? `?${search}` : ''}`,
      'GET /download/statement/:id',
      `statement-${id}.pdf`,
    );
  };
}
