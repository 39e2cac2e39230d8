import PDFDocument from 'pdfkit';
import type { CompanyRow } from '../companies/companies-repository.ts';
import { currencySymbol } from '../companies/currency.ts';
import { groupedAmount } from '../shared/money.ts';

/** The page layout the invoice PDF uses (api/src/invoices/invoice-pdf.ts): A4, 50 pt margins, Helvetica. */
export const LEFT = 50;
export const RIGHT = 545;
export const PAGE_BOTTOM = 740;

export interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * A new A4 PDF (portrait, 50 pt margins unless `page` says otherwise) and a promise of its bytes once `doc.end()`
 * is called: every document of the api (invoice, claim, receipt, statement, reports) starts here.
 */
export function startPdf(
  title: string,
  author: string,
  page: { layout?: 'portrait' | 'landscape'; margin?: number } = {},
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: page.layout ?? 'portrait',
    margin: page.margin ?? LEFT,
    info: { Title: title, Author: author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** "R 1,234.56" in the company's currency. */
export const moneyOf = (company: Pick<CompanyRow, 'region'>) => (cents: number) =>
  `${currencySymbol(company.region)} ${cents < 0 ? '-' : ''}${groupedAmount(Math.abs(cents))}`;

/** The company's name and details at the top left, the document's title and facts at the top right. */
export function documentHeader(
  doc: PDFKit.PDFDocument,
  company: CompanyRow,
  title: string,
  facts: Array<string | null>,
) {
  doc.font('Helvetica-Bold').fontSize(16).text(company.name, LEFT, 50, { width: 290 });
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    company.address,
    [company.phone, company.email].filter(Boolean).join('   '),
    company.practiceNumber ? `Practice number: ${company.practiceNumber}` : null,
    company.vatNumber ? `VAT number: ${company.vatNumber}` : null,
  ]) {
    if (line) doc.text(line, { width: 290 });
  }
  const leftBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, 350, 50, { width: RIGHT - 350, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const line of facts) {
    if (line) doc.text(line, { width: RIGHT - 350, align: 'right' });
  }
  doc.y = Math.max(doc.y, leftBottom, 140);
}

/** A block of lines under a bold heading, at the left margin. */
export function block(doc: PDFKit.PDFDocument, heading: string, lines: Array<string | null | undefined>) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(10).text(heading, LEFT, doc.y);
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) {
    if (line) doc.text(line, LEFT);
  }
}

/** A table: a bold header row over a rule, one row per entry, a closing rule; returns the y below it. */
export function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: string[][], startY: number): number {
  let y = startY;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9);
    for (const col of columns) doc.text(col.title, col.x, y, { width: col.width, align: col.align });
    y += 14;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
    y += 6;
    doc.font('Helvetica').fontSize(9);
  };
  header();
  for (const cells of rows) {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = 50;
      header();
    }
    const height = Math.max(
      ...columns.map((col, i) => doc.heightOfString(cells[i] ?? '', { width: col.width })),
      doc.currentLineHeight(),
    );
    columns.forEach((col, i) => doc.text(cells[i] ?? '', col.x, y, { width: col.width, align: col.align }));
    y += height + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  return y + 10;
}

/** Label and amount pairs at the right, the ones named in `bold` in bold; returns the y below them. */
export function totals(doc: PDFKit.PDFDocument, lines: Array<[string, string]>, startY: number, bold: string[] = []) {
  let y = startY;
  for (const [label, value] of lines) {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = 50;
    }
    doc.font(bold.includes(label) ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, 255, y, { width: 185, align: 'right' });
    doc.text(value, 445, y, { width: 100, align: 'right' });
    y += 14;
  }
  doc.font('Helvetica');
  return y;
}
