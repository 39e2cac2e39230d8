import type { Queryable } from '../db/database.ts';

/** Rows read per query: a few MB of rows at most in memory, and 40 queries for 200,000 invoices. */
export const EXPORT_PAGE_SIZE = 5000;

export interface KeysetWalk {
  /** The list's table with its alias and any join its sort needs, e.g. `invoices i left join (…) sort_user …`. */
  from: string;
  /** The row's id, e.g. `i.id`. */
  id: string;
  /** The list's conditions and their parameters ($1 …), as the list route builds them. */
  where: string;
  params: readonly unknown[];
  /** The sort expression and direction of the list; ties are broken by the id in the same direction. */
  sort: { sql: string; direction: 'asc' | 'desc'; nullable: boolean };
  /** The selected columns and their FROM (aliased like `from`), joined to each page's ids. */
  columns: string;
  columnsFrom: string;
}

interface Last {
  key: string | null;
  id: number;
}

/**
 * The condition "after the last row read" in the list's order. PostgreSQL puts NULLs last going up and first
 * going down; a row comparison cannot say that, so a sort that can be NULL spells it out.
 */
function after(walk: KeysetWalk, last: Last, param: (value: unknown) => string): string {
  const { sql, direction, nullable } = walk.sort;
  const op = direction === 'asc' ? '>' : '<';
  const id = param(last.id);
  if (last.key === null) {
    // NULL keys: last going up (only more NULLs follow), first going down (then every non-NULL key).
    return direction === 'asc'
      ? `(${sql} is null and ${walk.id} > ${id})`
      : `((${sql} is null and ${walk.id} < ${id}) or ${sql} is not null)`;
  }
  const key = param(last.key);
  if (!nullable) return `(${sql}, ${walk.id}) ${op} (${key}, ${id})`;
  const tail = direction === 'asc' ? ` or ${sql} is null` : '';
  return `(${sql} ${op} ${key} or (${sql} = ${key} and ${walk.id} ${op} ${id})${tail})`;
}

/**
 * Every row of a list in the list's order, read in keyset pages of `pageSize` over (sort key, id): each page is
 * one short query that starts after the previous page's last row, so no connection or transaction is held while
 * the client downloads (PGlite has one connection), and the 40th page costs what the first did (no OFFSET).
 * Rows changed during a long export may appear as they were or as they are (each page is its own snapshot).
 * The sort key travels as text: a timestamp keeps its microseconds, and PostgreSQL casts it back.
 */
export async function* keysetRows<Row extends { id: number }>(
  db: Queryable,
  walk: KeysetWalk,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row> {
  let last: Last | undefined;
  for (;;) {
    const params = [...walk.params];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = last ? `${walk.where} and ${after(walk, last, param)}` : walk.where;
    const { sql, direction } = walk.sort;
    const limit = param(pageSize);
    const { rows } = await db.query<Row & { exportSortKey: string | null }>(
      `with page as (
         select ${walk.id} as id, ${sql} as sort_value, (${sql})::text as sort_key from ${walk.from}
          where ${where} order by ${sql} ${direction}, ${walk.id} ${direction} limit ${limit}
       )
       select ${walk.columns}, page.sort_key as "exportSortKey" ${walk.columnsFrom} join page on page.id = ${walk.id}
        order by page.sort_value ${direction}, page.id ${direction}`,
      params,
    );
    for (const row of rows) yield row;
    const end = rows.at(-1);
    if (!end || rows.length < pageSize) return;
    last = { key: end.exportSortKey, id: end.id };
  }
}
