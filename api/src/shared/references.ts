import type { Queryable } from '../db/database.ts';
import { notFound } from './problem.ts';

const TABLES = {
  Client: 'clients',
  Practitioner: 'users',
  Appointment: 'appointments',
  Product: 'products',
} as const;

/**
 * Checks that a row referenced by id belongs to the caller's company; another tenant's row and a
 * missing one are the same 404, so a response never tells that another company's row exists.
 */
export async function requireOwned(
  db: Queryable,
  what: keyof typeof TABLES,
  id: number,
  companyId: number,
): Promise<void> {
  const { rows } = await db.query(`select 1 from ${TABLES[what]} where id = $1 and company_id = $2`, [id, companyId]);
  if (rows.length === 0) throw notFound(what);
}
