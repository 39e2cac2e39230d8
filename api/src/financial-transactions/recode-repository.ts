import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

/** One transaction a recode gives another account. */
export interface RecodeMove {
  id: number;
  processed: string;
  fromAccountId: number;
  toAccountId: number;
  /** By rules: the rule that chose the account. */
  ruleId: number | null;
}

/** A transaction of the period as a recode by rules reads it. */
export interface PeriodTransaction {
  id: number;
  processed: string;
  description: string;
  debitCents: Cents;
  creditCents: Cents;
  accountId: number;
}

/** A recode that changed something, as the company's history keeps it. */
export interface RecodeRecord {
  id: number;
  at: string;
  byRules: boolean;
  startDate: string;
  endDate: string;
  financialAccountCode: string | null;
  description: string | null;
  changed: number;
  undoneAt: string | null;
  username: string | null;
}

/** Transactions of one kind of trouble: how many, and the first few ids. */
export interface UndoTrouble {
  count: number;
  examples: number[];
}

export interface UndoCheck {
  /** Transactions the recode moved. */
  moved: number;
  /** Of them: deleted since, changed since (account, date, description, amounts, status), or whose previous account is gone. */
  deleted: UndoTrouble;
  changed: UndoTrouble;
  accountGone: UndoTrouble;
}

/**
 * The fields of a transaction besides its account, as one hash: stored with each move and compared
 * by the undo, which refuses when a row was changed since the recode.
 */
const ROW_STATE = `md5(jsonb_build_array(t.processed, t.description, t.debit_cents, t.credit_cents, t.status)::text)`;

const RECODE_COLUMNS = `r.id, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, r.by_rules as "byRules",
  r.request->>'startDate' as "startDate", r.request->>'endDate' as "endDate",
  r.request->>'financialAccountCode' as "financialAccountCode", r.request->>'description' as description,
  r.changed, to_char(r.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "undoneAt", u.username`;

/** At most this many ids are listed in an undo's refusal. */
const EXAMPLES = 5;

