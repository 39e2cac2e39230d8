import type { Queryable } from '../db/database.ts';
import type { AccountType } from './default-chart.ts';

export interface FinancialAccountRow {
  id: number;
  code: string;
  name: string;
  type: AccountType;
  /** A is active, I inactive. */
  status: 'A' | 'I';
}

export interface FinancialAccountInput {
  code: string;
  name: string;
  type: AccountType;
  status: 'A' | 'I';
}

const COLUMNS = 'id, code, name, type, status';

/** The chart of accounts; every query is filtered by the caller's company. */
export function financialAccountsRepository(db: Queryable) {
  return {
    async list(companyId: number): Promise<FinancialAccountRow[]> {
      const { rows } = await db.query<FinancialAccountRow>(
        `select ${COLUMNS} from financial_accounts where company_id = $1 order by code, id`,
        [companyId],
      );
      return rows;
    },

    /** The company's accounts keyed by code, for validating many rows with one query. */
    async byCode(companyId: number): Promise<Map<string, FinancialAccountRow>> {
      return new Map((await this.list(companyId)).map((a) => [a.code, a]));
    },

    async findInCompany(id: number, companyId: number): Promise<FinancialAccountRow | undefined> {
      const { rows } = await db.query<FinancialAccountRow>(
        `select ${COLUMNS} from financial_accounts where id = $1 and company_id = $2`,
        [id, companyId],
      );
      return rows[0];
    },

    async findByCode(companyId: number, code: string): Promise<FinancialAccountRow | undefined> {
      const { rows } = await db.query<FinancialAccountRow>(
        `select ${COLUMNS} from financial_accounts where company_id = $1 and code = $2`,
        [companyId, code],
      );
      return rows[0];
    },

    async create(companyId: number, input: FinancialAccountInput): Promise<FinancialAccountRow> {
      const { rows } = await db.query<FinancialAccountRow>(
        `insert into financial_accounts (company_id, code, name, type, status)
         values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
        [companyId, input.code, input.name, input.type, input.status],
      );
      return rows[0]!;
    },

    /** Locks the row for the rest of the transaction; undefined when it is not the company's. */
    async lockInCompany(id: number, companyId: number): Promise<FinancialAccountRow | undefined> {
      const { rows } = await db.query<FinancialAccountRow>(
        `select ${COLUMNS} from financial_accounts where id = $1 and company_id = $2 for update`,
        [id, companyId],
      );
      return rows[0];
    },

    async update(id: number, companyId: number, input: FinancialAccountInput): Promise<FinancialAccountRow> {
      const { rows } = await db.query<FinancialAccountRow>(
        `update financial_accounts set code = $3, name = $4, type = $5, status = $6
          where id = $1 and company_id = $2 returning ${COLUMNS}`,
        [id, companyId, input.code, input.name, input.type, input.status],
      );
      return rows[0]!;
    },

    async hasTransactions(id: number): Promise<boolean> {
      const { rows } = await db.query<{ used: boolean }>(
        'select exists (select 1 from financial_transactions where financial_account_id = $1) as used',
        [id],
      );
      return rows[0]?.used ?? false;
    },

    async remove(id: number, companyId: number): Promise<void> {
      await db.query('delete from financial_accounts where id = $1 and company_id = $2', [id, companyId]);
    },
  };
}
