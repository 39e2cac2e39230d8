-- Benchmarks (issue 6, scenario 3): a narrowed invoice list (a search, filters, dates) answered again
-- without counting and sorting its matches again. See docs/performance.md, "The keyword search".

-- Which invoices a list holds, and in what order, depends on the invoices, the clients' and the
-- practitioners' names and the claims per invoice. Every statement that writes one of those tables
-- stamps the companies it touched with the id of its transaction, in that transaction. The api keeps
-- a narrowed list's count and page ids with the stamp it read before computing them, and answers from
-- them while the stamp is unchanged (invoice-list-cache.ts). A transaction id is never handed out
-- twice, so an unchanged stamp means that nothing the list depends on has been committed since.
-- A company without a row has no kept answers.
create table invoice_list_versions (
  company_id bigint primary key references companies(id),
  version    bigint not null -- pg_current_xact_id() of the last transaction that changed the lists
);

create function invoice_list_versions_stamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from invoice_list_versions;
    return null;
  end if;
  -- In company order, so that concurrent writers lock version rows in the same order; a second
  -- statement of the same transaction finds its stamp already there and writes nothing.
  execute format($sql$
    insert into invoice_list_versions as v (company_id, version)
    select distinct company_id, pg_current_xact_id()::text::bigint from (%s) d order by 1
    on conflict (company_id) do update set version = excluded.version where v.version <> excluded.version
  $sql$, signed_transition_rows(tg_op));
  return null;
end $$;

create trigger invoices_list_version_insert after insert on invoices
  referencing new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger invoices_list_version_update after update on invoices
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger invoices_list_version_delete after delete on invoices
  referencing old table as old_rows for each statement execute function invoice_list_versions_stamp();
create trigger invoices_list_version_truncate after truncate on invoices
  for each statement execute function invoice_list_versions_stamp();

create trigger clients_list_version_insert after insert on clients
  referencing new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger clients_list_version_update after update on clients
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger clients_list_version_delete after delete on clients
  referencing old table as old_rows for each statement execute function invoice_list_versions_stamp();
create trigger clients_list_version_truncate after truncate on clients
  for each statement execute function invoice_list_versions_stamp();

create trigger users_list_version_insert after insert on users
  referencing new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger users_list_version_update after update on users
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger users_list_version_delete after delete on users
  referencing old table as old_rows for each statement execute function invoice_list_versions_stamp();
create trigger users_list_version_truncate after truncate on users
  for each statement execute function invoice_list_versions_stamp();

create trigger claims_list_version_insert after insert on claims
  referencing new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger claims_list_version_update after update on claims
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_list_versions_stamp();
create trigger claims_list_version_delete after delete on claims
  referencing old table as old_rows for each statement execute function invoice_list_versions_stamp();
create trigger claims_list_version_truncate after truncate on claims
  for each statement execute function invoice_list_versions_stamp();

-- Every company there is now.
insert into invoice_list_versions (company_id, version)
select id, pg_current_xact_id()::text::bigint from companies;
