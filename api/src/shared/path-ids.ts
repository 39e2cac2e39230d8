import { badRequest } from './problem.ts';

/**
 * Reads an id segment of a path that the client may leave empty ("nothing selected", spec §5):
 * an empty or malformed id is a 400 that says what to choose, never a 500 and never a change.
 */
export function pathId(value: string, what: string, field: string): number {
  const text = value.trim();
  if (text === '') {
    throw badRequest(`No ${what} was chosen: choose a ${what} first`, [{ field, message: 'is empty' }]);
  }
  const id = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw badRequest(`"${text}" is not a ${what} id: choose a ${what} from the list`, [
      { field, message: 'must be a positive whole number' },
    ]);
  }
  return id;
}
