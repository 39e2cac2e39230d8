import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';

interface Kept {
  version: number;
  value: unknown;
}

/**
 * Answers of narrowed invoice lists (a count, a page's ids), each kept under its statement and
 * parameters with the version of the company's lists it was computed at (migration 011), and used
 * again while that version is still the current one. A search matching 40,000 invoices costs ~70 ms
 * of PostgreSQL to count and sort; the same list again (the reload after every invoice action, a
 * colleague's screen) costs one version read and its page's rows, and the paginator's next page
 * reuses the count.
 *
 * The version is read before the answer is computed: a change committed in between leaves the
 * answer filed under an older version than it reflects, so it is recomputed next time, never
 * served stale.
 */
export class InvoiceListCache {
  readonly #answers: LRUCache<string, Kept>;

  constructor(maxAnswers = 2000) {
    this.#answers = new LRUCache({ max: maxAnswers });
  }

  /** The company's list version now; undefined when it has none yet (nothing is kept for it then). */
  async version(db: Queryable, companyId: number): Promise<number | undefined> {
    const { rows } = await db.query<{ version: number }>(
      'select version from invoice_list_versions where company_id = $1',
      [companyId],
    );
    return rows[0]?.version;
  }

  /** The answer kept for this statement at `version`, else `compute()`'s, kept for next time. */
  async remember<T>(
    version: number | undefined,
    statement: string,
    params: readonly unknown[],
    compute: () => Promise<T>,
  ): Promise<T> {
    if (version === undefined) return compute();
    const key = `${statement}\u0000${JSON.stringify(params)}`;
    const kept = this.#answers.get(key);
    if (kept?.version === version) return kept.value as T;
    const value = await compute();
    this.#answers.set(key, { version, value });
    return value;
  }
}
