import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** A string that is one of `values`; in OpenAPI an `enum`, and one clear validation error when it is not. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A REST amount: a JSON number with at most two decimals (the money helpers check the decimals). */
export const Amount = Type.Number({ description: 'Amount with at most two decimals, e.g. 1234.5' });

/** An id segment that may arrive empty or malformed (spec §5 sends an empty id); checked by pathId(). */
export const IdSegment = Type.String({ maxLength: 20, description: 'Row id (a positive whole number)' });

/** `{ id }` of a deleted row. */
export const DeletedBody = Type.Object({ id: Type.Integer() });

/** A problem+json response for statuses beyond withErrors' standard ones (409, 422, 502, 503). */
export const ProblemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });
