import { Type } from '@fastify/type-provider-typebox';
import { EXPORT_FORMATS } from '../../exports/export-columns.ts';
import { StringEnum } from '../../shared/schema-helpers.ts';

/** The schema pieces every export route shares (the lists' and the reports'). */
export const Format = StringEnum(EXPORT_FORMATS, {
  description: 'csv: UTF-8 with a BOM, RFC 4180, amounts with a dot; xlsx: one sheet, typed cells, frozen header',
});

export const Download = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, streamed',
});

export const PRODUCES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
