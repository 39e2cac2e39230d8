-- Invoices, components and payment allocation (issue 3): invoice numbers and the indexes of the
-- invoice lazy list. Plain btree indexes only, so that the same migration runs on PGlite and on
-- a PostgreSQL server without extensions.

-- The last invoice number handed out per company (INV-000123). One row per company, updated with
-- `insert … on conflict … do update … returning`, which locks the row: two invoices created at
-- the same moment never get the same number.
create table invoice_counters (
  company_id  bigint primary key references companies(id),
  last_number bigint not null check (last_number >= 0)
);

-- Sorting the lazy list by a column: company first, then the column, then id as the tie-breaker
-- (the list always orders by `<column>, id`, both in the chosen direction).
create index invoices_company_amount_idx on invoices(company_id, amount_cents, id);
create index invoices_company_paid_idx on invoices(company_id, paid_cents, id);
create index invoices_company_due_amount_idx on invoices(company_id, (amount_cents - paid_cents), id);
create index invoices_company_status_id_idx on invoices(company_id, status, id);
create index invoices_company_due_idx on invoices(company_id, due, id);
-- Prefix filters (`startsWith`) on the invoice number: lower(unique_id) like 'inv-0001%'.
create index invoices_company_unique_id_lower_idx on invoices(company_id, lower(unique_id) text_pattern_ops);

-- The practitioner lists filter by company as well as by practitioner.
create index invoices_company_practitioner_idx on invoices(company_id, practitioner_id, invoiced desc, id desc);
create index invoices_company_client_idx on invoices(company_id, client_id, invoiced desc, id desc);

-- Payments listed per invoice (Invoice.payments) and per component come from payments_invoice_idx
-- and payments_component_idx; claims per invoice (numberOfClaims) from claims_invoice_idx.
