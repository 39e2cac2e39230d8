import type { Queryable } from '../db/database.ts';
import { companyTimeZone } from '../financial-transactions/transaction-changes.ts';
import { fromCents, type Cents } from '../shared/money.ts';
import { unprocessable } from '../shared/problem.ts';
import type { ReportPeriod } from '../reports/report-inputs.ts';
import { formatRate } from './line-tax.ts';
import { taxReportRepository } from './tax-report-repository.ts';
import { companyTaxSettings, INPUT_TAX_ACCOUNT, type TaxSettings } from './tax-settings.ts';

export interface TaxRateFigures {
  rateBp: number;
  label: string;
  lines: number;
  invoices: number;
  /** Tax-inclusive amounts of the lines. */
  grossCents: Cents;
  /** gross − tax. */
  netCents: Cents;
  taxCents: Cents;
}

export interface TaxReport extends ReportPeriod {
  taxName: string;
  registrationNumber: string | null;
  rates: TaxRateFigures[];
  output: { grossCents: Cents; netCents: Cents; taxCents: Cents };
  input: { accountCode: string; accountName: string | null; taxCents: Cents };
  /** output tax − input tax: to pay when positive, to reclaim when negative. */
  netPayableCents: Cents;
}

/** The settings of a company that charges tax; a 422 saying why for one that does not. */
export async function taxChargingCompany(db: Queryable, companyId: number): Promise<TaxSettings> {
  const settings = await companyTaxSettings(db, companyId);
  if (!settings.chargesTax) {
    throw unprocessable(
      `The company does not charge ${settings.taxName}, so it has no ${settings.taxName} report: turn on ` +
        `"Charges ${settings.taxName}" in the company settings first`,
    );
  }
  return settings;
}

/**
 * The VAT/GST of a period (decision 45): output tax collected on the lines of the invoices dated in it, by rate;
 * input tax paid as the net debit of the input tax account (1150) over its days; net payable = output − input.
 */
export async function taxReport(db: Queryable, companyId: number, period: ReportPeriod): Promise<TaxReport> {
  const settings = await taxChargingCompany(db, companyId);
  const timeZone = await companyTimeZone(db, companyId);
  const repository = taxReportRepository(db);
  const outputRows = await repository.outputTax(companyId, period.start, period.end, timeZone);
  const inputRow = await repository.inputTax(companyId, INPUT_TAX_ACCOUNT.code, period.start, period.end);
  const rates = outputRows.map((row) => ({
    rateBp: row.rateBp,
    label: settings.rates.find((r) => r.rateBp === row.rateBp)?.label ?? formatRate(row.rateBp),
    lines: row.lines,
    invoices: row.invoices,
    grossCents: row.grossCents,
    netCents: row.grossCents - row.taxCents,
    taxCents: row.taxCents,
  }));
  const sum = (pick: (r: TaxRateFigures) => Cents) => rates.reduce((total, r) => total + pick(r), 0);
  const output = {
    grossCents: sum((r) => r.grossCents),
    netCents: sum((r) => r.netCents),
    taxCents: sum((r) => r.taxCents),
  };
  const inputTaxCents = inputRow ? inputRow.debitCents - inputRow.creditCents : 0;
  return {
    ...period,
    taxName: settings.taxName,
    registrationNumber: settings.registrationNumber,
    rates,
    output,
    input: { accountCode: INPUT_TAX_ACCOUNT.code, accountName: inputRow?.name ?? null, taxCents: inputTaxCents },
    netPayableCents: output.taxCents - inputTaxCents,
  };
}

/** The REST answer: amounts as the JSON numbers of the contract. */
export const taxReportAnswer = (r: TaxReport) => ({
  start: r.start,
  end: r.end,
  taxName: r.taxName,
  registrationNumber: r.registrationNumber,
  rates: r.rates.map((rate) => ({
    rate: rate.rateBp,
    label: rate.label,
    lines: rate.lines,
    invoices: rate.invoices,
    gross: fromCents(rate.grossCents),
    net: fromCents(rate.netCents),
    tax: fromCents(rate.taxCents),
  })),
  output: {
    gross: fromCents(r.output.grossCents),
    net: fromCents(r.output.netCents),
    tax: fromCents(r.output.taxCents),
  },
  input: { accountCode: r.input.accountCode, accountName: r.input.accountName, tax: fromCents(r.input.taxCents) },
  netPayable: fromCents(r.netPayableCents),
});
