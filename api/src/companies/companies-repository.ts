import type { Queryable } from '../db/database.ts';
import { timeZoneOf } from '../shared/time.ts';

export interface CompanyRow {
  id: number;
  name: string;
  type: 'H' | 'B';
  region: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  practiceNumber: string | null;
  vatNumber: string | null;
  /** The zone its instants are shown and read in: the one it chose, else its region's default. */
  timeZone: string;
  /** True when the company chose its time zone; false when it follows its region's default. */
  timeZoneChosen: boolean;
}

export function companiesRepository(db: Queryable) {
  return {
    async find(id: number): Promise<CompanyRow | undefined> {
      const { rows } = await db.query<Omit<CompanyRow, 'timeZone' | 'timeZoneChosen'> & { chosenZone: string | null }>(
        `select id, name, type, region, email, phone, address,
                practice_number as "practiceNumber", vat_number as "vatNumber", time_zone as "chosenZone"
           from companies where id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { chosenZone, ...company } = row;
      return { ...company, timeZone: timeZoneOf(company.region, chosenZone), timeZoneChosen: chosenZone !== null };
    },
    /** Chooses the company's time zone (null: back to its region's default). */
    async setTimeZone(id: number, zone: string | null): Promise<void> {
      await db.query('update companies set time_zone = $2 where id = $1', [id, zone]);
    },
    async insert(company: { name: string; type: 'H' | 'B'; region: string; email: string | null }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'insert into companies (name, type, region, email) values ($1, $2, $3, $4) returning id',
        [company.name, company.type, company.region, company.email],
      );
      return rows[0]!.id;
    },
  };
}
