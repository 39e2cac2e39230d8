import { accountRulesRepository } from '../account-rules/rules-repository.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../shared/problem.ts';
import { usersRepository } from '../users/users-repository.ts';
import {
  financialAccountsRepository,
  type FinancialAccountInput,
  type FinancialAccountRow,
} from './accounts-repository.ts';
import { insertDefaultChart } from './default-chart.ts';

const PG_UNIQUE_VIOLATION = '23505';

function duplicateCode(error: unknown, code: string): unknown {
  return (error as { code?: string }).code === PG_UNIQUE_VIOLATION
    ? conflict(`The chart of accounts already has an account with code ${code}`)
    : error;
}

/** Changes to the chart of accounts, each in one transaction with its audit entry. */
export function accountChanges(db: Database, user: AuthUser) {
  const audit = { companyId: user.companyId, userId: user.id, entity: 'financial_account' };
  return {
    async create(input: FinancialAccountInput): Promise<FinancialAccountRow> {
      try {
        return await db.transaction(async (tx) => {
          const account = await financialAccountsRepository(tx).create(user.companyId, input);
          await recordAudit(tx, { ...audit, action: 'create', entityId: account.id, after: account });
          return account;
        });
      } catch (error) {
        throw duplicateCode(error, input.code);
      }
    },

    async update(id: number, input: FinancialAccountInput): Promise<FinancialAccountRow> {
      try {
        return await db.transaction(async (tx) => {
          const accounts = financialAccountsRepository(tx);
          const before = await accounts.lockInCompany(id, user.companyId);
          if (!before) throw notFound('Financial account');
          const after = await accounts.update(id, user.companyId, input);
          await recordAudit(tx, { ...audit, action: 'update', entityId: id, before, after });
          return after;
        });
      } catch (error) {
        throw duplicateCode(error, input.code);
      }
    },

    /** An account that transactions or account rules use stays: 409 (recode them, or change the rules, first). */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const accounts = financialAccountsRepository(tx);
        const before = await accounts.lockInCompany(id, user.companyId);
        if (!before) throw notFound('Financial account');
        if (await accounts.hasTransactions(id)) {
          throw conflict(
            `Account ${before.code} (${before.name}) has transactions and cannot be deleted; recode them to another account first`,
          );
        }
        const rules = await accountRulesRepository(tx).countUsing(id);
        if (rules > 0) {
          throw conflict(
            `Account ${before.code} (${before.name}) is the account of ${rules} account rule${rules === 1 ? '' : 's'} and cannot be deleted; change or delete ${rules === 1 ? 'it' : 'them'} first`,
          );
        }
        await accounts.remove(id, user.companyId);
        await recordAudit(tx, { ...audit, action: 'delete', entityId: id, before });
      });
    },

    /** The standard chart for the company of `userId` (a user of the caller's company, else 404). */
    async createDefaults(userId: number): Promise<{ created: number; accounts: FinancialAccountRow[] }> {
      return db.transaction(async (tx) => {
        const owner = await usersRepository(tx).findInCompany(userId, user.companyId);
        if (!owner) throw notFound('User');
        // Serializes two concurrent runs for the same company (the unique code also guards it).
        await tx.query('select id from companies where id = $1 for update', [user.companyId]);
        const created = await insertDefaultChart(tx, user.companyId);
        const accounts = await financialAccountsRepository(tx).list(user.companyId);
        if (created > 0) {
          await recordAudit(tx, { ...audit, action: 'create', entityId: null, after: { defaultChart: created } });
        }
        return { created, accounts };
      });
    },
  };
}
