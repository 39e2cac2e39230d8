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
import { PAYMENT_TYPE_LABELS, type PaymentType } from '../payments/payment-types.ts';
import { badRequest, notFound } from '../shared/problem.ts';
import { addDays, formatInstant, isCalendarDate, todayIn } from '../shared/time.ts';

/** The statement's default period: the last 90 days up to today (in the company's time zone). */
export const STATEMENT_DEFAULT_DAYS = 90;

export interface StatementEntry {
  kind: 'invoice' | 'payment' | 'credit-kept' | 'credit-applied';
  /** The calendar date in the company's time zone. */
  date: string;
  at: string;
  text: string;
  /** + the client owes more (an invoice), − less (money received, credit kept), 0 (credit applied). */
  amountCents: number;
  /** Balance after this entry. */
  balanceCents: number;
  /** For credit-applied: the amount taken from the credit (it changes no balance). */
  creditCents?: number;
}

/**
 * A client's statement for a period. The balance is what the client owes on its invoices (archived ones left out)
 * less the credit it holds: an invoice adds its amount, money received takes it off (paid to invoices, or kept as
 * credit), and credit applied to an invoice moves money within the client's account and changes nothing.
 */
export interface StatementDocument {
  company: CompanyRow;
  client: { id: number; name: string; email: string | null; address: string | null };
  start: string;
  end: string;
  openingCents: number;
  closingCents: number;
  /** The credit the client held at the end of the period. */
  creditCents: number;
  entries: StatementEntry[];
}

/** The period asked for, or the default one; 400 for a date that is not YYYY-MM-DD or a start after the end. */
export function statementPeriod(timeZone: string, start?: string, end?: string): { start: string; end: string } {
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (value !== undefined && value !== '' && !isCalendarDate(value)) {
      throw badRequest(`${field} "${value}" is not a date: use YYYY-MM-DD`, [{ field, message: 'is not a date' }]);
    }
  }
  const to = end || todayIn(timeZone);
  const from = start || addDays(to, -STATEMENT_DEFAULT_DAYS);
  if (from > to) {
    throw badRequest(`The start ${from} is after the end ${to}`, [{ field: 'start', message: 'is after the end' }]);
  }
  return { start: from, end: to };
}

interface Movement {
  kind: StatementEntry['kind'];
  at: string;
  id: number;
  text: string;
  amountCents: number;
  creditCents?: number;
}

