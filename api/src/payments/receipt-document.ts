import { companiesRepository, type CompanyRow } from '../companies/companies-repository.ts';
import type { Queryable } from '../db/database.ts';
import {
  block,
  documentHeader,
  LEFT,
  moneyOf,
  RIGHT,
  startPdf,
  table,
  totals,
  type Column,
} from '../documents/pdf-layout.ts';
import { notFound } from '../shared/problem.ts';
import { formatInstant } from '../shared/time.ts';
import { PAYMENT_TYPE_LABELS, type PaymentType } from './payment-types.ts';

/** One invoice a receipt paid, and how much of it. */
export interface ReceiptLine {
  paymentId: number;
  invoiceId: number;
  invoiceUniqueId: string;
  invoiced: string;
  amountCents: number;
  /** What the invoice still owes now. */
  owedCents: number;
}

/**
 * Everything a payment's receipt shows. A payment that is part of a receipt (one payment over several invoices, or
 * one that kept credit: decision 39) shows the whole receipt; a plain payment is its own receipt.
 */
export interface ReceiptDocument {
  company: CompanyRow;
  /** "R-12" for a receipt row, "P-34" for a plain payment. */
  number: string;
  paymentId: number;
  receiptId: number | null;
  client: { id: number; name: string; email: string | null; address: string | null };
  paid: string;
  type: PaymentType;
  fromCredit: boolean;
  description: string;
  amountCents: number;
  creditKeptCents: number;
  lines: ReceiptLine[];
}

interface PaymentFacts {
  id: number;
  receiptId: number | null;
  invoiceId: number;
  invoiceUniqueId: string;
  invoiced: string;
  invoiceAmountCents: number;
  invoicePaidCents: number;
  clientId: number;
  type: PaymentType;
  fromCredit: boolean;
  description: string;
  amountCents: number;
  paid: string;
}

const FACTS = `select p.id, p.receipt_id as "receiptId", p.invoice_id as "invoiceId", i.unique_id as "invoiceUniqueId",
       i.invoiced, i.amount_cents as "invoiceAmountCents", i.paid_cents as "invoicePaidCents",
       i.client_id as "clientId", p.type, p.from_credit as "fromCredit", p.description, p.amount_cents as "amountCents",
       p.paid
  from payments p join invoices i on i.id = p.invoice_id`;

const toLine = (p: PaymentFacts): ReceiptLine => ({
  paymentId: Number(p.id),
  invoiceId: Number(p.invoiceId),
  invoiceUniqueId: p.invoiceUniqueId,
  invoiced: new Date(p.invoiced).toISOString(),
  amountCents: Number(p.amountCents),
  owedCents: Math.max(Number(p.invoiceAmountCents) - Number(p.invoicePaidCents), 0),
});

/** The receipt of the caller's payment `paymentId`, or 404 (another company's payment is 404 too). */
export async function loadReceiptDocument(
  db: Queryable,
  companyId: number,
  paymentId: number,
): Promise<ReceiptDocument> {
  const { rows } = await db.query<PaymentFacts>(`${FACTS} where p.id = $1 and p.company_id = $2`, [
    paymentId,
    companyId,
  ]);
  const payment = rows[0];
  if (!payment) throw notFound('Payment');
  const company = await companiesRepository(db).find(companyId);
  if (!company) throw notFound('Company');

  let header = {
    number: `P-${payment.id}`,
    receiptId: null as number | null,
    clientId: Number(payment.clientId),
    paid: new Date(payment.paid).toISOString(),
    type: payment.type,
    fromCredit: payment.fromCredit,
    description: payment.description,
    amountCents: Number(payment.amountCents),
    creditKeptCents: 0,
  };
  let lines = [toLine(payment)];
  if (payment.receiptId !== null) {
    const receipt = (
      await db.query<{
        id: number;
        clientId: number;
        type: PaymentType;
        description: string;
        amountCents: number;
        creditCents: number;
        paid: string;
      }>(
        `select id, client_id as "clientId", type, description, amount_cents as "amountCents",
                credit_cents as "creditCents", paid
           from payment_receipts where id = $1 and company_id = $2`,
        [payment.receiptId, companyId],
      )
    ).rows[0];
    if (!receipt) throw notFound('Receipt');
    header = {
      number: `R-${receipt.id}`,
      receiptId: Number(receipt.id),
      clientId: Number(receipt.clientId),
      paid: new Date(receipt.paid).toISOString(),
      type: receipt.type,
      fromCredit: false,
      description: receipt.description,
      amountCents: Number(receipt.amountCents),
      creditKeptCents: Number(receipt.creditCents),
    };
    const all = await db.query<PaymentFacts>(`${FACTS} where p.receipt_id = $1 and p.company_id = $2 order by p.id`, [
      receipt.id,
      companyId,
    ]);
    lines = all.rows.map(toLine);
  }
  const client = (
    await db.query<{ id: number; name: string; email: string | null; address: string | null }>(
      `select id, trim(first_name || ' ' || last_name) as name, email, address
         from clients where id = $1 and company_id = $2`,
      [header.clientId, companyId],
    )
  ).rows[0];
  if (!client) throw notFound('Client');
  const { clientId: _clientId, ...facts } = header;
  return { company, paymentId: Number(payment.id), client: { ...client, id: Number(client.id) }, lines, ...facts };
}

const COLUMNS: readonly Column[] = [
  { title: 'Invoice', x: LEFT, width: 150, align: 'left' },
  { title: 'Invoice date', x: 205, width: 100, align: 'left' },
  { title: 'Paid', x: 310, width: 115, align: 'right' },
  { title: 'Still owed', x: 430, width: RIGHT - 430, align: 'right' },
];

/** Renders a receipt as a PDF in the invoice PDF's layout; resolves with its bytes. */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { company } = receipt;
  const zone = company.timeZone;
  const money = moneyOf(company);
  const { doc, done } = startPdf(`Receipt ${receipt.number}`, company.name);
  documentHeader(doc, company, 'RECEIPT', [
    `Receipt number: ${receipt.number}`,
    `Date paid: ${formatInstant(receipt.paid, zone)}`,
    `Type: ${receipt.fromCredit ? "Paid from the client's credit" : PAYMENT_TYPE_LABELS[receipt.type]}`,
  ]);
  block(doc, 'Received from', [receipt.client.name, receipt.client.address, receipt.client.email]);
  if (receipt.description) doc.moveDown(0.5).text(receipt.description, LEFT);

  const y = table(
    doc,
    COLUMNS,
    receipt.lines.map((l) => [
      l.invoiceUniqueId,
      formatInstant(l.invoiced, zone, 'YYYY-MM-DD'),
      money(l.amountCents),
      money(l.owedCents),
    ]),
    doc.y + 20,
  );
  const applied = receipt.lines.reduce((sum, l) => sum + l.amountCents, 0);
  // A payment of the receipt reversed since: its row is gone, so its invoice is no longer listed.
  const reversed = receipt.amountCents - applied - receipt.creditKeptCents;
  totals(
    doc,
    [
      [receipt.fromCredit ? 'Paid from credit' : 'Amount received', money(receipt.amountCents)],
      ['Paid to invoices', money(applied)],
      ['Credit kept', money(receipt.creditKeptCents)],
      ...(reversed > 0 ? [['Reversed since', money(reversed)] as [string, string]] : []),
    ],
    y,
    ['Amount received', 'Paid from credit'],
  );
  doc.end();
  return done;
}

export const receiptFileName = (receipt: Pick<ReceiptDocument, 'number'>) => `Receipt-${receipt.number}.pdf`;
