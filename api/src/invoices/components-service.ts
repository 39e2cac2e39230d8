import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { formatCents } from '../shared/money.ts';
import { notFound, unprocessable } from '../shared/problem.ts';
import { readComponentInput, type ComponentInput } from './component-input.ts';
import { refuseComponentAction } from './component-actions.ts';
import { componentsRepository } from './components-repository.ts';
import { lockInvoice, recomputeInvoiceAmount, refuseIfPaid } from './invoice-guards.ts';
import { insertComponents } from './invoices-service.ts';
import { companyTaxSettings, recordLineTax } from '../tax/tax-settings.ts';

export interface ComponentChange {
  componentId: number;
  invoiceId: number;
}

/** The component's invoice id, or 404 (another company's component is not found). */
async function invoiceIdOf(db: Database, componentId: number, companyId: number): Promise<number> {
  const component = await componentsRepository(db).find(componentId, companyId);
  if (!component) throw notFound('Invoice component');
  return component.invoiceId;
}

/** POST /api/invoicecomponent/{invoiceId}: a new line; the invoice amount follows. */
export async function addComponent(
  db: Database,
  caller: Caller,
  invoiceId: number,
  input: ComponentInput,
  productId: number | null = null,
): Promise<ComponentChange> {
  const values = readComponentInput(input);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
    refuseIfPaid(invoice, 'get new components');
    const [componentId] = await insertComponents(tx, invoice, [{ productId, values, taxRateBp: input.taxRate }]);
    await recomputeInvoiceAmount(tx, invoice);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'invoice_component',
      entityId: componentId!,
      after: { invoiceId, ...values },
    });
    return { componentId: componentId!, invoiceId };
  });
}

/**
 * PUT /api/invoicecomponent/{id}: fields left out keep their value; the amount is recomputed and
 * may not fall below what is paid on the line or on the invoice.
 */
export async function updateComponent(
  db: Database,
  caller: Caller,
  componentId: number,
  input: ComponentInput,
): Promise<ComponentChange> {
  const invoiceId = await invoiceIdOf(db, componentId, caller.companyId);
  return db.transaction(async (tx) => {
    // Invoice first, then component: the same order as payments, so the two never deadlock.
    const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
    const components = componentsRepository(tx);
    const current = await components.lock(componentId, caller.companyId);
    if (!current || current.invoiceId !== invoiceId) throw notFound('Invoice component');
    refuseComponentAction('update', { ...current, invoiceStatus: invoice.status });
    const values = readComponentInput(input, current);
    if (values.amountCents < current.paidCents) {
      throw unprocessable(
        `The component would amount to ${formatCents(values.amountCents)}, less than the ` +
          `${formatCents(current.paidCents)} already paid on it`,
      );
    }
    const tax = recordLineTax(
      await companyTaxSettings(tx, caller.companyId),
      values.amountCents,
      input.taxRate,
      current.taxRateBp,
    );
    await components.update(componentId, values, tax);
    await recomputeInvoiceAmount(tx, invoice);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'invoice_component',
      entityId: componentId,
      before: current,
      after: { ...values, ...tax },
    });
    return { componentId, invoiceId };
  });
}

/** DELETE /api/invoicecomponent/{id}: only a line nothing was paid on, of an invoice that is not paid. */
export async function deleteComponent(db: Database, caller: Caller, componentId: number): Promise<ComponentChange> {
  const invoiceId = await invoiceIdOf(db, componentId, caller.companyId);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
    const components = componentsRepository(tx);
    const current = await components.lock(componentId, caller.companyId);
    if (!current || current.invoiceId !== invoiceId) throw notFound('Invoice component');
    // The rule that tells a line whether it offers Delete (component-actions.ts), on the locked rows.
    refuseComponentAction('delete', { ...current, invoiceStatus: invoice.status });
    await components.delete(componentId);
    await recomputeInvoiceAmount(tx, invoice);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'delete',
      entity: 'invoice_component',
      entityId: componentId,
      before: current,
    });
    return { componentId, invoiceId };
  });
}
