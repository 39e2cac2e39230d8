import type { Queryable } from '../db/database.ts';
import type { AccountType } from '../financial-accounts/default-chart.ts';
import type { MatchKind, RuleDirection } from './rule-matcher.ts';

export interface AccountRuleRow {
  id: number;
  /** 1, 2, 3 … in the company: the first matching rule wins. */
  position: number;
  matchKind: MatchKind;
  text: string;
  direction: RuleDirection;
  financialAccountId: number;
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountType;
}

export interface AccountRuleValues {
  matchKind: MatchKind;
  text: string;
  direction: RuleDirection;
  financialAccountId: number;
}

const SELECT = `select r.id, r.position,
    case r.match_kind when 'starts_with' then 'startsWith' else 'contains' end as "matchKind",
    r.match_text as text, r.direction, r.financial_account_id as "financialAccountId",
    a.code as "financialAccountCode", a.name as "financialAccountName", a.type as "financialAccountType"
  from account_rules r join financial_accounts a on a.id = r.financial_account_id`;

const dbKind = (kind: MatchKind) => (kind === 'startsWith' ? 'starts_with' : 'contains');

/** A company's account rules; every statement is filtered by the company. */
export function accountRulesRepository(db: Queryable) {
  return {
    /** In the order they are tried. */
    async list(companyId: number): Promise<AccountRuleRow[]> {
      const { rows } = await db.query<AccountRuleRow>(`${SELECT} where r.company_id = $1 order by r.position, r.id`, [
        companyId,
      ]);
      return rows;
    },

    async findInCompany(companyId: number, id: number): Promise<AccountRuleRow | undefined> {
      const { rows } = await db.query<AccountRuleRow>(`${SELECT} where r.company_id = $1 and r.id = $2`, [
        companyId,
        id,
      ]);
      return rows[0];
    },

    /**
     * Serializes changes to the company's rules (their positions) until the transaction ends. A key
     * share lock is not taken: rows that reference the company are still written meanwhile.
     */
    async lockCompanyRules(companyId: number): Promise<number> {
      await db.query('select id from companies where id = $1 for no key update', [companyId]);
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from account_rules where company_id = $1',
        [companyId],
      );
      return rows[0]?.n ?? 0;
    },

    /** Inserts at `position` (1 … count + 1), moving the rules from there down by one. */
    async insertAt(companyId: number, position: number, values: AccountRuleValues): Promise<number> {
      await db.query('update account_rules set position = position + 1 where company_id = $1 and position >= $2', [
        companyId,
        position,
      ]);
      const { rows } = await db.query<{ id: number }>(
        `insert into account_rules (company_id, position, match_kind, match_text, direction, financial_account_id)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [companyId, position, dbKind(values.matchKind), values.text, values.direction, values.financialAccountId],
      );
      return rows[0]!.id;
    },

    /** Changes a rule and moves it from `from` to `to`, shifting the rules between by one. */
    async update(companyId: number, id: number, from: number, to: number, values: AccountRuleValues): Promise<void> {
      if (to < from) {
        await db.query(
          'update account_rules set position = position + 1 where company_id = $1 and position >= $2 and position < $3',
          [companyId, to, from],
        );
      } else if (to > from) {
        await db.query(
          'update account_rules set position = position - 1 where company_id = $1 and position > $2 and position <= $3',
          [companyId, from, to],
        );
      }
      await db.query(
        `update account_rules set position = $3, match_kind = $4, match_text = $5, direction = $6,
                financial_account_id = $7, updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id, to, dbKind(values.matchKind), values.text, values.direction, values.financialAccountId],
      );
    },

    /** Deletes a rule and closes the gap it leaves. */
    async remove(companyId: number, id: number, position: number): Promise<void> {
      await db.query('delete from account_rules where company_id = $1 and id = $2', [companyId, id]);
      await db.query('update account_rules set position = position - 1 where company_id = $1 and position > $2', [
        companyId,
        position,
      ]);
    },

    /** How many rules give this account (an account rules use cannot be deleted). */
    async countUsing(financialAccountId: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from account_rules where financial_account_id = $1',
        [financialAccountId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
