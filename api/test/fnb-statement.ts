import PDFDocument from 'pdfkit';

/** One row of the statement table as FNB prints it: '05 Mar', the description lines, cents (< 0 money out). */
export interface FnbRow {
  date: string;
  description: string | string[];
  amountCents: number;
  /** Printed instead of the running balance (to test a statement that does not add up). */
  balanceOverride?: string;
}

export interface FnbStatementOptions {
  period: string;
  openingCents: number;
  rows: FnbRow[];
  rowsPerPage?: number;
  userPassword?: string;
}

/** 150000 → "1,500.00Cr"; -150000 → "1,500.00" (FNB prints money out and overdrawn balances without a suffix). */
export function fnbAmount(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${whole}.${String(abs % 100).padStart(2, '0')}${cents > 0 ? 'Cr' : ''}`;
}

const COLUMNS = { date: 40, description: 95, amountRight: 380, balanceRight: 455, chargesRight: 570 };

/**
 * A statement in the layout of an FNB (First National Bank) business account statement, drawn with
 * pdfkit: bank header, "Statement Period : …", a summary with opening and closing balance, then the
 * table Date | Description | Amount | Balance | Accrued Bank Charges, repeated on every page.
 */
export function fnbStatementPdf(options: FnbStatementOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const closingCents = options.rows.reduce((sum, r) => sum + r.amountCents, options.openingCents);
  const right = (text: string, edge: number, y: number) =>
    doc.text(text, edge - 100, y, { width: 100, align: 'right' });
  const pages = Math.max(1, Math.ceil(options.rows.length / (options.rowsPerPage ?? 30)));

  const header = (page: number) => {
    doc.font('Helvetica-Bold').fontSize(14).text('FNB', 40, 40);
    doc.font('Helvetica').fontSize(8).text('First National Bank - a division of FirstRand Bank Limited', 40, 58);
    doc.text(`Page ${page} of ${pages}`, 480, 40);
    doc.fontSize(9).text('Gold Business Account : 62812345678', 40, 80);
    doc.text(`Statement Period : ${options.period}`, 40, 94);
    doc.text('Statement Date : 31 March 2026', 40, 108);
    if (page === 1) {
      doc.text('Opening Balance', 320, 80);
      right(fnbAmount(options.openingCents), 560, 80);
      doc.text('Closing Balance', 320, 94);
      right(fnbAmount(closingCents), 560, 94);
    }
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text('Date', COLUMNS.date, 140);
    doc.text('Description', COLUMNS.description, 140);
    right('Amount', COLUMNS.amountRight, 140);
    right('Balance', COLUMNS.balanceRight, 140);
    right('Accrued Bank Charges', COLUMNS.chargesRight, 140);
    doc.font('Helvetica').fontSize(9);
  };

  let balance = options.openingCents;
  let y = 158;
  let page = 1;
  header(page);
  doc.text('Opening Balance', COLUMNS.description, y);
  right(fnbAmount(options.openingCents), COLUMNS.balanceRight, y);
  y += 14;
  options.rows.forEach((row, i) => {
    if (i > 0 && i % (options.rowsPerPage ?? 30) === 0) {
      doc.text('Continued on next page', 40, 780);
      doc.addPage();
      header(++page);
      y = 158;
    }
    balance += row.amountCents;
    const lines = Array.isArray(row.description) ? row.description : [row.description];
    doc.text(row.date, COLUMNS.date, y);
    doc.text(lines[0] ?? '', COLUMNS.description, y);
    right(fnbAmount(row.amountCents), COLUMNS.amountRight, y);
    right(row.balanceOverride ?? fnbAmount(balance), COLUMNS.balanceRight, y);
    if (row.amountCents < 0 && /fee|charge/i.test(lines[0] ?? '')) right('2.50', COLUMNS.chargesRight, y);
    for (const more of lines.slice(1)) {
      y += 11;
      doc.text(more, COLUMNS.description, y);
    }
    y += 14;
  });
  doc.text('Closing Balance', COLUMNS.description, y);
  right(fnbAmount(balance), COLUMNS.balanceRight, y);
  doc.fontSize(7).text('Inclusive of VAT at 15%. Please verify all transactions reflected on this statement.', 40, 790);
  doc.end();
  return done;
}
