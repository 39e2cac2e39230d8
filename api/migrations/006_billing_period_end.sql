-- The span an invoice bills for its billing plan: billing_period_start .. billing_period_end, both
-- included (a run bills whole weeks, months, quarters or years; decision 27). Rows from before this
-- migration keep a null end: they billed the unit of the plan's frequency that contains their start.
alter table invoices add column billing_period_end date;
alter table invoices add constraint invoices_billing_period_end_check
  check (billing_period_end is null or (billing_period_start is not null and billing_period_end >= billing_period_start));
