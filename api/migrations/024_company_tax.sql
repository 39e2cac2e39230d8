-- VAT/GST (issue 14, items 3 and 5; docs/decisions.md, decision 45). A company charges tax only when it says so:
-- charges_tax is false by default, and a company that does not charge it sees no amount change anywhere.
-- tax_rates_bp are its rates in basis points (1500 = 15 %), the first being the rate of a new line; null keeps
-- its region's defaults (api/src/tax/tax-settings.ts). The registration number is the existing vat_number.
alter table companies add column charges_tax boolean not null default false;
alter table companies add column tax_rates_bp integer[]
  check (tax_rates_bp is null or (cardinality(tax_rates_bp) between 1 and 10 and 0 <= all(tax_rates_bp)
         and 10000 >= all(tax_rates_bp)));

-- Tax recorded per line when the api creates or updates it (api/src/tax/line-tax.ts). Line amounts are
-- tax-inclusive: tax_cents is the part of amount_cents that is tax, so no invoice total ever changes.
-- tax_rate_bp null (every line made before, and every line of a company that does not charge tax) means
-- "no tax recorded", with tax_cents 0.
alter table invoice_components add column tax_rate_bp integer check (tax_rate_bp between 0 and 10000);
alter table invoice_components add column tax_cents bigint not null default 0 check (tax_cents >= 0);
alter table invoice_components add constraint invoice_components_tax_recorded_ck
  check (tax_rate_bp is not null or tax_cents = 0);

-- The VAT/GST report sums output tax of a company's lines by the invoice date.
create index invoice_components_company_taxed_idx on invoice_components(company_id, invoice_id)
  where tax_rate_bp is not null;
