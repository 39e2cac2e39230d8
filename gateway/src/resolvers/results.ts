import { GraphQLError } from 'graphql';
import type { DeletedResult } from '../__generated__/resolvers-types.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';

/** For nullable single-row queries: the api's 404 becomes null, every other error stays an error. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The api's `{ id }` of a deleted row as a DeletedResult. */
export async function deletedResult(deletion: Promise<DeletedDto>): Promise<DeletedResult> {
  return { id: String((await deletion).id) };
}
