import { ruleMatcher } from '../account-rules/rule-matcher.ts';
import { accountRulesRepository, type AccountRuleRow } from '../account-rules/rules-repository.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { financialAccountsRepository } from '../financial-accounts/accounts-repository.ts';
import { badRequest, conflict, type FieldError } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
import { recodeRepository, type RecodeMove, type RecodeRecord } from './recode-repository.ts';
import { describeErrors } from './transaction-rules.ts';
import { transactionsRepository, type TransactionRow } from './transactions-repository.ts';

/**
 * Spec §3 "Recode request": startDate, endDate, financialAccountCode, description. With `byRules`
 * the company's account rules choose each transaction's account instead (no code, no text).
 */
export interface RecodeRequest {
  startDate: string;
  endDate: string;
  financialAccountCode?: string | undefined;
  description?: string | undefined;
  byRules?: boolean | undefined;
}

type CheckedRecode =
  | { byRules: false; start: string; end: string; text: string; code: string }
  | { byRules: true; start: string; end: string };

/** The preview lists at most this many of the transactions a recode would change. */
export const RECODE_PREVIEW_ROWS = 100;

export interface RecodePreviewRow {
  /** The transaction as it is now (its current account). */
  transaction: TransactionRow;
  newFinancialAccountCode: string;
  newFinancialAccountName: string;
  /** By rules: the rule that chose the new account. */
  ruleId: number | null;
}

export interface RecodePreview {
  /** How many transactions the recode would change now. */
  changed: number;
  /** The first of them (by date, then id), at most RECODE_PREVIEW_ROWS. */
  rows: RecodePreviewRow[];
}

export interface RecodeOutcome {
  changed: number;
  /** The recode as it can be undone; null when nothing changed (nothing to undo). */
  recode: RecodeRecord | null;
}

/** Accepts YYYY-MM-DD, or the spec's 'YYYY-MM-DD HH:mm[:ss]' (the recode window defaults to an hour). */
function dateOf(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(value.trim());
  return match?.[1] && isCalendarDate(match[1]) ? match[1] : undefined;
}

function checkRequest(request: RecodeRequest): CheckedRecode {
  const errors: FieldError[] = [];
  const start = dateOf(request.startDate);
  const end = dateOf(request.endDate);
  const text = (request.description ?? '').trim();
  const code = (request.financialAccountCode ?? '').trim();
  if (!start) errors.push({ field: 'startDate', message: 'is not a date: use YYYY-MM-DD' });
  if (!end) errors.push({ field: 'endDate', message: 'is not a date: use YYYY-MM-DD' });
  if (start && end && start > end) errors.push({ field: 'endDate', message: 'must not be before the start date' });
  if (request.byRules) {
    if (text) errors.push({ field: 'description', message: 'must be left out: the account rules decide' });
    if (code) errors.push({ field: 'financialAccountCode', message: 'must be left out: the account rules decide' });
  } else {
    if (!text) {
      errors.push({ field: 'description', message: 'must not be empty: give part of the description to search for' });
    }
    if (!code) errors.push({ field: 'financialAccountCode', message: 'choose an account' });
  }
  if (errors.length > 0 || !start || !end) throw badRequest(describeErrors(errors), errors);
  return request.byRules ? { byRules: true, start, end } : { byRules: false, start, end, text, code };
}

interface Plan {
  moves: RecodeMove[];
  /** The new account of each move, by account id: code and name for the preview. */
  accounts: Map<number, { code: string; name: string }>;
  /** What the recode's history records as its request. */
  request: Record<string, string>;
}

/**
 * What the recode would change now: the same reading for the preview and for the run (which locks
 * the rows it reads), so the preview's count is the count changed when nothing happens in between.
 */
