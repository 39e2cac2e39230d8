-- Accounts assigned at scale (issue "Bank statements as banks really write them", item 5;
-- docs/import-formats.md "Rules and recode").

-- Account rules: "the description contains / starts with <text>, money in / out / either → account".
-- The first matching rule (lowest position) wins; a statement review fills in the account of a row
-- without the file's own code, and a recode by rules gives it to the transactions of a period.
create table account_rules (
  id                   bigint generated always as identity primary key,
  company_id           bigint not null references companies(id),
  -- 1, 2, 3 … within the company, without gaps (rules-repository.ts renumbers in one transaction).
  position             integer not null check (position >= 1),
  match_kind           text   not null check (match_kind in ('contains', 'starts_with')),
  -- Compared without case, surrounding spaces or repeated inner spaces (rule-matcher.ts).
  match_text           text   not null check (length(match_text) between 1 and 200),
  direction            text   not null check (direction in ('in', 'out', 'either')),
  -- An account that rules use cannot be deleted (409): change or delete the rules first.
  financial_account_id bigint not null references financial_accounts(id),
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
create index account_rules_company_idx on account_rules (company_id, position, id);
create index account_rules_account_idx on account_rules (financial_account_id);

-- Every recode that changed something (by text or by rules), so the company's last one can be undone.
create table financial_recodes (
  id         bigint generated always as identity primary key,
  company_id bigint not null references companies(id),
  user_id    bigint references users(id),
  at         timestamptz not null default now(),
  by_rules   boolean not null,
  -- The request as run: startDate, endDate and, by text, financialAccountCode and description.
  request    jsonb   not null,
  changed    integer not null check (changed > 0),
  undone_at  timestamptz,
  undone_by  bigint references users(id)
);
create index financial_recodes_company_idx on financial_recodes (company_id, id desc);

-- Which transaction the recode moved from which account to which. No foreign keys to the
-- transaction and accounts: a row deleted since, or an account deleted since, makes the undo refuse
-- (409) rather than block the deletion.
create table financial_recode_moves (
  recode_id       bigint not null references financial_recodes(id) on delete cascade,
  transaction_id  bigint not null,
  from_account_id bigint not null,
  to_account_id   bigint not null,
  -- md5 of the row's other fields as the recode left them (recode-repository.ts ROW_STATE): a row
  -- changed since (date, description, amounts, status, links) makes the undo refuse.
  row_state       text   not null,
  primary key (recode_id, transaction_id)
);
