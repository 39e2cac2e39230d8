import type { Queryable } from '../db/database.ts';
import { formatCents } from '../shared/money.ts';
import { conflict, notFound, unprocessable } from '../shared/problem.ts';
import { componentsRepository } from './components-repository.ts';
import { invoicesRepository, type LockedInvoice } from './invoices-repository.ts';
import { settledStatus } from './invoice-status.ts';

/** Locks the caller's invoice for a change, or 404. */
export async function lockInvoice(tx: Queryable, id: number, companyId: number): Promise<LockedInvoice> {
  const invoice = await invoicesRepository(tx).lock(id, companyId);
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/** Spec §4: a paid invoice cannot be changed by this action. */
export function refuseIfPaid(invoice: LockedInvoice, action: string): void {
  if (invoice.status === 'P') {
    throw conflict(`Invoice ${invoice.uniqueId} is paid (status P): it cannot ${action}`);
  }
}

/**
 * After components changed: the invoice amount becomes the sum of its components, never less than
 * what is already paid; the status follows (P exactly when fully paid). Returns the new amount.
 */
export async function recomputeInvoiceAmount(tx: Queryable, invoice: LockedInvoice): Promise<number> {
  const amountCents = await componentsRepository(tx).totalOf(invoice.id);
  if (amountCents < invoice.paidCents) {
    throw unprocessable(
      `This change would make invoice ${invoice.uniqueId} total ${formatCents(amountCents)}, less than the ` +
        `${formatCents(invoice.paidCents)} already paid`,
    );
  }
  await invoicesRepository(tx).setTotals(invoice.id, {
    amountCents,
    paidCents: invoice.paidCents,
    status: settledStatus(invoice.status, amountCents, invoice.paidCents),
  });
  return amountCents;
}
