import type { Queryable } from '../db/database.ts';
import { DEFAULT_CHART } from '../financial-accounts/default-chart.ts';
import { unprocessable } from '../shared/problem.ts';
import { PAYMENT_TYPE_LABELS, type PaymentType } from './payment-types.ts';

/**
 * The ledger lines of a payment, chosen by the standard chart's codes (the same as the demo data):
 *   money received   debit 1000 Bank (CA), or 1050 Cash on hand (CA) for cash (A);
 *                    credit 4000 Sales / Consultation income (I), or 4200 Medical aid income (I)
 *                    for a health insurer's payment (H) to a health company;
 *   write-off (W)    debit 6900 Bad debts written off (E), credit 1100 Accounts receivable (CA).
 *   kept as credit   debit 1000 Bank (or 1050 for cash), credit 2300 Client credit (CL, a liability: money
 *                    the practice holds for the client until it is applied or paid back);
 *   from credit      debit 2300 Client credit, credit the income account above (the credit becomes income
 *                    when it pays an invoice).
 * An account missing from the company's chart is added from the standard chart first.
 */
export const CLIENT_CREDIT_ACCOUNT = '2300';

export function ledgerAccounts(
  type: PaymentType,
  companyType: 'H' | 'B',
  fromCredit = false,
): { debit: string; credit: string } {
  if (fromCredit) return { debit: CLIENT_CREDIT_ACCOUNT, credit: '4000' };
  if (type === 'W') return { debit: '6900', credit: '1100' };
  return {
    debit: type === 'A' ? '1050' : '1000',
    credit: type === 'H' && companyType === 'H' ? '4200' : '4000',
  };
}

async function accountIds(tx: Queryable, companyId: number, companyType: 'H' | 'B', codes: string[]) {
  const find = async () =>
    new Map(
      (
        await tx.query<{ id: number; code: string }>(
          'select id, code from financial_accounts where company_id = $1 and code = any($2::text[])',
          [companyId, codes],
        )
      ).rows.map((r) => [r.code, r.id]),
    );
  const found = await find();
  const missing = DEFAULT_CHART.filter((a) => codes.includes(a.code) && !found.has(a.code));
  if (missing.length === 0) return found;
  for (const account of missing) {
    await tx.query(
      `insert into financial_accounts (company_id, code, name, type) values ($1, $2, $3, $4)
       on conflict (company_id, code) do nothing`,
      [
        companyId,
        account.code,
        companyType === 'H' ? (account.healthName ?? account.name) : account.name,
        account.type,
      ],
    );
  }
  return find();
}

export interface LedgerPayment {
  id: number;
  companyId: number;
  invoiceId: number;
  invoiceUniqueId: string;
  type: PaymentType;
  amountCents: number;
  /** The day the payment was made, in the company's time zone. */
  processed: string;
  description: string;
  /** Paid from the client's credit (decision 39), not with new money. */
  fromCredit?: boolean;
}

interface LedgerPair {
  companyId: number;
  processed: string;
  debit: string;
  credit: string;
  text: string;
  amountCents: number;
  invoiceId: number | null;
  paymentId: number | null;
}

async function writePair(tx: Queryable, pair: LedgerPair, companyType: 'H' | 'B') {
  const ids = await accountIds(tx, pair.companyId, companyType, [pair.debit, pair.credit]);
  const debitId = ids.get(pair.debit);
  const creditId = ids.get(pair.credit);
  if (debitId === undefined || creditId === undefined) {
    throw unprocessable(`The chart of accounts lacks account ${debitId === undefined ? pair.debit : pair.credit}`);
  }
  await tx.query(
    `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents,
                                         credit_cents, invoice_id, payment_id)
     values ($1, $2, $3, $4, $5, 0, $6, $7), ($1, $2, $8, $4, 0, $5, $6, $7)`,
    [pair.companyId, pair.processed, debitId, pair.text, pair.amountCents, pair.invoiceId, pair.paymentId, creditId],
  );
}

/** Writes the debit and the credit line of a payment, in the payment's transaction. */
export async function writePaymentLedger(tx: Queryable, payment: LedgerPayment, companyType: 'H' | 'B') {
  const { debit, credit } = ledgerAccounts(payment.type, companyType, payment.fromCredit);
  const label = payment.fromCredit ? 'Client credit' : PAYMENT_TYPE_LABELS[payment.type];
  const text = [`${label} ${payment.invoiceUniqueId}`, payment.description.trim()].filter(Boolean).join(' – ');
  await writePair(
    tx,
    {
      companyId: payment.companyId,
      processed: payment.processed,
      debit,
      credit,
      text,
      amountCents: payment.amountCents,
      invoiceId: payment.invoiceId,
      paymentId: payment.id,
    },
    companyType,
  );
}

/** The part of a receipt kept as the client's credit: money in (bank or cash), credit 2300 Client credit. */
export async function writeCreditKeptLedger(
  tx: Queryable,
  kept: { companyId: number; receiptId: number; type: PaymentType; amountCents: number; processed: string },
  companyType: 'H' | 'B',
) {
  await writePair(
    tx,
    {
      companyId: kept.companyId,
      processed: kept.processed,
      debit: kept.type === 'A' ? '1050' : '1000',
      credit: CLIENT_CREDIT_ACCOUNT,
      text: `${PAYMENT_TYPE_LABELS[kept.type]} kept as client credit (receipt ${kept.receiptId})`,
      amountCents: kept.amountCents,
      invoiceId: null,
      paymentId: null,
    },
    companyType,
  );
}
