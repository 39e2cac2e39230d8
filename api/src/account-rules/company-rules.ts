import type { Queryable } from '../db/database.ts';
import { ruleMatcher } from './rule-matcher.ts';
import { accountRulesRepository, type AccountRuleRow } from './rules-repository.ts';

export type CompanyRuleMatcher = (description: string, amountCents: number) => AccountRuleRow | undefined;

/** The company's rules read once (one query) and matched in memory: for a statement review. */
export async function companyRuleMatcher(db: Queryable, companyId: number): Promise<CompanyRuleMatcher> {
  return ruleMatcher(await accountRulesRepository(db).list(companyId));
}
