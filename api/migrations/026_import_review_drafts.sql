-- A statement too large to review in memory is reviewed on the server (issue 12, decision 47): its rows are
-- written here as they are read, in chunks, with their duplicate flags and suggested accounts, and the
-- review answers its summary and first page; view 4 pages through the rest, and the store reads them
-- back in chunks (migration 018's chunked batch). A draft is removed when it is stored or abandoned.

create table financial_import_reviews (
  id          bigint generated always as identity primary key,
  company_id  bigint not null references companies(id),
  created_by  bigint references users(id),
  created_at  timestamptz not null default now(),
  format      text not null,
  -- null while the rows are still being written; the review is not usable before it is set.
  row_count   integer,
  -- What the review answered besides its rows (summary, reading, csv, profile), as JSON.
  answer      jsonb,
  -- The batch that stored it: a retried store answers this batch.
  batch_id    bigint references financial_import_batches(id) on delete set null
);
create index financial_import_reviews_company_idx on financial_import_reviews (company_id, created_at);

create table financial_import_review_rows (
  review_id              bigint not null references financial_import_reviews(id) on delete cascade,
  -- Position in the statement, from 1 (the review row's id).
  position               integer not null,
  line                   integer not null,
  processed              date not null,
  description            text not null,
  amount_cents           bigint not null,
  -- The file's account code, else the matching account rule's; blank when neither.
  account_code           text not null,
  rule_id                bigint,
  suggested_account_code text,
  reference              text,
  -- 'stored' (a stored transaction has the same date, amount and description) or 'file' (an earlier row has).
  duplicate_of           text check (duplicate_of in ('stored', 'file')),
  primary key (review_id, position)
);
