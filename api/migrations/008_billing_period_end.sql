-- The span an invoice bills for its billing plan: billing_period_start .. billing_period_end, both
-- included (a run bills whole weeks, months, quarters or years; decision 27). Rows from before this
-- migration keep a null end: they billed the unit of the plan's frequency that contains their start.
-- (Written to run again harmlessly: an early copy of it was named 006_billing_period_end.sql.)
alter table invoices add column if not exists billing_period_end date;
alter table invoices drop constraint if exists invoices_billing_period_end_check;
alter table invoices add constraint invoices_billing_period_end_check
  check (billing_period_end is null or (billing_period_start is not null and billing_period_end >= billing_period_start));
