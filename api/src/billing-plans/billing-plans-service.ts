import { recordAudit } from '../audit/audit-log.ts';
import type { Database, Queryable } from '../db/database.ts';
import { readComponentInput } from '../invoices/component-input.ts';
import { productsRepository } from '../products/products-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { fromCents } from '../shared/money.ts';
import { badRequest, conflict, HttpProblem, notFound } from '../shared/problem.ts';
import {
  billingPlansRepository,
  type PlanFrequency,
  type PlanItemValues,
  type PlanValues,
} from './billing-plans-repository.ts';

export interface PlanItemInput {
  productId?: number | null;
  description?: string;
  quantity?: number | string;
  unitCost?: number | string;
  discountPercentage?: number | string;
  bhfCode?: string | null;
  nappiCode?: string | null;
  modifier?: string | null;
}

export interface PlanInput {
  name: string;
  description?: string;
  frequency?: PlanFrequency;
  bookings?: boolean;
  active?: boolean;
  items: PlanItemInput[];
}

/** Checks the items; an item of a product takes the product's name, price and codes where it leaves them out. */
async function readItems(db: Queryable, companyId: number, items: readonly PlanItemInput[]): Promise<PlanItemValues[]> {
  const products = productsRepository(db);
  const values: PlanItemValues[] = [];
  for (const [i, item] of items.entries()) {
    const product = item.productId ? await products.find(item.productId, companyId) : undefined;
    if (item.productId && !product) throw notFound('Product');
    try {
      const line = readComponentInput({
        description: item.description ?? product?.name,
        quantity: item.quantity ?? '1',
        unitCost: item.unitCost ?? (product ? fromCents(product.unitCostCents) : undefined),
        discountPercentage: item.discountPercentage,
        bhfCode: item.bhfCode === undefined ? product?.bhfCode : item.bhfCode,
        nappiCode: item.nappiCode === undefined ? product?.nappiCode : item.nappiCode,
        modifier: item.modifier,
      });
      const { amountCents: _amount, diagnosisCodes: _codes, ...rest } = line;
      values.push({ ...rest, productId: product?.id ?? null });
    } catch (error) {
      if (!(error instanceof HttpProblem) || !error.errors) throw error;
      const errors = error.errors.map((e) => ({ field: `items.${i}.${e.field}`, message: e.message }));
      throw badRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
    }
  }
  return values;
}

function readPlan(input: PlanInput): PlanValues {
  const name = input.name.trim();
  if (name === '') throw badRequest('name must not be empty', [{ field: 'name', message: 'must not be empty' }]);
  return {
    name,
    description: input.description?.trim() ?? '',
    frequency: input.frequency ?? 'M',
    bookings: input.bookings ?? false,
    active: input.active ?? true,
  };
}

export async function createBillingPlan(db: Database, caller: Caller, input: PlanInput): Promise<number> {
  const plan = readPlan(input);
  return db.transaction(async (tx) => {
    const items = await readItems(tx, caller.companyId, input.items);
    const id = await billingPlansRepository(tx).insert(caller.companyId, plan, items);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'billing_plan',
      entityId: id,
      after: { ...plan, items },
    });
    return id;
  });
}

/** Replaces the plan and all its items. */
export async function updateBillingPlan(db: Database, caller: Caller, id: number, input: PlanInput): Promise<void> {
  const plan = readPlan(input);
  await db.transaction(async (tx) => {
    const plans = billingPlansRepository(tx);
    const before = await plans.find(id, caller.companyId);
    if (!before) throw notFound('Billing plan');
    const items = await readItems(tx, caller.companyId, input.items);
    await plans.update(id, plan, items);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'billing_plan',
      entityId: id,
      before,
      after: { ...plan, items },
    });
  });
}

/** A plan that billed invoices or has clients on it is kept for their history: 409, deactivate it instead. */
export async function deleteBillingPlan(db: Database, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const plans = billingPlansRepository(tx);
    const before = await plans.find(id, caller.companyId);
    if (!before) throw notFound('Billing plan');
    const uses = await plans.usage(id);
    if (uses > 0) {
      throw conflict(
        `Billing plan "${before.name}" has billed invoices or has clients on it (${uses}): it cannot be deleted; set it inactive instead`,
      );
    }
    await plans.delete(id);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'delete',
      entity: 'billing_plan',
      entityId: id,
      before,
    });
  });
}
