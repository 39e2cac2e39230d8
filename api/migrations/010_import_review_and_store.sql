-- Benchmarks (issue 6, scenario 4): reviewing a 100,000-row statement in under 3 s and storing it in
-- under 5 s. See docs/performance.md, "Import (scenario 4)".

-- The account suggestion reads, for each description of a statement, how often each account was used
-- for it. Counting that from the transactions read every transaction of every description (a million
-- index entries for a 100,000-row statement, 0.6 s), and the index it read was the most expensive one
-- to keep up when storing a statement. This table holds the counts, kept by statement triggers in the
-- same transaction as the rows: a review reads one row per description and account.
create table financial_description_accounts (
  company_id           bigint not null references companies(id),
  description_key      text   not null, -- lower(btrim(financial_transactions.description))
  financial_account_id bigint not null references financial_accounts(id) on delete cascade,
  uses                 bigint not null, -- rows of any status; a row at 0 is deleted at once
  -- The latest processed date the pair was stored with; a tie-break only, so deleting rows does not
  -- lower it (that would mean reading every remaining row of the pair).
  latest               date,
  primary key (company_id, description_key, financial_account_id)
);

create function financial_description_accounts_apply() returns trigger language plpgsql as $$
begin
  execute format($sql$
    insert into financial_description_accounts as u (company_id, description_key, financial_account_id, uses, latest)
    select company_id, lower(btrim(description)), financial_account_id, sum(sign), max(processed) filter (where sign > 0)
      from (%s) d
     -- A pair is written only when its count changes or its rows got a later date: a status change
     -- (or any update that keeps description, account and date) writes and locks nothing.
     group by 1, 2, 3
    having sum(sign) <> 0
        or max(processed) filter (where sign > 0) > coalesce(max(processed) filter (where sign < 0), '-infinity')
     order by 1, 2, 3
    on conflict (company_id, description_key, financial_account_id) do update
      set uses = u.uses + excluded.uses, latest = greatest(u.latest, excluded.latest)
  $sql$, signed_transition_rows(tg_op));
  -- A pair no longer used is deleted: the suggestion reads only pairs in use.
  if tg_op <> 'INSERT' then
    delete from financial_description_accounts where uses <= 0;
  end if;
  return null;
end $$;

-- Finds the pairs at 0 without reading the table.
create index financial_description_accounts_unused_idx on financial_description_accounts (company_id)
  where uses <= 0;

create trigger financial_transactions_description_accounts_insert after insert on financial_transactions
  referencing new table as new_rows for each statement execute function financial_description_accounts_apply();
create trigger financial_transactions_description_accounts_update after update on financial_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function financial_description_accounts_apply();
create trigger financial_transactions_description_accounts_delete after delete on financial_transactions
  referencing old table as old_rows for each statement execute function financial_description_accounts_apply();

insert into financial_description_accounts (company_id, description_key, financial_account_id, uses, latest)
select company_id, lower(btrim(description)), financial_account_id, count(*), max(processed)
  from financial_transactions group by 1, 2, 3;

-- The duplicate check looks each statement row up by date and amount, then compares the description
-- of the few rows found. This index of four integers costs a store far less than the description
-- index of migration 009 (a wide text key in random order), which only the import read.
create index financial_transactions_same_day_amount_idx
  on financial_transactions (company_id, processed, debit_cents, credit_cents);
drop index financial_transactions_description_cover_idx;

-- A transaction's account must be of the transaction's company: one key check per stored row
-- instead of two (company and account), and tenancy kept by the database as well as the api.
alter table financial_accounts add constraint financial_accounts_id_company_key unique (id, company_id);
alter table financial_transactions
  add constraint financial_transactions_account_company_fkey
    foreign key (financial_account_id, company_id) references financial_accounts (id, company_id),
  drop constraint financial_transactions_financial_account_id_fkey,
  drop constraint financial_transactions_company_id_fkey;

-- An account whose transactions were all deleted can be deleted (the transactions' key refuses it
-- while any is left); its daily totals, all zero by then, go with it. Before, they refused it.
alter table financial_account_day_totals
  drop constraint financial_account_day_totals_financial_account_id_fkey,
  add constraint financial_account_day_totals_financial_account_id_fkey
    foreign key (financial_account_id) references financial_accounts(id) on delete cascade;
