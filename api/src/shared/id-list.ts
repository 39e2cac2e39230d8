import { badRequest } from './problem.ts';

/** The most ids a batch read takes (the gateway's DataLoaders batch up to this many). */
export const MAX_BATCH_IDS = 500;

/** Reads `1,2,3` (a batch route's `invoiceIds`): distinct positive ids, at most MAX_BATCH_IDS. */
export function readIdList(text: string, field: string): number[] {
  const ids = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/^\d{1,15}$/.test(p) ? Number(p) : Number.NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    throw badRequest(`${field} must be a comma-separated list of ids, e.g. 1,2,3`, [
      { field, message: 'is not a list of ids' },
    ]);
  }
  if (ids.length > MAX_BATCH_IDS) {
    throw badRequest(`${field} may list at most ${MAX_BATCH_IDS} ids`, [{ field, message: 'lists too many ids' }]);
  }
  return [...new Set(ids)];
}
