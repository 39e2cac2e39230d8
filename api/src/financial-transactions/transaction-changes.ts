import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database, Queryable } from '../db/database.ts';
import { financialAccountsRepository } from '../financial-accounts/accounts-repository.ts';
import { badRequest, conflict, notFound } from '../shared/problem.ts';
import { latestDateFor } from '../shared/date-horizon.ts';
import {
  checkTransaction,
  describeErrors,
  type TransactionFields,
  type TransactionRules,
} from './transaction-rules.ts';
import { transactionsRepository, type TransactionRow } from './transactions-repository.ts';

/** The company's time zone (the one it chose, else its region's default). */
export async function companyTimeZone(db: Queryable, companyId: number): Promise<string> {
  return (await companyZone(db, companyId)).timeZone;
}

/** What a row is checked against: the company's accounts and the latest date allowed. */
export async function loadRules(db: Queryable, companyId: number): Promise<TransactionRules> {
  // One after the other: inside a transaction both share one connection.
  const accounts = await financialAccountsRepository(db).byCode(companyId);
  const timeZone = await companyTimeZone(db, companyId);
  return { accounts, latestProcessed: latestDateFor(timeZone) };
}

/** Locks a transaction the caller may change by hand: the company's, and not written by a payment. */
async function lockEditable(tx: Queryable, id: number, companyId: number): Promise<TransactionRow> {
  const row = await transactionsRepository(tx).lockInCompany(id, companyId);
  if (!row) throw notFound('Financial transaction');
  if (row.sourcePaymentId !== null) {
    throw conflict(
      'This entry was written by a payment. Change or delete the payment instead, so the books stay in step.',
    );
  }
  return row;
}

function validOrThrow(input: TransactionFields, rules: TransactionRules) {
  const result = checkTransaction(input, rules);
  if (result.errors) throw badRequest(describeErrors(result.errors), result.errors);
  return result.value;
}

/** Create, update and delete of single transactions, each in one transaction with its audit entry. */
export function transactionChanges(db: Database, user: AuthUser) {
  const audit = { companyId: user.companyId, userId: user.id, entity: 'financial_transaction' };
  return {
    async create(input: TransactionFields): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const value = validOrThrow(input, await loadRules(tx, user.companyId));
        const repo = transactionsRepository(tx);
        const id = await repo.create(user.companyId, value);
        const after = (await repo.findInCompany(id, user.companyId))!;
        await recordAudit(tx, { ...audit, action: 'create', entityId: id, after });
        return after;
      });
    },

    async update(id: number, input: TransactionFields): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const repo = transactionsRepository(tx);
        const before = await lockEditable(tx, id, user.companyId);
        const value = validOrThrow(input, await loadRules(tx, user.companyId));
        await repo.update(id, user.companyId, value);
        const after = (await repo.findInCompany(id, user.companyId))!;
        await recordAudit(tx, { ...audit, action: 'update', entityId: id, before, after });
        return after;
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = transactionsRepository(tx);
        const before = await lockEditable(tx, id, user.companyId);
        await repo.remove(id, user.companyId);
        await recordAudit(tx, { ...audit, action: 'delete', entityId: id, before });
      });
    },
  };
}
