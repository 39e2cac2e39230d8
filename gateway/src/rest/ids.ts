import { GraphQLError } from 'graphql';

/** A GraphQL ID argument as the REST api's numeric id; anything else is BAD_USER_INPUT, no upstream call. */
export function restId(value: string | number, name: string): number {
  const text = String(value).trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new GraphQLError(`${name} "${text}" is not an id`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return id;
}

/** An optional ID argument: null/undefined stay null. */
export const optionalRestId = (value: string | number | null | undefined, name: string): number | null =>
  value === null || value === undefined ? null : restId(value, name);
