import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { toCents } from '../shared/money.ts';
import { badRequest, conflict, notFound } from '../shared/problem.ts';
import { productsRepository, type ProductValues } from './products-repository.ts';

export interface ProductInput {
  code?: string | null;
  name: string;
  description?: string;
  unitCost: number | string;
  nappiCode?: string | null;
  bhfCode?: string | null;
  active?: boolean;
}

const optional = (value: string | null | undefined) => value?.trim() || null;

export function readProductInput(input: ProductInput): ProductValues {
  const name = input.name.trim();
  if (name === '') throw badRequest('name must not be empty', [{ field: 'name', message: 'must not be empty' }]);
  const unitCostCents = toCents(input.unitCost);
  if (unitCostCents === undefined || unitCostCents < 0) {
    throw badRequest(`unitCost must be an amount of 0 or more with at most 2 decimals, got ${String(input.unitCost)}`, [
      { field: 'unitCost', message: 'is not a valid amount' },
    ]);
  }
  return {
    code: optional(input.code),
    name,
    description: input.description?.trim() ?? '',
    unitCostCents,
    nappiCode: optional(input.nappiCode),
    bhfCode: optional(input.bhfCode),
    active: input.active ?? true,
  };
}

export async function createProduct(db: Database, caller: Caller, input: ProductInput): Promise<number> {
  const values = readProductInput(input);
  return db.transaction(async (tx) => {
    const id = await productsRepository(tx).insert(caller.companyId, values);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'product',
      entityId: id,
      after: values,
    });
    return id;
  });
}

export async function updateProduct(db: Database, caller: Caller, id: number, input: ProductInput): Promise<void> {
  const values = readProductInput(input);
  await db.transaction(async (tx) => {
    const products = productsRepository(tx);
    const before = await products.find(id, caller.companyId);
    if (!before) throw notFound('Product');
    await products.update(id, values);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'product',
      entityId: id,
      before,
      after: values,
    });
  });
}

/** A product on invoice lines or plan items is kept for their history: 409, deactivate it instead. */
export async function deleteProduct(db: Database, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const products = productsRepository(tx);
    const before = await products.find(id, caller.companyId);
    if (!before) throw notFound('Product');
    const uses = await products.usage(id);
    if (uses > 0) {
      throw conflict(
        `Product "${before.name}" is used on ${uses} invoice line(s) or billing-plan item(s): it cannot be deleted; set it inactive instead`,
      );
    }
    await products.delete(id);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'delete',
      entity: 'product',
      entityId: id,
      before,
    });
  });
}
