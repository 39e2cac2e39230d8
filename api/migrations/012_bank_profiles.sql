-- Bank profiles (issue 12, docs/import-formats.md "Bank profiles"): how to read one bank's CSV
-- export, saved by a company after the mapping step and recognised on the next file by its header
-- fingerprint, so the same bank's next statement imports with no question.
create table bank_profiles (
  id           bigint generated always as identity primary key,
  company_id   bigint not null references companies(id),
  name         text   not null check (length(name) between 1 and 100),
  -- csv/fingerprint.ts: the delimiter and the header's names (or, without a header, the columns' kinds).
  fingerprint  text   not null check (length(fingerprint) between 1 and 200),
  -- csv/layout.ts CsvLayout, as the mapping step chose it.
  layout       jsonb  not null,
  created_at   timestamptz not null default now(),
  last_used_at timestamptz,
  unique (company_id, fingerprint),
  unique (company_id, name)
);
