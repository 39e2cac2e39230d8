import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { AMOUNT_TEXT_PATTERN } from './money.ts';

/** A string that is one of `values`; in OpenAPI an `enum`, and one clear validation error when it is not. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An amount in a request: a JSON number (12, -12.5) or a decimal string ("12.50"); toCents() checks a
 * number's decimals. Both types in one `type`, string first, so that the validator never converts one into
 * the other: with a number type first (or in an anyOf), coercion made "1e1" 10, "0x10" 16 and " 12" 12,
 * and true 1. A string must match the pattern; a JSON number written with an exponent (1e1) is refused
 * before, by the JSON body parser (plugins/json-body.ts).
 */
export const AmountOf = (what?: string) =>
  Type.Unsafe<number | string>({
    type: ['string', 'number'],
    pattern: AMOUNT_TEXT_PATTERN,
    maxLength: 20,
    description: `${what ? `${what}. ` : ''}An amount with at most two decimals: a JSON number (12, -12.5) or a decimal string ("12.50"); no exponent (1e1), spaces, + sign, hex or Infinity`,
  });
export const Amount = AmountOf();

/**
 * A decimal that is not an amount (a quantity, a percentage), as a JSON number or a string; the service
 * checks its digits. Not coerced either: "1e1" stays the text it is, and is refused there.
 */
export const DecimalInput = (description?: string) =>
  Type.Unsafe<number | string>({
    type: ['string', 'number'],
    maxLength: 30,
    ...(description ? { description } : {}),
  });

/** An id segment that may arrive empty or malformed (spec §5 sends an empty id); checked by pathId(). */
export const IdSegment = Type.String({ maxLength: 20, description: 'Row id (a positive whole number)' });

/** `{ id }` of a deleted row. */
export const DeletedBody = Type.Object({ id: Type.Integer() });

/** A problem+json response for statuses beyond withErrors' standard ones (409, 422, 502, 503). */
export const ProblemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });
