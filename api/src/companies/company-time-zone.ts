import type { Queryable } from '../db/database.ts';
import { notFound } from '../shared/problem.ts';
import { timeZoneOf } from '../shared/time.ts';

export interface CompanyZone {
  region: string;
  timeZone: string;
  type: 'H' | 'B';
}

/** The company's region and time zone, which decide how local instants ('YYYY-MM-DD HH:mm') are read. */
export async function companyZone(db: Queryable, companyId: number): Promise<CompanyZone> {
  const { rows } = await db.query<{ region: string; type: 'H' | 'B'; zone: string | null }>(
    'select region, type, time_zone as zone from companies where id = $1',
    [companyId],
  );
  const row = rows[0];
  if (!row) throw notFound('Company');
  return { region: row.region, type: row.type, timeZone: timeZoneOf(row.region, row.zone) };
}
