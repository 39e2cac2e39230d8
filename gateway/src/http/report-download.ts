import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Pool } from 'undici';
import { RestClient, restPath } from '../rest/client.ts';
import type { PingDto } from '../rest/dto.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { readJson, sendError } from './download.ts';
import { logUpstreamUnavailable } from './upstream-log.ts';

/**
 * The reports, and the query each takes (api GET /api/reports/{report}/{companyId}/pdf, or …/export?format=csv|xlsx
 * for its table as a spreadsheet).
 */
const REPORTS: Record<string, readonly string[]> = {
  agedreceivables: ['asOf'],
  profitandloss: ['start', 'end'],
  paymentsbytype: ['start', 'end'],
  tax: ['start', 'end'],
};

/** The files a report comes as: its PDF (the default), or its table as CSV or XLSX (docs/exports.md). */
const FORMATS: Record<string, { suffix: (query: string) => string; type: string; extension: string }> = {
  pdf: { suffix: (query) => `/pdf?${query}`, type: 'application/pdf', extension: 'pdf' },
  csv: { suffix: (query) => `/export?format=csv&${query}`, type: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    suffix: (query) => `/export?format=xlsx&${query}`,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });

/**
 * GET /download/report/:report?asOf=… or ?start=…&end=…[&format=pdf|csv|xlsx] — a report's PDF (or its table as
 * CSV or XLSX), streamed from the api with the
 * caller's own Authorization header, as the invoice PDF (download.ts). The caller's company is the signed-in
 * user's; the api checks it again. The api validates the dates (400 with its message).
 */
export function reportDownload(pool: Pool) {
  return async (req: Request<{ report: string }>, res: Response): Promise<void> => {
    const { report } = req.params;
    const fields = REPORTS[report];
    if (!fields) {
      sendError(
        res,
        404,
        new GraphQLError(`No report "${report}"`, { extensions: { code: 'NOT_FOUND', status: 404 } }),
      );
      return;
    }
    const formatName = req.query.format === undefined ? 'pdf' : req.query.format;
    const format =
      typeof formatName === 'string' && Object.hasOwn(FORMATS, formatName) ? FORMATS[formatName] : undefined;
    if (!format) {
      sendError(res, 400, badInput('format: pdf, csv or xlsx'));
      return;
    }
    const query: Record<string, string> = {};
    for (const field of fields) {
      const value = req.query[field];
      if (typeof value !== 'string' || value.length > 10) {
        sendError(res, 400, badInput(`${field}: a date YYYY-MM-DD is needed`));
        return;
      }
      query[field] = value;
    }
    const client = new RestClient(pool, req.headers.authorization);
    const label = 'GET /download/report/:report';
    let upstream;
    try {
      const { companyId } = await client.get<PingDto>('/api/user/ping');
      upstream = await client.raw(
        'GET',
        `${restPath`/api/reports/${report}/${companyId}`}${format.suffix(new URLSearchParams(query).toString())}`,
      );
    } catch (error) {
      if (
        error instanceof GraphQLError &&
        typeof error.extensions.status === 'number' &&
        error.extensions.status < 500
      ) {
        sendError(res, error.extensions.status, error);
        return;
      }
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
    const disposition = upstream.headers['content-disposition'];
    const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
    const fileName = (match?.[1] ?? `${report}.${format.extension}`).replace(/[^\w.-]/g, '_');
    res.status(200);
    res.setHeader('content-type', format.type);
    res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    res.setHeader('cache-control', 'private, no-store');
    const length = upstream.headers['content-length'];
    if (typeof length === 'string') res.setHeader('content-length', length);
    try {
      await pipeline(upstream.body, res);
    } catch {
      res.destroy();
    }
  };
}
