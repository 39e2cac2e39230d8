-- A message is never mailed twice (docs/decisions.md 40, docs/operations.md "Outbox"). SMTP has no idempotency, so
-- a send is claimed in the database (status sending, by whom, when) and committed before the mail server is called;
-- a claim that outlives its lease (the process died mid-send) makes the message "uncertain": it may have been sent,
-- and only a person resends it. Every send of a message carries the same Message-ID header.
alter table outbox_messages drop constraint outbox_messages_status_check;
alter table outbox_messages add constraint outbox_messages_status_check
  check (status in ('kept', 'sending', 'sent', 'failed', 'uncertain'));
-- The Message-ID header of every send of the message (a resend is recognisably the same message).
alter table outbox_messages add column message_id text check (length(message_id) <= 300);
-- Who holds the current send (a token naming the process and the attempt) and since when.
alter table outbox_messages add column claimed_by text check (length(claimed_by) <= 200);
alter table outbox_messages add column claimed_at timestamptz;
update outbox_messages set claimed_at = updated_at where status = 'sending';
-- POST /api/invoice1/email/{id} with an Idempotency-Key: a retried request answers the same message.
alter table outbox_messages add column idempotency_key text check (length(idempotency_key) <= 200);
create unique index outbox_messages_idempotency_uq
  on outbox_messages (company_id, idempotency_key) where idempotency_key is not null;
-- The claims whose lease may have run out are found by status and age.
create index outbox_messages_sending_idx on outbox_messages (claimed_at) where status = 'sending';
