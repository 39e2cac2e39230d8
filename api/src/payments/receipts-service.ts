import { recordAudit } from '../audit/audit-log.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database, Queryable } from '../db/database.ts';
import { lockInvoice } from '../invoices/invoice-guards.ts';
import { settledStatus } from '../invoices/invoice-status.ts';
import { invoicesRepository, type LockedInvoice } from '../invoices/invoices-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { assertWithinHorizon } from '../shared/date-horizon.ts';
import { formatCents, toCents } from '../shared/money.ts';
import { badRequest, conflict, unprocessable } from '../shared/problem.ts';
import { formatInstant, parseInstant } from '../shared/time.ts';
import { assertClient, changeCredit, lockCredit } from './client-credit.ts';
import { writeCreditKeptLedger, writePaymentLedger } from './payment-ledger.ts';
import { DEFAULT_PAYMENT_TYPE, type PaymentType } from './payment-types.ts';
import { paymentsRepository } from './payments-repository.ts';

export type ReceiptAllocation = 'oldest' | 'chosen';

export interface ReceiptInput {
  description?: string;
  type?: PaymentType;
  amount: number | string;
  paid?: string;
  idempotencyKey?: string;
  /** oldest: the client's open invoices by invoice date, then id; chosen: the amounts in `invoices`. */
  allocation?: ReceiptAllocation;
  invoices?: Array<{ invoiceId: number; amount: number | string }>;
  /** Keep what the invoices do not take as the client's credit; without it, paying more than is owed is a 422. */
  keepCredit?: boolean;
}

export interface ReceiptOutcome {
  receiptId: number;
  clientId: number;
  created: boolean;
}

