import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GraphQLError, coerceInputValue, isInputObjectType, type GraphQLSchema } from 'graphql';
import type { Pool } from 'undici';
import type { InvoiceListQuery, PaymentListQuery } from '../__generated__/resolvers-types.ts';
import { invoiceListQuery } from '../resolvers/invoice-inputs.ts';
import { paymentListQuery } from '../resolvers/payment-inputs.ts';
import { companyIdFromToken } from '../rest/caller.ts';
import { RestClient, restPath, type Query } from '../rest/client.ts';
import { optionalRestId } from '../rest/ids.ts';
import { errorFromResponse } from '../rest/errors.ts';
import { readJson, sendError } from './download.ts';
import { logUpstreamUnavailable } from './upstream-log.ts';

const ROUTE = 'GET /download/export/:list';
const FORMATS = new Set(['csv', 'xlsx']);

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });

/** The list query of a screen, as it sends it to GraphQL, coerced and checked by the schema's own input type. */
function coerce<T>(schema: GraphQLSchema, typeName: string, value: unknown): T {
  const type = schema.getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`${typeName} is not an input type of the schema`);
  return coerceInputValue(value ?? {}, type, (path, _invalid, error) => {
    throw badInput(`query${path.length > 0 ? `.${path.join('.')}` : ''}: ${error.message}`);
  }) as T;
}

/** The filters of the Financial Management list (the FmTransactions query's variables). */
interface TransactionListVariables {
  start?: unknown;
  end?: unknown;
  type?: unknown;
  accountCode?: unknown;
  invoiceId?: unknown;
  appointmentId?: unknown;
}

const text = (value: unknown, name: string, max: number): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw badInput(`query.${name} must be text`);
  return value;
};

const idOf = (value: unknown, name: string): number | null => {
  if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
    throw badInput(`query.${name} is not an id`);
  }
  return optionalRestId(value ?? null, `query.${name}`);
};

/** Each list: the api's export route and its query string from the screen's GraphQL variables. */
const LISTS: Record<
  string,
  (schema: GraphQLSchema, value: unknown, practitionerId: number | null) => { path: string; query: Query }
> = {
  invoices: (schema, value, practitionerId) => {
    const {
      page: _page,
      size: _size,
      ...query
    } = invoiceListQuery(coerce<InvoiceListQuery>(schema, 'InvoiceListQuery', value));
    return { path: 'invoices', query: { ...query, practitionerId } };
  },
  payments: (schema, value, practitionerId) => {
    const {
      page: _page,
      size: _size,
      ...query
    } = paymentListQuery(coerce<PaymentListQuery>(schema, 'PaymentListQuery', value));
    return { path: 'payments', query: { ...query, practitionerId } };
  },
  claims: (_schema, value, practitionerId) => {
    const v = (typeof value === 'object' && value !== null ? value : {}) as {
      practitionerId?: unknown;
      invoiceId?: unknown;
    };
    return {
      path: 'claims',
      query: {
        practitionerId: practitionerId ?? idOf(v.practitionerId, 'practitionerId'),
        invoiceId: idOf(v.invoiceId, 'invoiceId'),
      },
    };
  },
  clients: (_schema, value) => {
    const v = (typeof value === 'object' && value !== null ? value : {}) as {
      search?: unknown;
      includeArchived?: unknown;
    };
    if (v.includeArchived !== undefined && v.includeArchived !== null && typeof v.includeArchived !== 'boolean') {
      throw badInput('query.includeArchived must be true or false');
    }
    return {
      path: 'clients',
      query: { search: text(v.search, 'search', 200)?.trim(), includeArchived: v.includeArchived === true },
    };
  },
  'financial-transactions': (_schema, value) => {
    const v = (typeof value === 'object' && value !== null ? value : {}) as TransactionListVariables;
    return {
      path: 'financialtransactions',
      query: {
        start: text(v.start, 'start', 20),
        end: text(v.end, 'end', 20),
        type: text(v.type, 'type', 4),
        accountCode: text(v.accountCode, 'accountCode', 20)?.trim(),
        invoiceId: idOf(v.invoiceId, 'invoiceId'),
        appointmentId: idOf(v.appointmentId, 'appointmentId'),
      },
    };
  },
};

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET /download/export/:list?format=csv|xlsx&query=<JSON>[&practitionerId=…] — a whole list (invoices, payments, claims,
 * clients, financial-transactions) as a file, streamed from the api's /api/export/… route with the caller's own
 * Authorization header, never buffered. `query` is the list query the screen sends to GraphQL (InvoiceListQuery,
 * PaymentListQuery, the ClaimList, ClientsList or FmTransactions variables), read with the same mapping as the list resolvers, so the
 * file holds what the screen lists; page and size are left out. Errors come back as JSON like /download/invoice/:id.
 */
export function exportDownload(pool: Pool, schema: GraphQLSchema) {
  return async (req: Request<{ list: string }>, res: Response): Promise<void> => {
    const build = LISTS[req.params.list];
    if (!build) {
      sendError(
        res,
        404,
        new GraphQLError('No such list to export', { extensions: { code: 'NOT_FOUND', status: 404 } }),
      );
      return;
    }
    const { format, query: queryText, practitionerId } = req.query;
    let upstreamPath: string;
    try {
      if (typeof format !== 'string' || !FORMATS.has(format)) throw badInput('format must be csv or xlsx');
      if (queryText !== undefined && (typeof queryText !== 'string' || queryText.length > 8000)) {
        throw badInput('query must be a JSON object of the list query');
      }
      let value: unknown;
      try {
        value = queryText ? JSON.parse(queryText) : {};
      } catch {
        throw badInput('query must be a JSON object of the list query');
      }
      const { path, query } = build(schema, value, idOf(practitionerId, 'practitionerId'));
      upstreamPath = `/api/export/${path}/{companyId}?${queryString({ ...query, format })}`;
    } catch (error) {
      sendError(res, 400, error instanceof GraphQLError ? error : badInput('The export request is not valid'));
      return;
    }
    const rest = new RestClient(pool, req.headers.authorization);
    let upstream;
    try {
      const companyId =
        companyIdFromToken(req.headers.authorization) ??
        (await rest.get<{ companyId: number }>('/api/user/ping')).companyId;
      upstream = await rest.raw('GET', upstreamPath.replace('{companyId}', restPath`${companyId}`));
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
    try {
      await pipeline(upstream.body, res);
    } catch {
      // The browser went away or the api broke off mid-file: the response is already cut short.
      res.destroy();
    }
  };
}
