-- A reminder knows its Outbox message (issue 13: failed reminders can be sent again). Sending a failed reminder
-- again resends that same message (same Message-ID) instead of recording a second one, and a resend from the
-- Outbox screen shows in the run.
alter table unpaid_run_invoices add column outbox_message_id bigint references outbox_messages(id);
create index unpaid_run_invoices_outbox_idx on unpaid_run_invoices (outbox_message_id)
  where outbox_message_id is not null;
