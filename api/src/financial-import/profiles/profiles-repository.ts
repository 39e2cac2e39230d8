import type { Queryable } from '../../db/database.ts';
import type { CsvLayout } from '../csv/layout.ts';

export interface BankProfileRow {
  id: number;
  name: string;
  fingerprint: string;
  layout: CsvLayout;
  createdAt: string;
  lastUsedAt: string | null;
}

const COLUMNS = `id, name, fingerprint, layout,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastUsedAt"`;

/** A company's bank profiles; every statement is filtered by the company. */
export function bankProfilesRepository(db: Queryable) {
  return {
    async list(companyId: number): Promise<BankProfileRow[]> {
      const { rows } = await db.query<BankProfileRow>(
        `select ${COLUMNS} from bank_profiles where company_id = $1 order by lower(name), id`,
        [companyId],
      );
      return rows;
    },

    /** The profile that reads files with this fingerprint, marked as used now. */
    async useByFingerprint(companyId: number, fingerprint: string): Promise<BankProfileRow | undefined> {
      const { rows } = await db.query<BankProfileRow>(
        `update bank_profiles set last_used_at = now() where company_id = $1 and fingerprint = $2 returning ${COLUMNS}`,
        [companyId, fingerprint],
      );
      return rows[0];
    },

    /** Saves the layout for the fingerprint: a new profile, or the one that had it (renamed). */
    async save(
      companyId: number,
      input: { name: string; fingerprint: string; layout: CsvLayout },
    ): Promise<BankProfileRow> {
      const { rows } = await db.query<BankProfileRow>(
        `insert into bank_profiles (company_id, name, fingerprint, layout) values ($1, $2, $3, $4)
         on conflict (company_id, fingerprint) do update set name = excluded.name, layout = excluded.layout
         returning ${COLUMNS}`,
        [companyId, input.name, input.fingerprint, JSON.stringify(input.layout)],
      );
      return rows[0]!;
    },

    async rename(companyId: number, id: number, name: string): Promise<BankProfileRow | undefined> {
      const { rows } = await db.query<BankProfileRow>(
        `update bank_profiles set name = $3 where company_id = $1 and id = $2 returning ${COLUMNS}`,
        [companyId, id, name],
      );
      return rows[0];
    },

    async remove(companyId: number, id: number): Promise<boolean> {
      const { rowCount } = await db.query('delete from bank_profiles where company_id = $1 and id = $2', [
        companyId,
        id,
      ]);
      return (rowCount ?? 0) > 0;
    },
  };
}
