import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { financialAccountsRepository } from '../financial-accounts/accounts-repository.ts';
import { badRequest, type FieldError } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
import { describeErrors } from './transaction-rules.ts';

export interface RecodeRequest {
  startDate: string;
  endDate: string;
  financialAccountCode: string;
  description: string;
}

/** Accepts YYYY-MM-DD, or the spec's 'YYYY-MM-DD HH:mm[:ss]' (the recode window defaults to an hour). */
function dateOf(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(value.trim());
  return match?.[1] && isCalendarDate(match[1]) ? match[1] : undefined;
}

/**
 * Gives every transaction of the company processed between the dates (inclusive) whose
 * description contains the text (case-insensitive) the chosen account, in one transaction with one
 * audit entry listing each transaction's previous account. Answers how many changed.
 */
export async function recodeTransactions(db: Database, user: AuthUser, request: RecodeRequest): Promise<number> {
  const errors: FieldError[] = [];
  const start = dateOf(request.startDate);
  const end = dateOf(request.endDate);
  const text = request.description.trim();
  const code = request.financialAccountCode.trim();
  if (!start) errors.push({ field: 'startDate', message: 'is not a date: use YYYY-MM-DD' });
  if (!end) errors.push({ field: 'endDate', message: 'is not a date: use YYYY-MM-DD' });
  if (start && end && start > end) errors.push({ field: 'endDate', message: 'must not be before the start date' });
  if (!text)
    errors.push({ field: 'description', message: 'must not be empty: give part of the description to search for' });
  if (!code) errors.push({ field: 'financialAccountCode', message: 'choose an account' });
  if (errors.length > 0) throw badRequest(describeErrors(errors), errors);

  return db.transaction(async (tx) => {
    const account = await financialAccountsRepository(tx).findByCode(user.companyId, code);
    if (!account) {
      const error = {
        field: 'financialAccountCode',
        message: `"${code}" is not an account of the company’s chart of accounts`,
      };
      throw badRequest(describeErrors([error]), [error]);
    }
    // strpos on lower() rather than ILIKE: the user's text may contain % or _ and means them literally.
    const { rows } = await tx.query<{ changed: number; previous: unknown }>(
      `with target as (
         select t.id, t.financial_account_id as old_account
           from financial_transactions t
          where t.company_id = $1 and t.processed between $2::date and $3::date
            and strpos(lower(t.description), lower($4)) > 0 and t.financial_account_id <> $5
          for update
       ), changed as (
         update financial_transactions t set financial_account_id = $5
           from target where t.id = target.id
         returning t.id, target.old_account
       )
       select count(*)::int as changed,
              coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'financialAccountCode', a.code) order by c.id)
                       filter (where c.id is not null), '[]'::jsonb) as previous
         from changed c left join financial_accounts a on a.id = c.old_account`,
      [user.companyId, start, end, text, account.id],
    );
    const changed = rows[0]?.changed ?? 0;
    if (changed > 0) {
      await recordAudit(tx, {
        companyId: user.companyId,
        userId: user.id,
        action: 'recode',
        entity: 'financial_transaction',
        entityId: null,
        before: { transactions: rows[0]?.previous },
        after: { ...request, financialAccountCode: account.code, startDate: start, endDate: end, changed },
      });
    }
    return changed;
  });
}
