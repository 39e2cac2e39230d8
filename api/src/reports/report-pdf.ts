import { startPdf } from '../documents/pdf-layout.ts';
import { currencySymbol } from '../companies/currency.ts';
import { groupedAmount } from '../shared/money.ts';
import type { AgedReceivables, PaymentsByType, ProfitAndLoss } from './reports.ts';
import { AGE_BUCKETS } from './reports.ts';

const MARGIN = 40;
/** A4 landscape: 842 × 595 points. */
const WIDTH = 842 - 2 * MARGIN;
const BOTTOM = 595 - MARGIN;
const ROW = 14;

export interface Section {
  heading: string;
  /** The first column is text (left), the others amounts (right). */
  columns: string[];
  rows: string[][];
  total?: string[];
}

export interface ReportCompany {
  name: string;
  region: string;
}

/** A report as a real PDF (A4 landscape, the standard Helvetica fonts, as the invoice PDF); resolves with its bytes. */
export function renderReport(
  company: ReportCompany,
  title: string,
  subtitle: string,
  sections: Section[],
): Promise<Buffer> {
  const { doc, done } = startPdf(`${title} — ${subtitle}`, company.name, { layout: 'landscape', margin: MARGIN });

  doc.font('Helvetica-Bold').fontSize(16).text(company.name, MARGIN, MARGIN);
  doc.fontSize(13).text(title, MARGIN, doc.y + 4);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${subtitle}   Amounts in ${currencySymbol(company.region)}`, MARGIN, doc.y + 2);
  let y = doc.y + 12;

  const line = (cells: string[], widths: number[], bold: boolean) => {
    if (y + ROW > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i]!;
      doc.text(cell, x + 2, y, {
        width: width - 4,
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
        ellipsis: true,
      });
      x += width;
    });
    y += ROW;
  };

  for (const section of sections) {
    if (y + 3 * ROW > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(11).text(section.heading, MARGIN, y);
    y = doc.y + 4;
    const first = Math.max(140, WIDTH - (section.columns.length - 1) * 80);
    const rest = (WIDTH - first) / Math.max(1, section.columns.length - 1);
    const widths = section.columns.map((_, i) => (i === 0 ? first : rest));
    line(section.columns, widths, true);
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTH, y - 2)
      .lineWidth(0.5)
      .stroke();
    if (section.rows.length === 0) line(['Nothing to show'], widths, false);
    for (const row of section.rows) line(row, widths, false);
    if (section.total) {
      doc
        .moveTo(MARGIN, y - 2)
        .lineTo(MARGIN + WIDTH, y - 2)
        .lineWidth(0.5)
        .stroke();
      line(section.total, widths, true);
    }
    y += ROW;
  }
  doc.end();
  return done;
}

const amount = (cents: number) => groupedAmount(cents);

export function renderAgedReceivablesPdf(company: ReportCompany, report: AgedReceivables): Promise<Buffer> {
  const cells = (a: AgedReceivables['totals']) => [...AGE_BUCKETS.map((b) => amount(a[b.key])), amount(a.total)];
  return renderReport(company, 'Aged receivables', `As of ${report.asOf}, by days past the due date`, [
    {
      heading: 'Owed per client',
      columns: ['Client', ...AGE_BUCKETS.map((b) => b.label), 'Total'],
      rows: report.clients.map((c) => [c.name, ...cells(c)]),
      total: ['Total', ...cells(report.totals)],
    },
  ]);
}

export function renderProfitAndLossPdf(company: ReportCompany, report: ProfitAndLoss): Promise<Buffer> {
  const accounts = (type: 'I' | 'E') => report.accounts.filter((a) => a.type === type);
  return renderReport(company, 'Profit and loss', `${report.start} to ${report.end}`, [
    {
      heading: 'By month',
      columns: ['Month', 'Income', 'Expenses', 'Net profit'],
      rows: report.monthTotals.map((m) => [
        m.month.slice(0, 7),
        amount(m.incomeCents),
        amount(m.expensesCents),
        amount(m.netProfitCents),
      ]),
      total: [
        'Total',
        amount(report.totals.incomeCents),
        amount(report.totals.expensesCents),
        amount(report.totals.netProfitCents),
      ],
    },
    {
      heading: 'Income accounts',
      columns: ['Account', 'Total'],
      rows: accounts('I').map((a) => [`${a.code} ${a.name}`, amount(a.totalCents)]),
      total: ['Total income', amount(report.totals.incomeCents)],
    },
    {
      heading: 'Expense accounts',
      columns: ['Account', 'Total'],
      rows: accounts('E').map((a) => [`${a.code} ${a.name}`, amount(a.totalCents)]),
      total: ['Total expenses', amount(report.totals.expensesCents)],
    },
  ]);
}

export function renderPaymentsByTypePdf(company: ReportCompany, report: PaymentsByType): Promise<Buffer> {
  return renderReport(company, 'Payments received by type', `${report.start} to ${report.end}, write-offs excluded`, [
    {
      heading: 'By month',
      columns: ['Month', ...report.types.map((t) => t.label), 'Total'],
      rows: report.months.map((m) => [
        m.month.slice(0, 7),
        ...m.types.map((t) => amount(t.amountCents)),
        amount(m.totalCents),
      ]),
      total: ['Total', ...report.types.map((t) => amount(t.amountCents)), amount(report.totalCents)],
    },
  ]);
}
