import { renderReport, type ReportCompany } from '../reports/report-pdf.ts';
import { groupedAmount } from '../shared/money.ts';
import { formatRate } from './line-tax.ts';
import type { TaxReport } from './tax-report.ts';

/** The VAT/GST report as a PDF (A4 landscape, the reports' layout): output tax by rate, input tax, net payable. */
export function renderTaxReportPdf(company: ReportCompany, report: TaxReport): Promise<Buffer> {
  const name = report.taxName;
  const registration = report.registrationNumber ? `, registration number ${report.registrationNumber}` : '';
  return renderReport(company, `${name} report`, `${report.start} to ${report.end}${registration}`, [
    {
      heading: `${name} collected (output tax), by rate`,
      columns: ['Rate', 'Invoices', 'Lines', `Excl. ${name}`, name, `Incl. ${name}`],
      rows: report.rates.map((r) => [
        `${formatRate(r.rateBp)} ${r.label}`,
        String(r.invoices),
        String(r.lines),
        groupedAmount(r.netCents),
        groupedAmount(r.taxCents),
        groupedAmount(r.grossCents),
      ]),
      total: [
        'Total',
        '',
        '',
        groupedAmount(report.output.netCents),
        groupedAmount(report.output.taxCents),
        groupedAmount(report.output.grossCents),
      ],
    },
    {
      heading: 'Net payable',
      columns: ['', name],
      rows: [
        [`${name} collected (output tax)`, groupedAmount(report.output.taxCents)],
        [
          `${name} paid (input tax, account ${report.input.accountCode}${report.input.accountName ? ` ${report.input.accountName}` : ''})`,
          groupedAmount(report.input.taxCents),
        ],
      ],
      total: [report.netPayableCents >= 0 ? 'Net payable' : 'Net refundable', groupedAmount(report.netPayableCents)],
    },
  ]);
}
