import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { instantOf } from './calendar.ts';
import { assignIds } from './ids.ts';
import type { SeedContext, SeedPlan, SeedPlanItem, SeedProduct } from './model.ts';
import type { CompanyProfile, ProductSpec } from './profile.ts';

export interface Catalog {
  products: Map<string, SeedProduct>;
  plans: SeedPlan[];
}

/** Inserts the company's products, billing plans and plan items. */
export async function seedCatalog(tx: Queryable, ctx: SeedContext, profile: CompanyProfile): Promise<Catalog> {
  const products = new Map<string, SeedProduct>(profile.products.map((spec) => [spec.key, { id: 0, spec }]));
  const plans: SeedPlan[] = profile.plans.map((spec) => {
    const plan: SeedPlan = {
      id: 0,
      name: spec.name,
      description: spec.description,
      frequency: spec.frequency,
      bookings: spec.bookings,
      weight: spec.weight,
      diagnoses: spec.diagnoses ?? [],
      items: [],
    };
    plan.items = spec.items.map((item, position) => {
      const product = products.get(item.product);
      if (!product) throw new Error(`plan ${spec.name} names unknown product ${item.product}`);
      return {
        id: 0,
        plan,
        product,
        position,
        quantity: item.quantity,
        discount: item.discount ?? '0',
        modifier: item.modifier ?? null,
      };
    });
    return plan;
  });
  const items = plans.flatMap((p) => p.items);
  await assignIds(tx, 'products', [...products.values()]);
  await assignIds(tx, 'billing_plans', plans);
  await assignIds(tx, 'billing_plan_items', items);

  const createdAt = instantOf(ctx.startDay - 30, 10 * 60);
  await bulkInsert(
    tx,
    'products',
    {
      id: 'bigint',
      company_id: 'bigint',
      code: 'text',
      name: 'text',
      description: 'text',
      unit_cost_cents: 'bigint',
      nappi_code: 'text',
      bhf_code: 'text',
      created_at: 'timestamptz',
    },
    [...products.values()].map(({ id, spec }) => ({
      id,
      company_id: ctx.companyId,
      code: spec.code,
      name: spec.name,
      description: productDescription(spec),
      unit_cost_cents: spec.priceCents,
      nappi_code: spec.nappi ?? null,
      bhf_code: spec.bhf ?? null,
      created_at: createdAt,
    })),
  );
  await bulkInsert(
    tx,
    'billing_plans',
    {
      id: 'bigint',
      company_id: 'bigint',
      name: 'text',
      description: 'text',
      frequency: 'text',
      bookings: 'boolean',
      created_at: 'timestamptz',
    },
    plans.map((p) => ({
      id: p.id,
      company_id: ctx.companyId,
      name: p.name,
      description: p.description,
      frequency: p.frequency,
      bookings: p.bookings,
      created_at: createdAt,
    })),
  );
  await bulkInsert(
    tx,
    'billing_plan_items',
    {
      id: 'bigint',
      billing_plan_id: 'bigint',
      product_id: 'bigint',
      position: 'integer',
      description: 'text',
      quantity: 'numeric',
      unit_cost_cents: 'bigint',
      discount_percentage: 'numeric',
      bhf_code: 'text',
      nappi_code: 'text',
      modifier: 'text',
    },
    items.map((item: SeedPlanItem) => ({
      id: item.id,
      billing_plan_id: item.plan.id,
      product_id: item.product.id,
      position: item.position,
      description: item.product.spec.name,
      quantity: item.quantity,
      unit_cost_cents: item.product.spec.priceCents,
      discount_percentage: item.discount,
      bhf_code: item.product.spec.bhf ?? null,
      nappi_code: item.product.spec.nappi ?? null,
      modifier: item.modifier,
    })),
  );
  return { products, plans };
}

function productDescription(spec: ProductSpec): string {
  switch (spec.kind) {
    case 'consult':
      return `General practitioner consultation, tariff code ${spec.bhf ?? ''}`;
    case 'procedure':
      return `In-rooms procedure, tariff code ${spec.bhf ?? ''}`;
    case 'medicine':
      return `Dispensed medicine, NAPPI ${spec.nappi ?? ''}`;
    case 'service':
      return 'Service';
    case 'goods':
      return 'Goods';
  }
}
