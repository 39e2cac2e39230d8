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
    async insert(company: { name: string; type: 'H' | 'B'; region: string; email: string | null }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'insert into companies (name, type, region, email) values ($1, $2, $3, $4) returning id',
        [company.name, company.type, company.region, company.email],
      );
      return rows[0]!.id;
    },
  };
}