/** Recodes and their undo; every statement is filtered by the company. */
export function recodeRepository(db: Queryable) {
  const lock = (forUpdate: boolean) => (forUpdate ? 'for update of t' : '');
  return {
    /** Serializes the company's recodes and undos until the transaction ends (other writes go on). */
    async lockCompanyRecodes(companyId: number): Promise<void> {
      await db.query('select id from companies where id = $1 for no key update', [companyId]);
    },

    /**
     * By text: the period's transactions whose description contains the text (case-insensitive, the
     * text taken literally) and whose account is another. strpos on lower() rather than ILIKE: the
     * user's text may contain % or _.
     */
    async byText(
      companyId: number,
      period: { start: string; end: string },
      text: string,
      toAccountId: number,
      forUpdate: boolean,
    ): Promise<RecodeMove[]> {
      const { rows } = await db.query<RecodeMove>(
        `select t.id, to_char(t.processed, 'YYYY-MM-DD') as processed, t.financial_account_id as "fromAccountId",
                $5::bigint as "toAccountId", null::bigint as "ruleId"
           from financial_transactions_stored t
          where t.company_id = $1 and t.processed between $2::date and $3::date
            and strpos(lower(t.description), lower($4)) > 0 and t.financial_account_id <> $5
          order by t.id ${lock(forUpdate)}`,
        [companyId, period.start, period.end, text, toAccountId],
      );
      return rows;
    },

    /** By rules: the period's transactions not written by a payment (rules are for bank lines). */
    async periodTransactions(
      companyId: number,
      period: { start: string; end: string },
      forUpdate: boolean,
    ): Promise<PeriodTransaction[]> {
      const { rows } = await db.query<PeriodTransaction>(
        `select t.id, to_char(t.processed, 'YYYY-MM-DD') as processed, t.description, t.debit_cents as "debitCents",
                t.credit_cents as "creditCents", t.financial_account_id as "accountId"
           from financial_transactions_stored t
          where t.company_id = $1 and t.processed between $2::date and $3::date
            and t.payment_id is null and t.reversed_payment_id is null
          order by t.id ${lock(forUpdate)}`,
        [companyId, period.start, period.end],
      );
      return rows;
    },

    /** Records the recode and moves its transactions (locked by the caller); answers the recode's id. */
    async apply(
      companyId: number,
      userId: number,
      byRules: boolean,
      request: Record<string, string>,
      moves: readonly RecodeMove[],
    ): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into financial_recodes (company_id, user_id, by_rules, request, changed)
         values ($1, $2, $3, $4, $5) returning id`,
        [companyId, userId, byRules, JSON.stringify(request), moves.length],
      );
      const recodeId = rows[0]!.id;
      await db.query(
        `with m as (
           select * from unnest($3::bigint[], $4::bigint[], $5::bigint[]) as m(id, from_id, to_id)
         ), moved as (
           update financial_transactions t set financial_account_id = m.to_id
             from m where t.id = m.id and t.company_id = $2
           returning t.id, m.from_id, m.to_id, ${ROW_STATE} as state
         )
         insert into financial_recode_moves (recode_id, transaction_id, from_account_id, to_account_id, row_state)
         select $1, id, from_id, to_id, state from moved`,
        [
          recodeId,
          companyId,
          moves.map((m) => m.id),
          moves.map((m) => m.fromAccountId),
          moves.map((m) => m.toAccountId),
        ],
      );
      return recodeId;
    },

    /** The company's latest recode (undone or not). */
    async last(companyId: number): Promise<RecodeRecord | undefined> {
      const { rows } = await db.query<RecodeRecord>(
        `select ${RECODE_COLUMNS} from financial_recodes r left join users u on u.id = r.user_id
          where r.company_id = $1 order by r.id desc limit 1`,
        [companyId],
      );
      return rows[0];
    },

    async find(companyId: number, id: number): Promise<RecodeRecord | undefined> {
      const { rows } = await db.query<RecodeRecord>(
        `select ${RECODE_COLUMNS} from financial_recodes r left join users u on u.id = r.user_id
          where r.company_id = $1 and r.id = $2`,
        [companyId, id],
      );
      return rows[0];
    },

    /** Locks the transactions the recode moved that still exist, and says which were changed or deleted since. */
    async checkUndo(companyId: number, recodeId: number): Promise<UndoCheck> {
      await db.query(
        `select t.id from financial_transactions t join financial_recode_moves m on m.transaction_id = t.id
          where m.recode_id = $2 and t.company_id = $1 order by t.id for update of t`,
        [companyId, recodeId],
      );
      const { rows } = await db.query<{
        moved: number;
        kind: keyof Omit<UndoCheck, 'moved'> | null;
        n: number;
        examples: unknown[];
      }>(
        `with m as (
           select m.transaction_id as id,
                  case when t.id is null then 'deleted'
                       when t.financial_account_id <> m.to_account_id or ${ROW_STATE} <> m.row_state then 'changed'
                       when a.id is null then 'accountGone' end as kind
             from financial_recode_moves m
             left join financial_transactions t on t.id = m.transaction_id and t.company_id = $1
             left join financial_accounts a on a.id = m.from_account_id and a.company_id = $1
            where m.recode_id = $2
         )
         select (select count(*)::int from m) as moved, kind, count(*)::int as n,
                (array_agg(id order by id))[1:${EXAMPLES}] as examples
           from m group by kind`,
        [companyId, recodeId],
      );
      const trouble = (kind: keyof Omit<UndoCheck, 'moved'>): UndoTrouble => {
        const row = rows.find((r) => r.kind === kind);
        return { count: row?.n ?? 0, examples: (row?.examples ?? []).map(Number) };
      };
      return {
        moved: rows[0]?.moved ?? 0,
        deleted: trouble('deleted'),
        changed: trouble('changed'),
        accountGone: trouble('accountGone'),
      };
    },

    /** Puts the moved transactions back on their accounts and marks the recode undone; answers how many. */
    async undo(companyId: number, userId: number, recodeId: number): Promise<number> {
      const { rowCount } = await db.query(
        `update financial_transactions t set financial_account_id = m.from_account_id
           from financial_recode_moves m
          where m.recode_id = $2 and t.id = m.transaction_id and t.company_id = $1`,
        [companyId, recodeId],
      );
      await db.query(
        'update financial_recodes set undone_at = now(), undone_by = $3 where company_id = $1 and id = $2',
        [companyId, recodeId, userId],
      );
      return rowCount;
    },
  };
}
