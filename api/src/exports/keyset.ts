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
  /**
   * The sort expression and direction of the list (or several expressions, none NULL, e.g. last then first name);
   * ties are broken by the id in the same direction.
   */
  sort: { sql: string | readonly string[]; direction: 'asc' | 'desc'; nullable: boolean };
  /** The selected columns and their FROM (aliased like `from`), joined to each page's ids. */
  columns: string;
  columnsFrom: string;
}

interface Last {
  keys: (string | null)[];
  id: number;
}

/**
 * The condition "after the last row read" in the list's order. PostgreSQL puts NULLs last going up and first
 * going down; a row comparison cannot say that, so a sort that can be NULL spells it out.
 */
function after(walk: KeysetWalk, last: Last, param: (value: unknown) => string): string {
  const { direction, nullable } = walk.sort;
  const op = direction === 'asc' ? '>' : '<';
  const id = param(last.id);
  const { sql } = walk.sort;
  if (typeof sql !== 'string') {
    const keys = last.keys.map((key) => param(key));
    return `(${[...sql, walk.id].join(', ')}) ${op} (${[...keys, id].join(', ')})`;
  }
  const lastKey = last.keys[0] ?? null;
  if (lastKey === null) {
    // NULL keys: last going up (only more NULLs follow), first going down (then every non-NULL key).
    return direction === 'asc'
      ? `(${sql} is null and ${walk.id} > ${id})`
      : `((${sql} is null and ${walk.id} < ${id}) or ${sql} is not null)`;
  }
  const key = param(lastKey);
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
    const { direction } = walk.sort;
    const exprs: readonly string[] = typeof walk.sort.sql === 'string' ? [walk.sort.sql] : walk.sort.sql;
    const keyed = exprs.map((e, i) => `${e} as sort_value${i}, (${e})::text as sort_key${i}`).join(', ');
    const inner = exprs.map((e) => `${e} ${direction}`).join(', ');
    const outer = exprs.map((_e, i) => `page.sort_value${i} ${direction}`).join(', ');
    const keys = exprs.map((_e, i) => `page.sort_key${i} as "exportSortKey${i}"`).join(', ');
    const limit = param(pageSize);
    const { rows } = await db.query<Row & Record<string, unknown>>(
      `with page as (
         select ${walk.id} as export_id, ${keyed} from ${walk.from}
          where ${where} order by ${inner}, ${walk.id} ${direction} limit ${limit}
       )
       select ${walk.columns}, ${keys} ${walk.columnsFrom} join page on page.export_id = ${walk.id}
        order by ${outer}, page.export_id ${direction}`,
      params,
    );
    for (const row of rows) yield row;
    const end = rows.at(-1);
    if (!end || rows.length < pageSize) return;
    last = { keys: exprs.map((_e, i) => (end[`exportSortKey${i}`] as string | null) ?? null), id: end.id };
  }
}
