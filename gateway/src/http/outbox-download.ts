import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Pool } from 'undici';
import { companyIdFromToken } from '../rest/caller.ts';
import { RestClient, restPath } from '../rest/client.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { readJson, sendError } from './download.ts';
import { logUpstreamUnavailable } from './upstream-log.ts';

const ROUTE = 'GET /download/outbox/:id/:position';

/**
 * GET /download/outbox/:id/:position — one attachment of an Outbox message, streamed from the api with the caller's
 * own Authorization header (the api checks the company). Errors come back as JSON like /download/invoice/:id.
 */
export function outboxAttachmentDownload(pool: Pool) {
  return async (req: Request<{ id: string; position: string }>, res: Response): Promise<void> => {
    const { id, position } = req.params;
    if (!/^\d{1,15}$/.test(id) || !/^\d{1,3}$/.test(position)) {
      const error = new GraphQLError('Not an attachment of a message', {
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
      sendError(res, 400, error);
      return;
    }
    const rest = new RestClient(pool, req.headers.authorization);
    let upstream;
    try {
      const companyId =
        companyIdFromToken(req.headers.authorization) ??
        (await rest.get<{ companyId: number }>('/api/user/ping')).companyId;
      upstream = await rest.raw('GET', restPath`/api/outbox/${companyId}/${id}/attachment/${position}`);
    } catch (error) {
      const mapped = error instanceof GraphQLError ? error : errorFromResponse(502, undefined);
      logUpstreamUnavailable(ROUTE, [mapped]);
      const status = Number(mapped.extensions.status);
      sendError(res, status >= 400 && status < 500 ? status : 502, mapped);
      return;
    }
    if (upstream.statusCode !== 200) {
      const error = errorFromResponse(upstream.statusCode, await readJson(upstream.body));
      logUpstreamUnavailable(ROUTE, [error]);
      sendError(res, upstream.statusCode >= 500 ? 502 : upstream.statusCode, error);
      return;
    }
    res.status(200);
    const type = upstream.headers['content-type'];
    res.setHeader('content-type', typeof type === 'string' ? type : 'application/octet-stream');
    const disposition = upstream.headers['content-disposition'];
    res.setHeader('content-disposition', typeof disposition === 'string' ? disposition : 'attachment');
    res.setHeader('x-content-type-options', 'nosniff');
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
