import { recordAudit } from '../audit/audit-log.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database, Queryable } from '../db/database.ts';
import { componentsRepository } from '../invoices/components-repository.ts';
import { lockInvoice } from '../invoices/invoice-guards.ts';
import { settledStatus } from '../invoices/invoice-status.ts';
import { invoicesRepository } from '../invoices/invoices-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { notFound } from '../shared/problem.ts';
import { todayIn } from '../shared/time.ts';
import { changeCredit, lockCredit } from './client-credit.ts';
import { paymentsRepository } from './payments-repository.ts';

/**
 * Writes the reversal of a payment's ledger lines: each line again with debit and credit swapped,
 * dated today in the company's zone. The original lines and the reversal both keep the payment's
 * id in `reversed_payment_id` (migration 005), since the payment row itself is deleted.
 */
async function reverseLedger(tx: Queryable, paymentId: number, processed: string, label: string): Promise<number> {
  await tx.query('update financial_transactions set reversed_payment_id = $1 where payment_id = $1', [paymentId]);
  const { rows } = await tx.query<{ n: number }>(
    `with reversed as (
       insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents,
                                           credit_cents, invoice_id, reversed_payment_id)
       select company_id, $2, financial_account_id, $3 || description, credit_cents, debit_cents, invoice_id, $1
         from financial_transactions where payment_id = $1 order by id
       returning 1
     ) select count(*)::int as n from reversed`,
    [paymentId, processed, label],
  );
  return rows[0]?.n ?? 0;
}

export interface ReversalOutcome {
  id: number;
  invoiceId: number;
}

/**
 * DELETE /api/payment1/{id}: takes a payment back in one transaction. The invoice row is locked
 * first, then the payment and its component (the order payments use, so the two never deadlock);
 * the component's and the invoice's paid go down, a P invoice goes back to I, the ledger lines are
 * reversed, the payment row is deleted and the audit log keeps what it was. A payment already
 * deleted (or another company's) is a 404 that changes nothing.
 */
export async function reversePayment(db: Database, caller: Caller, paymentId: number): Promise<ReversalOutcome> {
  const payments = paymentsRepository(db);
  const seen = await payments.find(paymentId, caller.companyId);
  if (!seen) throw notFound('Payment');
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, seen.invoiceId, caller.companyId);
    const txPayments = paymentsRepository(tx);
    // Deleted meanwhile by a concurrent request: that one won, this one is a 404.
    if (!(await txPayments.lock(paymentId, caller.companyId))) throw notFound('Payment');
    const payment = await txPayments.find(paymentId, caller.companyId);
    if (!payment) throw notFound('Payment');

    const components = componentsRepository(tx);
    const component =
      payment.componentId === null ? undefined : await components.lock(payment.componentId, caller.companyId);
    if (component) await components.addPaid(component.id, -Math.min(payment.amountCents, component.paidCents));

    const paidCents = Math.max(0, invoice.paidCents - payment.amountCents);
    const status = settledStatus(invoice.status, invoice.amountCents, paidCents);
    await invoicesRepository(tx).setTotals(invoice.id, { amountCents: invoice.amountCents, paidCents, status });

    // Paid from credit: the credit comes back (the credit row is locked after the invoice, decision 39).
    if (payment.fromCredit) {
      await lockCredit(tx, invoice.clientId, caller.companyId);
      await changeCredit(tx, {
        companyId: caller.companyId,
        clientId: invoice.clientId,
        amountCents: payment.amountCents,
        kind: 'restored',
        paymentId: payment.id,
        invoiceId: invoice.id,
        description: `Reversal of payment ${payment.id}`,
        createdBy: caller.id,
      });
    }

    const { timeZone } = await companyZone(tx, caller.companyId);
    const ledgerLines = await reverseLedger(tx, payment.id, todayIn(timeZone), `Reversal of payment ${payment.id}: `);
    await txPayments.delete(payment.id);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'reverse',
      entity: 'payment',
      entityId: payment.id,
      before: {
        payment: {
          invoiceId: payment.invoiceId,
          componentId: payment.componentId,
          type: payment.type,
          amountCents: payment.amountCents,
          paid: payment.paid,
          description: payment.description,
          idempotencyKey: payment.idempotencyKey,
          receiptId: payment.receiptId,
          fromCredit: payment.fromCredit,
        },
        invoice: { paidCents: invoice.paidCents, status: invoice.status },
        component: component ? { id: component.id, paidCents: component.paidCents } : null,
      },
      after: {
        invoice: { paidCents, status },
        component: component
          ? { id: component.id, paidCents: component.paidCents - Math.min(payment.amountCents, component.paidCents) }
          : null,
        ledgerLinesReversed: ledgerLines,
      },
    });
    return { id: payment.id, invoiceId: invoice.id };
  });
}