async function plan(tx: Queryable, companyId: number, recode: CheckedRecode, forUpdate: boolean): Promise<Plan> {
  const repo = recodeRepository(tx);
  const period = { start: recode.start, end: recode.end };
  if (!recode.byRules) {
    const account = await financialAccountsRepository(tx).findByCode(companyId, recode.code);
    if (!account) {
      const error = {
        field: 'financialAccountCode',
        message: `"${recode.code}" is not an account of the company’s chart of accounts`,
      };
      throw badRequest(describeErrors([error]), [error]);
    }
    return {
      moves: await repo.byText(companyId, period, recode.text, account.id, forUpdate),
      accounts: new Map([[account.id, account]]),
      request: {
        startDate: recode.start,
        endDate: recode.end,
        financialAccountCode: account.code,
        description: recode.text,
      },
    };
  }
  const rules = await accountRulesRepository(tx).list(companyId);
  if (rules.length === 0) {
    throw conflict('The company has no account rules: add them under Account rules first');
  }
  const match = ruleMatcher<AccountRuleRow>(rules);
  const moves: RecodeMove[] = [];
  for (const row of await repo.periodTransactions(companyId, period, forUpdate)) {
    const rule = match(row.description, row.creditCents - row.debitCents);
    if (rule && rule.financialAccountId !== row.accountId) {
      moves.push({
        id: row.id,
        processed: row.processed,
        fromAccountId: row.accountId,
        toAccountId: rule.financialAccountId,
        ruleId: rule.id,
      });
    }
  }
  const accounts = new Map(
    rules.map((r) => [r.financialAccountId, { code: r.financialAccountCode, name: r.financialAccountName }]),
  );
  return { moves, accounts, request: { startDate: recode.start, endDate: recode.end } };
}

/** The transactions a recode would change and how many, nothing changed. */
export async function previewRecode(db: Database, user: AuthUser, request: RecodeRequest): Promise<RecodePreview> {
  const recode = checkRequest(request);
  // One snapshot for the plan and the rows it lists.
  return db.transaction(async (tx) => {
    const { moves, accounts } = await plan(tx, user.companyId, recode, false);
    const first = [...moves]
      .sort((a, b) => (a.processed < b.processed ? -1 : a.processed > b.processed ? 1 : a.id - b.id))
      .slice(0, RECODE_PREVIEW_ROWS);
    const byId = new Map(first.map((m) => [m.id, m]));
    const rows = await transactionsRepository(tx).listByIds(
      user.companyId,
      first.map((m) => m.id),
    );
    return {
      changed: moves.length,
      rows: rows.map((transaction) => {
        const move = byId.get(transaction.id)!;
        const account = accounts.get(move.toAccountId)!;
        return {
          transaction,
          newFinancialAccountCode: account.code,
          newFinancialAccountName: account.name,
          ruleId: move.ruleId,
        };
      }),
    };
  });
}

/**
 * Gives the transactions of the company processed between the dates (inclusive) their new account:
 * by text, every one whose description contains the text (case-insensitive) the chosen account; by
 * rules, every one a rule matches the rule's account. All in one transaction, with the moves kept for
 * the undo and one audit entry listing each transaction's previous account.
 */
export async function recodeTransactions(db: Database, user: AuthUser, request: RecodeRequest): Promise<RecodeOutcome> {
  const recode = checkRequest(request);
  return db.transaction(async (tx) => {
    const repo = recodeRepository(tx);
    await repo.lockCompanyRecodes(user.companyId);
    const { moves, accounts, request: recorded } = await plan(tx, user.companyId, recode, true);
    if (moves.length === 0) return { changed: 0, recode: null };
    const recodeId = await repo.apply(user.companyId, user.id, recode.byRules, recorded, moves);
    const codes = new Map(
      (await financialAccountsRepository(tx).list(user.companyId)).map((a) => [a.id, a.code] as const),
    );
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'recode',
      entity: 'financial_transaction',
      entityId: null,
      before: { transactions: moves.map((m) => ({ id: m.id, financialAccountCode: codes.get(m.fromAccountId) })) },
      after: {
        ...recorded,
        byRules: recode.byRules,
        recodeId,
        changed: moves.length,
        ...(recode.byRules
          ? {
              transactions: moves.map((m) => ({
                id: m.id,
                financialAccountCode: accounts.get(m.toAccountId)?.code,
                ruleId: m.ruleId,
              })),
            }
          : {}),
      },
    });
    return { changed: moves.length, recode: (await repo.find(user.companyId, recodeId))! };
  });
}
