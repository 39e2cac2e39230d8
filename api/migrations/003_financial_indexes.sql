-- Financial Management (issue 4): indexes for the dashboard summary on a company with a million
-- transactions, and for the duplicate check and account suggestion of a bank-statement import.

-- Expenses per account over a period: one index range per account, read without touching the
-- table (index-only scan). It covers what financial_transactions_account_idx gave, which goes.
create index financial_transactions_account_period_idx
  on financial_transactions (financial_account_id, processed)
  include (company_id, status, debit_cents, credit_cents);
drop index financial_transactions_account_idx;

-- Import review: "same description" (case-insensitive, trimmed) finds earlier transactions, for
-- duplicates (with the same date and amount) and for the account used most for that description.
create index financial_transactions_description_idx
  on financial_transactions (company_id, lower(btrim(description)));
