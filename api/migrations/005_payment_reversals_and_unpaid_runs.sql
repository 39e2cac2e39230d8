-- Payment reversal (DELETE /api/payment1/{id}) deletes the payment row; its ledger lines lose
-- payment_id (on delete set null). reversed_payment_id keeps the deleted payment's id on both the
-- original lines and their reversal, so the pair stays findable. No foreign key: the row is gone.
alter table financial_transactions add column reversed_payment_id bigint;
create index financial_transactions_reversed_payment_idx on financial_transactions(reversed_payment_id)
  where reversed_payment_id is not null;

-- Unpaid runs: when the reminders of a run were all sent (null while they are going out), and the
-- moment before which an invoice had to be invoiced to be included.
alter table unpaid_runs add column finished_at timestamptz;
alter table unpaid_runs add column invoiced_before timestamptz;
