import { Type, type TObject } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { badRequest } from './problem.ts';

/**
 * Sparse rows (our extension): `fields=id,amount` sends each row with only the named properties.
 * The gateway asks for what a GraphQL query selects, so a page it shows is parsed from a fraction
 * of the JSON; a REST client may use it too. Without `fields`, rows are whole.
 */
export function fieldsParam(row: TObject, always: readonly string[]) {
  return Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        `Comma-separated properties of each row to send (always also ${always.join(', ')}); default all: ` +
        Object.keys(row.properties).join(', '),
    }),
  );
}

/** The properties `fields` names, with those always sent; undefined for whole rows. Unknown names are a 400. */
export function readFields(text: string | undefined, row: TObject, always: readonly string[]): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const known = Object.keys(row.properties);
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      `fields: ${unknown.map((name) => JSON.stringify(name)).join(', ')} ${unknown.length === 1 ? 'is not a property' : 'are not properties'} of the rows; use any of ${known.join(', ')}`,
      [{ field: 'fields', message: 'names a property the rows do not have' }],
    );
  }
  return [...new Set([...always, ...names])];
}

export function pickFields<T extends object>(row: T, fields: readonly string[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const field of fields) picked[field as keyof T] = row[field as keyof T];
  return picked;
}

/**
 * Answers rows cut to `fields` with plain JSON.stringify: the route's response schema describes whole
 * rows, and its compiled serializer would refuse a row without its required properties.
 */
export function sendSparse(reply: FastifyReply, payload: unknown): FastifyReply {
  return reply.serializer(JSON.stringify).send(payload);
}
