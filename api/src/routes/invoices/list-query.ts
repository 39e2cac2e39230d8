import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_FIELDS, type InvoicePage } from '../../invoices/invoice-list-query.ts';
import { FILTER_FIELDS } from '../../invoices/invoice-list-filters.ts';
import { fieldsParam, pickFields, readFields, sendSparse } from '../../shared/sparse-fields.ts';
import { InvoiceBody, toInvoiceBody } from './invoice-body.ts';

/** Sent in every sparse invoice row (`fields`). */
export const INVOICE_ALWAYS_SENT = ['id'] as const;

/** The query of the lazy lists (spec §3 "Invoice list query"). */
export const InvoiceListQuerystring = Type.Object({
  sortField: Type.Optional(
    Type.String({ maxLength: 40, description: `Default invoiced; one of ${SORT_FIELDS.join(', ')}` }),
  ),
  sortOrder: Type.Optional(Type.String({ maxLength: 4, description: 'asc or desc (default desc)' })),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Invoice number, client name, description or status label containing it',
    }),
  ),
  filters: Type.Optional(
    Type.String({
      maxLength: 4000,
      description:
        'JSON object {"<field>": {"value": "…", "matchMode": "startsWith|contains|equals"}}; fields: ' +
        FILTER_FIELDS.join(', '),
    }),
  ),
  start: Type.Optional(Type.String({ maxLength: 40, description: 'Invoiced at or after (ISO 8601, or YYYY-MM-DD)' })),
  end: Type.Optional(
    Type.String({ maxLength: 40, description: 'Invoiced at or before (ISO 8601, or YYYY-MM-DD for the whole day)' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Starts at 1' })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Default ${DEFAULT_PAGE_SIZE}` }),
  ),
  fields: fieldsParam(InvoiceBody, INVOICE_ALWAYS_SENT),
});

export const InvoicePageBody = Type.Object({
  data: Type.Array(InvoiceBody),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

/** A lazy list's answer: whole rows, or with `fields` only the named properties of each row. */
export function sendInvoicePage(reply: FastifyReply, page: InvoicePage, fieldsText: string | undefined) {
  const rows = page.data.map(toInvoiceBody);
  const fields = readFields(fieldsText, InvoiceBody, INVOICE_ALWAYS_SENT);
  if (!fields) return { ...page, data: rows };
  return sendSparse(reply, { ...page, data: rows.map((row) => pickFields(row, fields)) });
}