function cents(value: number | string, field: string): number {
  const c = toCents(value);
  if (c === undefined) {
    throw badRequest(`${field} ${String(value)} is not an amount with at most 2 decimals`, [
      { field, message: 'must have at most 2 decimals' },
    ]);
  }
  if (c <= 0) {
    throw badRequest(`${field} must be greater than 0, got ${String(value)}`, [
      { field, message: 'must be greater than 0' },
    ]);
  }
  return c;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

async function paidInstant(tx: Queryable, companyId: number, paidInput: string | undefined) {
  const { timeZone, type: companyType } = await companyZone(tx, companyId);
  const paid = paidInput === undefined ? new Date().toISOString() : parseInstant(paidInput, timeZone);
  if (!paid) {
    throw badRequest(`paid "${paidInput}" is not a date and time: use YYYY-MM-DD HH:mm or ISO 8601`, [
      { field: 'paid', message: 'is not a valid date and time' },
    ]);
  }
  const processed = formatInstant(paid, timeZone, 'YYYY-MM-DD');
  assertWithinHorizon('paid', processed, timeZone);
  return { paid, processed, companyType };
}

/** Inserts one payment to a locked invoice, its totals, ledger lines and audit row (the caller checked the amount). */
async function bookPayment(
  tx: Queryable,
  caller: Caller,
  invoice: LockedInvoice,
  payment: {
    amountCents: number;
    type: PaymentType;
    description: string;
    paid: string;
    processed: string;
    receiptId: number | null;
    fromCredit: boolean;
    idempotencyKey: string | null;
  },
  companyType: 'H' | 'B',
): Promise<number> {
  const paymentId = await paymentsRepository(tx).insert({
    companyId: caller.companyId,
    invoiceId: invoice.id,
    componentId: null,
    clientId: invoice.clientId,
    description: payment.description,
    type: payment.type,
    amountCents: payment.amountCents,
    paid: payment.paid,
    idempotencyKey: payment.idempotencyKey,
    createdBy: caller.id,
    receiptId: payment.receiptId,
    fromCredit: payment.fromCredit,
  });
  const paidCents = invoice.paidCents + payment.amountCents;
  const status = settledStatus(invoice.status, invoice.amountCents, paidCents);
  await invoicesRepository(tx).setTotals(invoice.id, { amountCents: invoice.amountCents, paidCents, status });
  await writePaymentLedger(
    tx,
    {
      id: paymentId,
      companyId: caller.companyId,
      invoiceId: invoice.id,
      invoiceUniqueId: invoice.uniqueId,
      type: payment.type,
      amountCents: payment.amountCents,
      processed: payment.processed,
      description: payment.description,
      fromCredit: payment.fromCredit,
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
    after: {
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      type: payment.type,
      paid: payment.paid,
      paidCents,
      status,
      receiptId: payment.receiptId,
      fromCredit: payment.fromCredit,
      idempotencyKey: payment.idempotencyKey,
    },
  });
  return paymentId;
}

/** The client's invoices that can take money, locked in id order (decision 39), as they are after the lock. */
async function lockOpenInvoices(tx: Queryable, clientId: number, companyId: number): Promise<LockedInvoice[]> {
  const { rows } = await tx.query<LockedInvoice>(
    `select id, company_id as "companyId", unique_id as "uniqueId", client_id as "clientId", status,
            amount_cents as "amountCents", paid_cents as "paidCents", invoiced, due, description, version
       from invoices
      where company_id = $1 and client_id = $2 and status not in ('P', 'C') and paid_cents < amount_cents
      order by id for update`,
    [companyId, clientId],
  );
  // Rechecked: a row changed by a transaction we waited for is returned as it is now.
  return rows.filter((r) => r.status !== 'P' && r.status !== 'C' && r.paidCents < r.amountCents);
}

/**
 * One payment from a client spread over several of its invoices (decision 39): oldest first (invoice date, then id)
 * or with chosen amounts, what is left kept as the client's credit when asked. One transaction: the invoices are
 * locked in id order, then the client's credit row; each allocation is at most what its invoice owes. The receipt
 * row holds the idempotency key: a repeat answers the first receipt (created false).
 */
export async function payClientInvoices(
  db: Database,
  caller: Caller,
  clientId: number,
  input: ReceiptInput,
  idempotencyKey: string | undefined,
): Promise<ReceiptOutcome> {
  const amountCents = cents(input.amount, 'amount');
  const key = (idempotencyKey ?? input.idempotencyKey)?.trim() || null;
  const allocation = input.allocation ?? (input.invoices && input.invoices.length > 0 ? 'chosen' : 'oldest');
  const type = input.type ?? DEFAULT_PAYMENT_TYPE;
  const description = input.description?.trim() ?? '';
  const keepCredit = input.keepCredit === true;

  const chosen = new Map<number, number>();
  if (allocation === 'chosen') {
    const list = input.invoices ?? [];
    if (list.length === 0) {
      throw badRequest('Choose at least one invoice and its amount, or allocate oldest first', [
        { field: 'invoices', message: 'must not be empty' },
      ]);
    }
    for (const [i, item] of list.entries()) {
      if (chosen.has(item.invoiceId)) {
        throw badRequest(`Invoice ${item.invoiceId} is chosen twice`, [
          { field: `invoices/${i}/invoiceId`, message: 'is chosen twice' },
        ]);
      }
      chosen.set(item.invoiceId, cents(item.amount, `invoices/${i}/amount`));
    }
    const total = [...chosen.values()].reduce((a, b) => a + b, 0);
    if (total > amountCents) {
      throw unprocessable(
        `The amounts chosen total ${formatCents(total)}, more than the payment of ${formatCents(amountCents)}`,
      );
    }
  } else if (input.invoices && input.invoices.length > 0) {
    throw badRequest('Oldest first chooses the invoices itself: leave out invoices', [
      { field: 'invoices', message: 'must be empty for oldest first' },
    ]);
  }
  if (keepCredit && type === 'W') {
    throw unprocessable('A write-off (W) cannot be kept as credit: write off at most what is owed');
  }

  const attempt = () =>
    db.transaction(async (tx) => {
      const { paid, processed, companyType } = await paidInstant(tx, caller.companyId, input.paid);
      await assertClient(tx, clientId, caller.companyId);

      // The invoices, locked in id order.
      const plan: Array<{ invoice: LockedInvoice; cents: number }> = [];
      if (allocation === 'chosen') {
        for (const invoiceId of [...chosen.keys()].sort((a, b) => a - b)) {
          const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
          plan.push({ invoice, cents: chosen.get(invoiceId)! });
        }
      } else {
        const open = await lockOpenInvoices(tx, clientId, caller.companyId);
        const time = (i: LockedInvoice) => new Date(i.invoiced).getTime();
        open.sort((a, b) => time(a) - time(b) || a.id - b.id);
        let left = amountCents;
        for (const invoice of open) {
          if (left === 0) break;
          const take = Math.min(left, invoice.amountCents - invoice.paidCents);
          plan.push({ invoice, cents: take });
          left -= take;
        }
      }
      const creditBefore = await lockCredit(tx, clientId, caller.companyId);

      if (key) {
        const { rows } = await tx.query<{ id: number; clientId: number; amountCents: number }>(
          `select id, client_id as "clientId", amount_cents as "amountCents" from payment_receipts
            where company_id = $1 and idempotency_key = $2`,
          [caller.companyId, key],
        );
        const earlier = rows[0];
        if (earlier) {
          if (Number(earlier.clientId) !== clientId || Number(earlier.amountCents) !== amountCents) {
            throw unprocessable('This idempotency key was already used for a different payment: use a new key');
          }
          return { receiptId: earlier.id, clientId, created: false };
        }
      }

      for (const { invoice, cents: take } of plan) {
        if (invoice.clientId !== clientId) {
          throw unprocessable(`Invoice ${invoice.uniqueId} belongs to another client: a payment is from one client`);
        }
        if (invoice.status === 'P') {
          throw conflict(`Invoice ${invoice.uniqueId} is paid in full (status P): it takes no more payments`);
        }
        const due = invoice.amountCents - invoice.paidCents;
        if (take > due) {
          throw unprocessable(
            `The ${formatCents(take)} chosen for invoice ${invoice.uniqueId} is more than the ${formatCents(due)} it owes`,
          );
        }
      }
      const allocated = plan.reduce((sum, p) => sum + p.cents, 0);
      const creditCents = amountCents - allocated;
      if (creditCents > 0 && !keepCredit) {
        throw unprocessable(
          `The payment of ${formatCents(amountCents)} is more than the ${formatCents(allocated)} ` +
            (allocation === 'oldest' ? 'the client owes' : 'allocated to the invoices') +
            `: keep the ${formatCents(creditCents)} left as the client's credit, or pay less`,
        );
      }

      const { rows } = await tx.query<{ id: number }>(
        `insert into payment_receipts (company_id, client_id, description, type, amount_cents, credit_cents, paid,
                                       idempotency_key, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [caller.companyId, clientId, description, type, amountCents, creditCents, paid, key, caller.id],
      );
      const receiptId = rows[0]!.id;
      for (const { invoice, cents: take } of plan) {
        if (take === 0) continue;
        await bookPayment(
          tx,
          caller,
          invoice,
          {
            amountCents: take,
            type,
            description,
            paid,
            processed,
            receiptId,
            fromCredit: false,
            idempotencyKey: null,
          },
          companyType,
        );
      }
      if (creditCents > 0) {
        await changeCredit(tx, {
          companyId: caller.companyId,
          clientId,
          amountCents: creditCents,
          kind: 'kept',
          receiptId,
          description: description || `Kept from receipt ${receiptId}`,
          createdBy: caller.id,
        });
        await writeCreditKeptLedger(
          tx,
          { companyId: caller.companyId, receiptId, type, amountCents: creditCents, processed },
          companyType,
        );
      }
      await recordAudit(tx, {
        companyId: caller.companyId,
        userId: caller.id,
        action: 'pay',
        entity: 'payment_receipt',
        entityId: receiptId,
        before: { creditCents: creditBefore },
        after: {
          clientId,
          amountCents,
          allocation,
          invoices: plan.filter((p) => p.cents > 0).map((p) => ({ invoiceId: p.invoice.id, amountCents: p.cents })),
          creditKeptCents: creditCents,
          creditCents: creditBefore + creditCents,
          idempotencyKey: key,
        },
      });
      return { receiptId, clientId, created: true };
    });

  try {
    return await attempt();
  } catch (error) {
    // The same key committed by a concurrent request after this one looked: answer that one.
    if (key && isUniqueViolation(error)) return attempt();
    throw error;
  }
}

export interface CreditInput {
  /** Default: as much as the credit and the invoice allow. */
  amount?: number | string;
  description?: string;
  paid?: string;
  idempotencyKey?: string;
}

/**
 * Pays an invoice from its client's credit (decision 39): locks the invoice, then the client's credit row; never
 * more than the credit or than the invoice owes. The payment row has from_credit = true and type O; its ledger lines
 * move the money from 2300 Client credit to income. The same idempotency key pays once.
 */
export async function applyClientCredit(
  db: Database,
  caller: Caller,
  invoiceId: number,
  input: CreditInput,
  idempotencyKey: string | undefined,
): Promise<{ paymentId: number; invoiceId: number; clientId: number; created: boolean }> {
  const wanted = input.amount === undefined ? undefined : cents(input.amount, 'amount');
  const key = (idempotencyKey ?? input.idempotencyKey)?.trim() || null;
  const attempt = () =>
    db.transaction(async (tx) => {
      const { paid, processed, companyType } = await paidInstant(tx, caller.companyId, input.paid);
      const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
      const credit = await lockCredit(tx, invoice.clientId, caller.companyId);
      if (key) {
        const earlier = await paymentsRepository(tx).findByKey(key, caller.companyId);
        if (earlier) {
          if (
            earlier.invoiceId !== invoice.id ||
            !earlier.fromCredit ||
            (wanted !== undefined && earlier.amountCents !== wanted)
          ) {
            throw unprocessable('This idempotency key was already used for a different payment: use a new key');
          }
          return { paymentId: earlier.id, invoiceId: invoice.id, clientId: invoice.clientId, created: false };
        }
      }
      if (invoice.status === 'P') {
        throw conflict(`Invoice ${invoice.uniqueId} is paid in full (status P): it takes no more payments`);
      }
      const due = invoice.amountCents - invoice.paidCents;
      if (credit <= 0) throw unprocessable(`The client of invoice ${invoice.uniqueId} has no credit to apply`);
      const amountCents = wanted ?? Math.min(credit, due);
      if (amountCents > credit) {
        throw unprocessable(
          `The ${formatCents(amountCents)} to apply is more than the client's credit of ${formatCents(credit)}`,
        );
      }
      if (amountCents > due) {
        throw unprocessable(
          `The ${formatCents(amountCents)} to apply is more than the ${formatCents(due)} due on invoice ${invoice.uniqueId}`,
        );
      }
      const description = input.description?.trim() || 'Paid from client credit';
      const paymentId = await bookPayment(
        tx,
        caller,
        invoice,
        {
          amountCents,
          type: 'O',
          description,
          paid,
          processed,
          receiptId: null,
          fromCredit: true,
          idempotencyKey: key,
        },
        companyType,
      );
      await changeCredit(tx, {
        companyId: caller.companyId,
        clientId: invoice.clientId,
        amountCents: -amountCents,
        kind: 'applied',
        paymentId,
        invoiceId: invoice.id,
        description,
        createdBy: caller.id,
      });
      return { paymentId, invoiceId: invoice.id, clientId: invoice.clientId, created: true };
    });
  try {
    return await attempt();
  } catch (error) {
    if (key && isUniqueViolation(error)) return attempt();
    throw error;
  }
}
