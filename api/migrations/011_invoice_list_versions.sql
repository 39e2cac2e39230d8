-- Benchmarks (issue 6, scenario 3): a narrowed invoice list (a search, filters, dates) answered again
-- without counting and sorting its matches again. See docs/performance.md, "Session 5: the keyword
-- search (3)", and docs/decisions.md, 31.

-- Which invoices a list holds, and in what order, depends on the invoices, the clients' and the
-- practitioners' names and the claims per invoice. A transaction that writes one of those tables
-- stamps each company it touched with its own id when it commits. The api keeps a narrowed list's
-- count and page ids with the stamp it read before computing them, and answers from them while the
-- stamp is unchanged (invoice-list-cache.ts). A transaction id is never handed out twice, so an
-- unchanged stamp means that nothing the list depends on has been committed since. A company
-- without a row has no kept answers.
create table invoice_list_versions (
  company_id bigint primary key references companies(id),
  version    bigint not null -- pg_current_xact_id() of the last transaction that changed the lists
);

-- The companies each open transaction has changed so far; a row lives until its transaction commits.
create table invoice_list_changes (
  xid        bigint not null,
  company_id bigint not null,
  primary key (xid, company_id)
);

-- After each statement: note the companies it touched (no lock another writer could wait for).
create function invoice_list_note_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from invoice_list_versions;
    return null;
  end if;
  execute format($sql$
    insert into invoice_list_changes (xid, company_id)
    select distinct pg_current_xact_id()::text::bigint, company_id from (%s) d
    on conflict do nothing
  $sql$, signed_transition_rows(tg_op));
  return null;
end $$;

-- At commit (a deferred trigger, once per company noted): the stamp. Its row lock is the last lock
-- the transaction takes, so writers of one company wait for each other only while committing and
-- never in a cycle with the row locks they take before (stamped after each statement, a writer
-- holding the stamp and waiting for an invoice another writer had locked could deadlock).
create function invoice_list_stamp() returns trigger language plpgsql as $$
begin
  insert into invoice_list_versions (company_id, version) values (new.company_id, new.xid)
  on conflict (company_id) do update set version = excluded.version;
  delete from invoice_list_changes where xid = new.xid and company_id = new.company_id;
  return null;
end $$;

create constraint trigger invoice_list_changes_stamp after insert on invoice_list_changes
  deferrable initially deferred for each row execute function invoice_list_stamp();

-- The same four triggers on each table a list depends on, named <table>_list_version_<operation>.
do $$
declare
  t text;
begin
  foreach t in array array['invoices', 'clients', 'users', 'claims'] loop
    execute format('create trigger %I after insert on %I referencing new table as new_rows
      for each statement execute function invoice_list_note_change()', t || '_list_version_insert', t);
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows
      for each statement execute function invoice_list_note_change()', t || '_list_version_update', t);
    execute format('create trigger %I after delete on %I referencing old table as old_rows
      for each statement execute function invoice_list_note_change()', t || '_list_version_delete', t);
    execute format('create trigger %I after truncate on %I
      for each statement execute function invoice_list_note_change()', t || '_list_version_truncate', t);
  end loop;
end $$;

-- Every company there is now.
insert into invoice_list_versions (company_id, version)
select id, pg_current_xact_id()::text::bigint from companies;
