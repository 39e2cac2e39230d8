import type { Queryable } from '../database.ts';

export type SqlType =
  'bigint' | 'integer' | 'text' | 'numeric' | 'date' | 'timestamptz' | 'boolean' | 'text[]' | 'jsonb';

export type Columns<Row> = { readonly [K in keyof Row]: SqlType };

const CHUNK_SIZE = 5_000;

/**
 * Reserves `count` consecutive ids from a table's identity sequence, so rows can reference each
 * other before any of them is inserted; bulkInsert then overrides the identity with them. The
 * table stays locked against other writers until the transaction ends, which makes the
 * nextval + setval pair safe: meant for seeding, not for request handlers.
 */
export async function allocateIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  await tx.query(`lock table ${table} in exclusive mode`);
  const { rows } = await tx.query<{ first: number }>(
    `select setval(s.seq, nextval(s.seq) + $2 - 1) - $2 + 1 as first
     from (select pg_get_serial_sequence($1, 'id') as seq) s`,
    [table, count],
  );
  const first = rows[0]!.first;
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * Inserts rows with one `insert … select … from unnest(…)` statement per chunk of a few thousand:
 * one array parameter per column, instead of one statement per row.
 */
export async function bulkInsert<Row extends object>(
  tx: Queryable,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const types = names.map((name) => columns[name]);
  // text[] travels as one comma-joined text per row (unnest would flatten a 2-D array).
  const arrays = types.map((type, i) => `$${i + 1}::${type === 'text[]' || type === 'jsonb' ? 'text' : type}[]`);
  const selects = names.map((name, i) => {
    const column = `u."${name}"`;
    if (types[i] === 'text[]') return `string_to_array(${column}, ',')`;
    if (types[i] === 'jsonb') return `${column}::jsonb`;
    return column;
  });
  const overriding = names.includes('id' as keyof Row & string) ? ' overriding system value' : '';
  const sql =
    `insert into ${table} (${names.map((n) => `"${n}"`).join(', ')})${overriding} ` +
    `select ${selects.join(', ')} from unnest(${arrays.join(', ')}) as u(${names.map((n) => `"${n}"`).join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const chunk = rows.slice(start, start + CHUNK_SIZE);
    const params = names.map((name, i) =>
      chunk.map((row) => {
        const value = row[name] as unknown;
        if (value === null || value === undefined) return null;
        if (types[i] === 'text[]') return (value as string[]).join(',');
        if (types[i] === 'jsonb') return JSON.stringify(value);
        return value;
      }),
    );
    await tx.query(sql, params);
  }
}
