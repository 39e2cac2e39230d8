import type { Queryable } from '../db/database.ts';

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
}

export function companiesRepository(db: Queryable) {
  return {
    async find(id: number): Promise<CompanyRow | undefined> {
      const { rows } = await db.query<CompanyRow>(
        `select id, name, type, region, email, phone, address,
                practice_number as "practiceNumber", vat_number as "vatNumber"
           from companies where id = $1`,
        [id],
      );
      return rows[0];
    },
  };
}
