import type { Queryable } from '../database.ts';
import { allocateIds } from './bulk-insert.ts';
import type { HasId } from './model.ts';

/** Gives each object an id reserved from `table`'s identity, in list order. */
export async function assignIds(tx: Queryable, table: string, items: readonly HasId[]): Promise<void> {
  const ids = await allocateIds(tx, table, items.length);
  items.forEach((item, i) => {
    item.id = ids[i]!;
  });
}
