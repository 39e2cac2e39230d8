import { recordAudit } from '../audit/audit-log.ts';
import { billingPlansRepository, type PlanItemRow } from '../billing-plans/billing-plans-repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { productsRepository, type ProductRow } from '../products/products-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { notFound, unprocessable } from '../shared/problem.ts';
import type { ComponentValues } from './component-input.ts';
import { refuseInvoiceAction } from './invoice-actions.ts';
import { lockInvoice, recomputeInvoiceAmount } from './invoice-guards.ts';
import { invoicesRepository } from './invoices-repository.ts';
import { createInvoice, insertComponents } from './invoices-service.ts';

const NO_CODES: ComponentValues['diagnosisCodes'] = [null, null, null, null, null];

export interface Line {
  productId: number | null;
  values: ComponentValues;
}

function productLine(product: ProductRow): Line {
  return {
    productId: product.id,
    values: {
      description: product.name,
      quantity: '1',
      unitCostCents: product.unitCostCents,
      discountPercentage: '0',
      amountCents: product.unitCostCents,
      bhfCode: product.bhfCode,
      nappiCode: product.nappiCode,
      modifier: null,
      diagnosisCodes: NO_CODES,
    },
  };
}

/** A billing plan item as an invoice line (also used by billing runs). */
export function planLine(item: PlanItemRow): Line {
  return {
    productId: item.productId,
    values: {
      description: item.description,
      quantity: item.quantity,
      unitCostCents: item.unitCostCents,
      discountPercentage: item.discountPercentage,
      amountCents: item.amountCents,
      bhfCode: item.bhfCode,
      nappiCode: item.nappiCode,
      modifier: item.modifier,
      diagnosisCodes: NO_CODES,
    },
  };
}

async function activeProduct(db: Queryable, id: number, companyId: number): Promise<ProductRow> {
  const product = await productsRepository(db).find(id, companyId);
  if (!product) throw notFound('Product');
  if (!product.active) throw unprocessable(`Product "${product.name}" is inactive: activate it before billing it`);
  return product;
}

/** Appends lines to an unpaid invoice and recomputes its amount, all in one transaction. */
async function addLines(
  tx: Queryable,
  caller: Caller,
  invoiceId: number,
  action: 'addBillingPlan' | 'addProduct',
  load: () => Promise<{ lines: Line[]; audit: Record<string, unknown> }>,
): Promise<void> {
  const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
  const row = await invoicesRepository(tx).find(invoiceId, caller.companyId);
  if (!row) throw notFound('Invoice');
  refuseInvoiceAction(action, row);
  const { lines, audit } = await load();
  const componentIds = await insertComponents(tx, invoice, lines);
  const amountCents = await recomputeInvoiceAmount(tx, invoice);
  await recordAudit(tx, {
    companyId: caller.companyId,
    userId: caller.id,
    action: 'update',
    entity: 'invoice',
    entityId: invoice.id,
    before: { amountCents: invoice.amountCents },
    after: { ...audit, componentIds, amountCents },
  });
}

/** POST /api/invoice1/billingplan/{companyId}/{invoiceId}/{billingPlanId}: the plan's items become lines. */
export async function addBillingPlan(db: Database, caller: Caller, invoiceId: number, planId: number): Promise<void> {
  await db.transaction((tx) =>
    addLines(tx, caller, invoiceId, 'addBillingPlan', async () => {
      const plan = await billingPlansRepository(tx).find(planId, caller.companyId);
      if (!plan) throw notFound('Billing plan');
      if (!plan.active) throw unprocessable(`Billing plan "${plan.name}" is inactive: activate it before billing it`);
      if (plan.items.length === 0) throw unprocessable(`Billing plan "${plan.name}" has no items to add`);
      return { lines: plan.items.map(planLine), audit: { added: 'billingPlan', billingPlanId: plan.id } };
    }),
  );
}

/** POST /api/invoice1/product/{companyId}/{invoiceId}/{productId}: one line of the product. */
export async function addProduct(db: Database, caller: Caller, invoiceId: number, productId: number): Promise<void> {
  await db.transaction((tx) =>
    addLines(tx, caller, invoiceId, 'addProduct', async () => {
      const product = await activeProduct(tx, productId, caller.companyId);
      return { lines: [productLine(product)], audit: { added: 'product', productId: product.id } };
    }),
  );
}

/** POST /api/invoice1/{companyId}/product/{productId}/{clientId}: a new invoice of one product. */
export async function createInvoiceFromProduct(
  db: Database,
  caller: Caller,
  productId: number,
  clientId: number,
): Promise<number> {
  const product = await activeProduct(db, productId, caller.companyId);
  return createInvoice(db, caller, { clientId, description: product.name }, [productLine(product)]);
}