/** The caller's client's statement for [start, end] (inclusive, company time zone), or 404. */
export async function loadStatement(
  db: Queryable,
  companyId: number,
  clientId: number,
  period: { start?: string; end?: string },
): Promise<StatementDocument> {
  const company = await companiesRepository(db).find(companyId);
  if (!company) throw notFound('Company');
  const client = (
    await db.query<{ id: number; name: string; email: string | null; address: string | null }>(
      `select id, trim(first_name || ' ' || last_name) as name, email, address
         from clients where id = $1 and company_id = $2`,
      [clientId, companyId],
    )
  ).rows[0];
  if (!client) throw notFound('Client');
  const { start, end } = statementPeriod(company.timeZone, period.start, period.end);

  const invoices = await db.query<{ id: number; uniqueId: string; invoiced: string; amountCents: number }>(
    `select id, unique_id as "uniqueId", invoiced, amount_cents as "amountCents"
       from invoices where company_id = $1 and client_id = $2 and status <> 'C'`,
    [companyId, clientId],
  );
  const payments = await db.query<{
    id: number;
    uniqueId: string;
    paid: string;
    amountCents: number;
    type: PaymentType;
    fromCredit: boolean;
  }>(
    `select p.id, i.unique_id as "uniqueId", p.paid, p.amount_cents as "amountCents", p.type,
            p.from_credit as "fromCredit"
       from payments p join invoices i on i.id = p.invoice_id
      where p.company_id = $1 and i.client_id = $2 and i.status <> 'C'`,
    [companyId, clientId],
  );
  const receipts = await db.query<{ id: number; paid: string; creditCents: number }>(
    `select id, paid, credit_cents as "creditCents"
       from payment_receipts where company_id = $1 and client_id = $2 and credit_cents > 0`,
    [companyId, clientId],
  );
  const iso = (v: string) => new Date(v).toISOString();
  const movements: Movement[] = [
    ...invoices.rows.map((i) => ({
      kind: 'invoice' as const,
      at: iso(i.invoiced),
      id: Number(i.id),
      text: `Invoice ${i.uniqueId}`,
      amountCents: Number(i.amountCents),
    })),
    ...payments.rows.map((p) =>
      p.fromCredit
        ? {
            kind: 'credit-applied' as const,
            at: iso(p.paid),
            id: Number(p.id),
            text: `Credit applied to ${p.uniqueId}`,
            amountCents: 0,
            creditCents: Number(p.amountCents),
          }
        : {
            kind: 'payment' as const,
            at: iso(p.paid),
            id: Number(p.id),
            text: `Payment (${PAYMENT_TYPE_LABELS[p.type]}) to ${p.uniqueId}`,
            amountCents: -Number(p.amountCents),
          },
    ),
    ...receipts.rows.map((r) => ({
      kind: 'credit-kept' as const,
      at: iso(r.paid),
      id: Number(r.id),
      text: `Payment kept as credit (receipt R-${r.id})`,
      amountCents: -Number(r.creditCents),
      creditCents: Number(r.creditCents),
    })),
  ];
  const order: Record<StatementEntry['kind'], number> = {
    invoice: 0,
    payment: 1,
    'credit-kept': 2,
    'credit-applied': 3,
  };
  movements.sort((a, b) => a.at.localeCompare(b.at) || order[a.kind] - order[b.kind] || a.id - b.id);

  const dateOf = (at: string) => formatInstant(at, company.timeZone, 'YYYY-MM-DD');
  let balance = 0;
  let credit = 0;
  let openingCents = 0;
  const entries: StatementEntry[] = [];
  for (const m of movements) {
    const date = dateOf(m.at);
    if (date > end) break;
    balance += m.amountCents;
    if (m.kind === 'credit-kept') credit += m.creditCents ?? 0;
    if (m.kind === 'credit-applied') credit -= m.creditCents ?? 0;
    if (date < start) {
      openingCents = balance;
      continue;
    }
    entries.push({
      kind: m.kind,
      date,
      at: m.at,
      text: m.text,
      amountCents: m.amountCents,
      balanceCents: balance,
      ...(m.creditCents !== undefined ? { creditCents: m.creditCents } : {}),
    });
  }
  return {
    company,
    client: { ...client, id: Number(client.id) },
    start,
    end,
    openingCents,
    closingCents: balance,
    creditCents: Math.max(credit, 0),
    entries,
  };
}

const COLUMNS: readonly Column[] = [
  { title: 'Date', x: LEFT, width: 70, align: 'left' },
  { title: 'Details', x: 125, width: 200, align: 'left' },
  { title: 'Amount', x: 330, width: 100, align: 'right' },
  { title: 'Balance', x: 435, width: RIGHT - 435, align: 'right' },
];

/** Renders a statement as a PDF in the invoice PDF's layout; resolves with its bytes. */
export function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const { company } = statement;
  const money = moneyOf(company);
  const { doc, done } = startPdf(
    `Statement ${statement.client.name} ${statement.start} to ${statement.end}`,
    company.name,
  );
  documentHeader(doc, company, 'STATEMENT', [
    `Period: ${statement.start} to ${statement.end}`,
    `Client number: ${statement.client.id}`,
  ]);
  block(doc, 'Statement for', [statement.client.name, statement.client.address, statement.client.email]);
  const rows = [
    [statement.start, 'Opening balance', '', money(statement.openingCents)],
    ...statement.entries.map((e) => [
      e.date,
      e.kind === 'credit-applied' ? `${e.text}: ${money(e.creditCents ?? 0)}` : e.text,
      e.kind === 'credit-applied' ? '' : money(e.amountCents),
      money(e.balanceCents),
    ]),
  ];
  const y = table(doc, COLUMNS, rows, doc.y + 20);
  totals(
    doc,
    [
      ['Opening balance', money(statement.openingCents)],
      ['Closing balance', money(statement.closingCents)],
      ['Credit held', money(statement.creditCents)],
      ['Owed on invoices', money(statement.closingCents + statement.creditCents)],
    ],
    y,
    ['Closing balance'],
  );
  doc.end();
  return done;
}

export const statementFileName = (s: Pick<StatementDocument, 'client' | 'start' | 'end'>) =>
  `Statement-${s.client.id}-${s.start}-${s.end}.pdf`;
