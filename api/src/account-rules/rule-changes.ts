import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { financialAccountsRepository } from '../financial-accounts/accounts-repository.ts';
import { describeErrors } from '../financial-transactions/transaction-rules.ts';
import { badRequest, conflict, notFound, type FieldError } from '../shared/problem.ts';
import type { MatchKind, RuleDirection } from './rule-matcher.ts';
import { accountRulesRepository, type AccountRuleRow, type AccountRuleValues } from './rules-repository.ts';

/** More would slow every review: each row without its own code is tried against the rules in order. */
export const MAX_RULES_PER_COMPANY = 500;
export const MAX_RULE_TEXT = 200;

export interface AccountRuleInput {
  matchKind: MatchKind;
  text: string;
  direction: RuleDirection;
  financialAccountCode: string;
  /** 1 is tried first; beyond the last puts it last; left out: last (create) or where it is (update). */
  position?: number | undefined;
}

/** The rule's values with its account looked up in the company's chart; 400 naming each field that is wrong. */
async function checkedValues(tx: Queryable, companyId: number, input: AccountRuleInput): Promise<AccountRuleValues> {
  const errors: FieldError[] = [];
  const text = input.text.trim();
  const code = input.financialAccountCode.trim();
  if (!text) errors.push({ field: 'text', message: 'must not be blank: give the text the description contains' });
  if (!code) errors.push({ field: 'financialAccountCode', message: 'choose an account' });
  const account = code ? await financialAccountsRepository(tx).findByCode(companyId, code) : undefined;
  if (code && !account) {
    errors.push({
      field: 'financialAccountCode',
      message: `"${code}" is not an account of the company’s chart of accounts`,
    });
  }
  if (errors.length > 0 || !account) throw badRequest(describeErrors(errors), errors);
  return { matchKind: input.matchKind, text, direction: input.direction, financialAccountId: account.id };
}

const clamp = (position: number | undefined, last: number) => Math.min(Math.max(position ?? last, 1), last);

/** Create, change (and move) and delete a company's account rules, each in one transaction with its audit entry. */
export function accountRuleChanges(db: Database, user: AuthUser) {
  const audit = { companyId: user.companyId, userId: user.id, entity: 'account_rule' };
  return {
    async create(input: AccountRuleInput): Promise<AccountRuleRow> {
      return db.transaction(async (tx) => {
        const rules = accountRulesRepository(tx);
        const count = await rules.lockCompanyRules(user.companyId);
        if (count >= MAX_RULES_PER_COMPANY) {
          throw conflict(`The company has ${count} account rules, the most allowed: delete or combine some first`);
        }
        const values = await checkedValues(tx, user.companyId, input);
        const id = await rules.insertAt(user.companyId, clamp(input.position, count + 1), values);
        const after = (await rules.findInCompany(user.companyId, id))!;
        await recordAudit(tx, { ...audit, action: 'create', entityId: id, after });
        return after;
      });
    },

    async update(id: number, input: AccountRuleInput): Promise<AccountRuleRow> {
      return db.transaction(async (tx) => {
        const rules = accountRulesRepository(tx);
        const count = await rules.lockCompanyRules(user.companyId);
        const before = await rules.findInCompany(user.companyId, id);
        if (!before) throw notFound('Account rule');
        const values = await checkedValues(tx, user.companyId, input);
        const to = input.position === undefined ? before.position : clamp(input.position, count);
        await rules.update(user.companyId, id, before.position, to, values);
        const after = (await rules.findInCompany(user.companyId, id))!;
        await recordAudit(tx, { ...audit, action: 'update', entityId: id, before, after });
        return after;
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const rules = accountRulesRepository(tx);
        await rules.lockCompanyRules(user.companyId);
        const before = await rules.findInCompany(user.companyId, id);
        if (!before) throw notFound('Account rule');
        await rules.remove(user.companyId, id, before.position);
        await recordAudit(tx, { ...audit, action: 'delete', entityId: id, before });
      });
    },
  };
}
