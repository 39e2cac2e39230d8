import type { Queryable } from '../db/database.ts';
import type { AccountType } from '../financial-accounts/default-chart.ts';
import type { Cents } from '../shared/money.ts';
import type { ValidTransaction } from './transaction-rules.ts';

export interface TransactionRow {
  id: number;
  processed: string;
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountType;
  status: string;
  description: string;
  debitCents: Cents;
  creditCents: Cents;
  invoiceId: number | null;
  appointmentId: number | null;
  /** The payment that wrote this ledger line, or whose reversal it belongs to (the payment may be deleted). */
  sourcePaymentId: number | null;
}

export interface TransactionFilter {
  companyId: number;
  start: string;
  end: string;
  type?: AccountType | undefined;
  accountCode?: string | undefined;
  invoiceId?: number | undefined;
  appointmentId?: number | undefined;
}

export const TRANSACTION_COLUMNS = `t.id, t.processed, a.code as "financialAccountCode", a.name as "financialAccountName",
    a.type as "financialAccountType", t.status, t.description, t.debit_cents as "debitCents",
    t.credit_cents as "creditCents", t.invoice_id as "invoiceId", t.appointment_id as "appointmentId",
    coalesce(t.payment_id, t.reversed_payment_id) as "sourcePaymentId"`;
export const TRANSACTION_FROM = `from financial_transactions_stored t join financial_accounts a on a.id = t.financial_account_id`;
const SELECT = `select ${TRANSACTION_COLUMNS} ${TRANSACTION_FROM}`;

/** The list's conditions ($1 … $7, see transactionListParams); the export walks the same ones. */
export const TRANSACTION_LIST_WHERE = `t.company_id = $1 and t.processed between $2::date and $3::date
            and ($4::text is null or a.type = $4)
            and ($5::text is null or a.code = $5)
            and ($6::bigint is null or t.invoice_id = $6)
            and ($7::bigint is null or t.appointment_id = $7)`;

export function transactionListParams(filter: TransactionFilter): unknown[] {
  return [
    filter.companyId,
    filter.start,
    filter.end,
    filter.type ?? null,
    filter.accountCode ?? null,
    filter.invoiceId ?? null,
    filter.appointmentId ?? null,
  ];
}

/** Financial transactions; every query is filtered by the caller's company. */
export function transactionsRepository(db: Queryable) {
  return {
    /** Processed between start and end (inclusive), newest first; optional filters narrow it. */
    async list(filter: TransactionFilter): Promise<TransactionRow[]> {
      const { rows } = await db.query<TransactionRow>(
        `${SELECT} where ${TRANSACTION_LIST_WHERE} order by t.processed desc, t.id desc`,
        transactionListParams(filter),
      );
      return rows;
    },

    async findInCompany(id: number, companyId: number): Promise<TransactionRow | undefined> {
      const { rows } = await db.query<TransactionRow>(`${SELECT} where t.id = $1 and t.company_id = $2`, [
        id,
        companyId,
      ]);
      return rows[0];
    },

    /** These transactions of the company, oldest first (by date, then id); ids of other companies are left out. */
    async listByIds(companyId: number, ids: readonly number[]): Promise<TransactionRow[]> {
      const { rows } = await db.query<TransactionRow>(
        `${SELECT} where t.company_id = $1 and t.id = any($2::bigint[]) order by t.processed, t.id`,
        [companyId, ids],
      );
      return rows;
    },

    /** Locks the row for the rest of the transaction; undefined when it is not the company's. */
    async lockInCompany(id: number, companyId: number): Promise<TransactionRow | undefined> {
      const { rows } = await db.query<TransactionRow>(
        `${SELECT} where t.id = $1 and t.company_id = $2 for update of t`,
        [id, companyId],
      );
      return rows[0];
    },

    async create(companyId: number, value: ValidTransaction): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into financial_transactions
           (company_id, processed, financial_account_id, description, debit_cents, credit_cents)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [companyId, value.processed, value.accountId, value.description, value.debitCents, value.creditCents],
      );
      return rows[0]!.id;
    },

    async update(id: number, companyId: number, value: ValidTransaction): Promise<void> {
      await db.query(
        `update financial_transactions
            set processed = $3, financial_account_id = $4, description = $5, debit_cents = $6, credit_cents = $7
          where id = $1 and company_id = $2`,
        [id, companyId, value.processed, value.accountId, value.description, value.debitCents, value.creditCents],
      );
    },

    async remove(id: number, companyId: number): Promise<void> {
      await db.query('delete from financial_transactions where id = $1 and company_id = $2', [id, companyId]);
    },

    /** Whether the invoice / appointment used as a filter is the company's (else the caller gets 404). */
    async ownsInvoice(invoiceId: number, companyId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from invoices where id = $1 and company_id = $2', [
        invoiceId,
        companyId,
      ]);
      return rows.length > 0;
    },

    async ownsAppointment(appointmentId: number, companyId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from appointments where id = $1 and company_id = $2', [
        appointmentId,
        companyId,
      ]);
      return rows.length > 0;
    },
  };
}
