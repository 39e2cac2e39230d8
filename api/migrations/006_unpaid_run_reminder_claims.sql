-- Unpaid-run reminders are claimed before they are sent: a process sets claimed_at on a pending
-- reminder (email_status P) in one statement that skips rows another process holds, so two api
-- processes never send the same reminder. At start-up a reminder still pending and never claimed is
-- sent; one claimed long ago was being sent when its process stopped, and is reported failed
-- (decision 24 in docs/decisions.md).
alter table unpaid_run_invoices add column claimed_at timestamptz;
create index unpaid_run_invoices_pending_idx on unpaid_run_invoices(unpaid_run_id) where email_status = 'P';
create index unpaid_runs_unfinished_idx on unpaid_runs(id) where finished_at is null;
