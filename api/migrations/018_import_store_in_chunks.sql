-- A large import is stored in chunks on the embedded database (issue 15 item 9, decision 36): each chunk is
-- its own short transaction, so other requests run between chunks, and the batch's rows stay hidden until
-- its last step marks it stored. A batch that fits in one chunk is written and marked stored in one
-- transaction, as before.

-- null while the batch is being written; the rows of such a batch are not anybody's transactions yet.
alter table financial_import_batches add column stored_at timestamptz;
-- Renewed by every chunk: a batch left unstored and not written for a while was cut short (a killed
-- process) and is removed with its hidden rows.
alter table financial_import_batches add column writing_at timestamptz;
-- The days a batch covers: the rows of a batch cut short are found by them (company and date index).
alter table financial_import_batches add column first_day date, add column last_day date;
update financial_import_batches set stored_at = created_at;
create index financial_import_batches_unstored_idx on financial_import_batches (id) where stored_at is null;

-- Every read of transactions goes through this view (checked by api/src/financial-transactions/stored-rows.test.ts):
-- a transaction is stored unless it belongs to a batch still being written. The batch lookup reads the
-- partial index above, which holds only batches being written (usually none).
create view financial_transactions_stored as
  select t.* from financial_transactions t
   where t.import_batch_id is null
      or not exists (select 1 from financial_import_batches b where b.id = t.import_batch_id and b.stored_at is null);

-- The signed rows of a statement (as signed_transition_rows) without those of batches being written: their
-- totals and description counts are added once, when the batch is stored (store_financial_import_batch).
create function stored_transition_rows(op text) returns text language sql immutable as $$
  select format('select * from (%s) r where r.import_batch_id is null or not exists (
      select 1 from financial_import_batches b where b.id = r.import_batch_id and b.stored_at is null)',
    signed_transition_rows(op))
$$;

-- The statements that add signed rows (a %s source) to the day totals and to the description counts: one
-- text each, run by the triggers on their transition rows and by the store of a batch on its rows.
create function financial_account_day_totals_sql() returns text language sql immutable as $$
  select $sql$
    insert into financial_account_day_totals as t (financial_account_id, day, debit_cents, credit_cents)
    select financial_account_id, processed, sum(sign * debit_cents), sum(sign * credit_cents)
      from (%s) d where status = 'A'
     group by 1, 2 having sum(sign * debit_cents) <> 0 or sum(sign * credit_cents) <> 0 order by 1, 2
    on conflict (financial_account_id, day) do update
      set debit_cents = t.debit_cents + excluded.debit_cents, credit_cents = t.credit_cents + excluded.credit_cents
  $sql$
$$;

create function financial_description_accounts_sql() returns text language sql immutable as $$
  select $sql$
    insert into financial_description_accounts as u (company_id, description_key, financial_account_id, uses, latest)
    select company_id, lower(btrim(description)), financial_account_id, sum(sign), max(processed) filter (where sign > 0)
      from (%s) d
     group by 1, 2, 3
    having sum(sign) <> 0
        or max(processed) filter (where sign > 0) > coalesce(max(processed) filter (where sign < 0), '-infinity')
     order by 1, 2, 3
    on conflict (company_id, description_key, financial_account_id) do update
      set uses = u.uses + excluded.uses, latest = greatest(u.latest, excluded.latest)
  $sql$
$$;

-- The transition tables are visible only to the trigger function's own statements, so each trigger runs
-- the shared text itself.
create or replace function financial_account_day_totals_apply() returns trigger language plpgsql as $$
begin
  execute format(financial_account_day_totals_sql(), stored_transition_rows(tg_op));
  return null;
end $$;

create or replace function financial_description_accounts_apply() returns trigger language plpgsql as $$
begin
  execute format(financial_description_accounts_sql(), stored_transition_rows(tg_op));
  if tg_op <> 'INSERT' then
    delete from financial_description_accounts where uses <= 0;
  end if;
  return null;
end $$;

-- Marks a batch being written as stored and adds its rows to the totals and counts, in the caller's
-- transaction. Answers false when the batch was not being written (stored already, or removed).
create function store_financial_import_batch(batch bigint) returns boolean language plpgsql as $$
declare
  rows_of_batch text := format('select 1 as sign, * from financial_transactions where import_batch_id = %s', batch);
begin
  update financial_import_batches set stored_at = now() where id = batch and stored_at is null;
  if not found then
    return false;
  end if;
  execute format(financial_account_day_totals_sql(), rows_of_batch);
  execute format(financial_description_accounts_sql(), rows_of_batch);
  return true;
end $$;
