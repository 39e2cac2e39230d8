import { recordAudit } from '../audit/audit-log.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database } from '../db/database.ts';
import { componentsRepository } from '../invoices/components-repository.ts';
import { lockInvoice } from '../invoices/invoice-guards.ts';
import { settledStatus } from '../invoices/invoice-status.ts';
import { invoicesRepository } from '../invoices/invoices-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { assertWithinHorizon } from '../shared/date-horizon.ts';
import { formatCents, toCents } from '../shared/money.ts';
import { badRequest, conflict, notFound, unprocessable } from '../shared/problem.ts';
import { formatInstant, parseInstant } from '../shared/time.ts';
import { writePaymentLedger } from './payment-ledger.ts';
import { DEFAULT_PAYMENT_TYPE, type PaymentType } from './payment-types.ts';
import { paymentsRepository } from './payments-repository.ts';

export interface PaymentInput {
  description?: string;
  type?: PaymentType;
  amount: number | string;
  /** 'YYYY-MM-DD HH:mm' in the company's time zone, or ISO 8601; default now. */
  paid?: string;
  idempotencyKey?: string;
}

export interface PaymentTarget {
  invoiceId: number;
  componentId?: number;
}

export interface PaymentOutcome {
  paymentId: number;
  invoiceId: number;
  componentId: number | null;
  /** False when the idempotency key had paid already: nothing new was allocated. */
  created: boolean;
}

function readAmount(value: number | string): number {
  const cents = toCents(value);
  if (cents === undefined) {
    throw badRequest(`amount ${String(value)} is not an amount with at most 2 decimals`, [
      { field: 'amount', message: 'must have at most 2 decimals' },
    ]);
  }
  if (cents <= 0) {
    throw badRequest(`amount must be greater than 0, got ${String(value)}`, [
      { field: 'amount', message: 'must be greater than 0' },
    ]);
  }
  return cents;
}

/**
 * Allocates a payment to an invoice, or to one of its components (which counts toward the invoice
 * too), in one transaction: the invoice row is locked first, then the component, so concurrent
 * payments queue and can never overpay. The same idempotency key returns the first payment.
 */
export async function allocatePayment(
  db: Database,
  caller: Caller,
  target: PaymentTarget,
  input: PaymentInput,
  idempotencyKey: string | undefined,
): Promise<PaymentOutcome> {
  const amountCents = readAmount(input.amount);
  const key = (idempotencyKey ?? input.idempotencyKey)?.trim() || null;
  const componentId = target.componentId ?? null;
  return db.transaction(async (tx) => {
    const { timeZone, type: companyType } = await companyZone(tx, caller.companyId);
    const paid = input.paid === undefined ? new Date().toISOString() : parseInstant(input.paid, timeZone);
    if (!paid) {
      throw badRequest(`paid "${input.paid}" is not a date and time: use YYYY-MM-DD HH:mm or ISO 8601`, [
        { field: 'paid', message: 'is not a valid date and time' },
      ]);
    }
    assertWithinHorizon('paid', formatInstant(paid, timeZone, 'YYYY-MM-DD'), timeZone);
    const invoice = await lockInvoice(tx, target.invoiceId, caller.companyId);
    const components = componentsRepository(tx);
    const component = componentId === null ? undefined : await components.lock(componentId, caller.companyId);
    if (componentId !== null && component?.invoiceId !== invoice.id) throw notFound('Invoice component');

    const payments = paymentsRepository(tx);
    if (key) {
      const earlier = await payments.findByKey(key, caller.companyId);
      if (earlier) {
        if (
          earlier.invoiceId !== invoice.id ||
          earlier.componentId !== componentId ||
          earlier.amountCents !== amountCents
        ) {
          throw unprocessable('This idempotency key was already used for a different payment: use a new key');
        }
        return { paymentId: earlier.id, invoiceId: invoice.id, componentId, created: false };
      }
    }

    if (invoice.status === 'P') {
      throw conflict(`Invoice ${invoice.uniqueId} is paid in full (status P): it takes no more payments`);
    }
    const invoiceDue = invoice.amountCents - invoice.paidCents;
    if (amountCents > invoiceDue) {
      throw unprocessable(
        `The payment of ${formatCents(amountCents)} is more than the ${formatCents(invoiceDue)} due on invoice ${invoice.uniqueId}`,
      );
    }
    if (component && amountCents > component.amountCents - component.paidCents) {
      throw unprocessable(
        `The payment of ${formatCents(amountCents)} is more than the ` +
          `${formatCents(component.amountCents - component.paidCents)} due on this component`,
      );
    }

    const type = input.type ?? DEFAULT_PAYMENT_TYPE;
    const description = input.description?.trim() ?? '';
    const paymentId = await payments.insert({
      companyId: caller.companyId,
      invoiceId: invoice.id,
      componentId,
      clientId: invoice.clientId,
      description,
      type,
      amountCents,
      paid,
      idempotencyKey: key,
      createdBy: caller.id,
    });
    if (component) await components.addPaid(component.id, amountCents);
    const paidCents = invoice.paidCents + amountCents;
    const status = settledStatus(invoice.status, invoice.amountCents, paidCents);
    await invoicesRepository(tx).setTotals(invoice.id, { amountCents: invoice.amountCents, paidCents, status });
    await writePaymentLedger(
      tx,
      {
        id: paymentId,
        companyId: caller.companyId,
        invoiceId: invoice.id,
        invoiceUniqueId: invoice.uniqueId,
        type,
        amountCents,
        processed: formatInstant(paid, timeZone, 'YYYY-MM-DD'),
        description,
      },
      companyType,
    );
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'pay',
      entity: 'payment',
      entityId: paymentId,
      before: { invoiceId: invoice.id, paidCents: invoice.paidCents, status: invoice.status },
      after: { invoiceId: invoice.id, componentId, amountCents, type, paid, paidCents, status, idempotencyKey: key },
    });
    return { paymentId, invoiceId: invoice.id, componentId, created: true };
  });
}
