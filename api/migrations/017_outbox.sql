-- Every message the api mails is recorded here first (docs/operations.md, "Outbox"): kept when no SMTP_URL is
-- configured, sending while a process has it in hand, sent or failed after. Attachments keep their bytes, so a resend
-- sends the same PDF the first attempt did.
create table outbox_messages (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  kind            text not null check (kind in ('invoice', 'reminder', 'claim', 'receipt', 'statement')),
  entity          text,
  entity_id       bigint,
  to_address      text not null check (length(to_address) <= 320),
  cc              text check (length(cc) <= 1000),
  subject         text not null check (length(subject) <= 500),
  text_body       text not null check (length(text_body) <= 100000),
  html_body       text check (length(html_body) <= 500000),
  status          text not null check (status in ('kept', 'sending', 'sent', 'failed')),
  error           text check (length(error) <= 1000),
  smtp_message_id text,
  attempts        integer not null default 0,
  created_by      bigint references users(id),
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  sent_at         timestamptz
);
create index outbox_messages_company_idx on outbox_messages (company_id, id desc);
create index outbox_messages_status_idx on outbox_messages (company_id, status, id desc);

create table outbox_attachments (
  message_id    bigint not null references outbox_messages(id) on delete cascade,
  position      integer not null check (position >= 0),
  file_name     text not null check (length(file_name) <= 255),
  content_type  text not null check (length(content_type) <= 100),
  size_bytes    integer not null check (size_bytes >= 0 and size_bytes <= 10485760),
  content       bytea not null,
  primary key (message_id, position)
);
