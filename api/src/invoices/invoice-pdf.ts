import { currencySymbol } from '../companies/currency.ts';
import { LEFT, RIGHT, startPdf } from '../documents/pdf-layout.ts';
import { groupedAmount } from '../shared/money.ts';
import { formatInstant } from '../shared/time.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { clientName } from './invoice-row.ts';
import { INVOICE_STATUS_LABELS } from './invoice-status.ts';
import { formatRate } from '../tax/line-tax.ts';

/** Columns of the components table: x position, width and alignment. */
const COLUMNS = [
  { title: 'Description', x: LEFT, width: 215, align: 'left' },
  { title: 'Qty', x: 270, width: 40, align: 'right' },
  { title: 'Unit cost', x: 315, width: 75, align: 'right' },
  { title: 'Disc %', x: 395, width: 45, align: 'right' },
  { title: 'Amount', x: 445, width: 100, align: 'right' },
] as const;

/** The columns when the invoice shows tax (decision 45): a rate and a tax column before the amount. */
const TAX_COLUMNS = [
  { title: 'Description', x: LEFT, width: 165, align: 'left' },
  { title: 'Qty', x: 220, width: 35, align: 'right' },
  { title: 'Unit cost', x: 260, width: 65, align: 'right' },
  { title: 'Disc %', x: 330, width: 40, align: 'right' },
  { title: 'Tax %', x: 375, width: 40, align: 'right' },
  { title: 'Tax', x: 420, width: 55, align: 'right' },
  { title: 'Amount', x: 480, width: 65, align: 'right' },
] as const;

function codesLine(c: InvoiceDocument['components'][number]): string {
  const icd = c.diagnosisCodes.filter((code): code is string => code !== null);
  return [
    icd.length > 0 ? `ICD-10: ${icd.join(', ')}` : '',
    c.nappiCode ? `NAPPI: ${c.nappiCode}` : '',
    c.bhfCode ? `BHF: ${c.bhfCode}` : '',
    c.modifier ? `Modifier: ${c.modifier}` : '',
  ]
    .filter(Boolean)
    .join('   ');
}

/** Renders an invoice as a real PDF (A4, the standard Helvetica fonts); resolves with its bytes. */
export function renderInvoicePdf({ company, invoice, client, components }: InvoiceDocument): Promise<Buffer> {
  const zone = company.timeZone;
  const money = (cents: number) => `${currencySymbol(company.region)} ${groupedAmount(cents)}`;
  const { doc, done } = startPdf(`Invoice ${invoice.uniqueId}`, company.name);
  // Tax shows when the company charges it, or when a line recorded it before the company stopped.
  const { tax } = company;
  const showTax = tax.chargesTax || components.some((c) => c.taxRateBp !== null);
  const columns = showTax ? TAX_COLUMNS : COLUMNS;

  // The company.
  doc.font('Helvetica-Bold').fontSize(16).text(company.name, LEFT, 50);
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    company.address,
    [company.phone, company.email].filter(Boolean).join('   '),
    company.practiceNumber ? `Practice number: ${company.practiceNumber}` : null,
    company.vatNumber ? `${showTax ? `${tax.taxName} registration` : 'VAT'} number: ${company.vatNumber}` : null,
  ]) {
    if (line) doc.text(line);
  }

  // The invoice.
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('INVOICE', 350, 50, { width: RIGHT - 350, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    `Invoice number: ${invoice.uniqueId}`,
    `Date: ${formatInstant(invoice.invoiced, zone)}`,
    invoice.due ? `Due: ${invoice.due}` : null,
    `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`,
    invoice.practitionerName ? `Practitioner: ${invoice.practitionerName}` : null,
  ]) {
    if (line) doc.text(line, { width: RIGHT - 350, align: 'right' });
  }

  // The client, with medical aid details for a health practice.
  doc.moveDown(2).font('Helvetica-Bold').fontSize(10).text('Bill to', LEFT, Math.max(doc.y, 140));
  doc.font('Helvetica').fontSize(9);
  const health = company.type === 'H';
  for (const line of [
    clientName(invoice),
    client.address,
    invoice.clientEmail,
    client.phone,
    health && invoice.clientMedicalAidName
      ? `Medical aid: ${invoice.clientMedicalAidName}${client.medicalAidPlan ? ` (${client.medicalAidPlan})` : ''}`
      : null,
    health && invoice.clientMedicalAidNumber
      ? `Member number: ${invoice.clientMedicalAidNumber}${client.dependantCode ? `, dependant ${client.dependantCode}` : ''}`
      : null,
    health && client.idNumber ? `ID number: ${client.idNumber}` : null,
  ]) {
    if (line) doc.text(line);
  }
  if (invoice.description) doc.moveDown(0.5).text(invoice.description);

  // The components.
  let y = doc.y + 20;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const col of columns) doc.text(col.title, col.x, y, { width: col.width, align: col.align });
  y += 14;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const c of components) {
    if (y > 740) {
      doc.addPage();
      y = 50;
    }
    const cells = [
      c.description,
      c.quantity,
      groupedAmount(c.unitCostCents),
      c.discountPercentage,
      ...(showTax ? [c.taxRateBp === null ? '' : formatRate(c.taxRateBp), groupedAmount(c.taxCents)] : []),
      groupedAmount(c.amountCents),
    ];
    const height = doc.heightOfString(c.description, { width: columns[0].width });
    columns.forEach((col, i) => doc.text(cells[i] ?? '', col.x, y, { width: col.width, align: col.align }));
    y += height + 2;
    const codes = codesLine(c);
    if (codes) {
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(codes, LEFT + 10, y, { width: RIGHT - LEFT - 10 });
      doc.fontSize(9).fillColor('black');
      y = doc.y + 2;
    }
    y += 4;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();

  // Totals.
  y += 10;
  const taxCents = components.reduce((sum, c) => sum + c.taxCents, 0);
  const totals: Array<[string, number]> = [
    ...(showTax
      ? ([
          [`Total excl. ${tax.taxName}`, invoice.amountCents - taxCents],
          [`${tax.taxName}`, taxCents],
          [`Total incl. ${tax.taxName}`, invoice.amountCents],
        ] as Array<[string, number]>)
      : ([['Total', invoice.amountCents]] as Array<[string, number]>)),
    ['Paid', invoice.paidCents],
    ['Amount due', invoice.amountCents - invoice.paidCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === 'Amount due' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 345, y, { width: 95, align: 'right' });
    doc.text(money(cents), 445, y, { width: 100, align: 'right' });
    y += 14;
  }
  doc.end();
  return done;
}
