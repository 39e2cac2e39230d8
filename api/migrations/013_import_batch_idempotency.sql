-- A retried store of the same reviewed statement stores once (issue 12 item 6, issue 15 item 6):
-- POST /api/financialtransaction/batch/{companyId} with an Idempotency-Key answers the first batch
-- again for the same rows, and refuses the key for different rows.
alter table financial_import_batches add column idempotency_key text;
-- sha256 of the rows as stored (date, account, description, debit, credit) and the format.
alter table financial_import_batches add column request_hash text;
create unique index financial_import_batches_idempotency_uq
  on financial_import_batches (company_id, idempotency_key) where idempotency_key is not null;
