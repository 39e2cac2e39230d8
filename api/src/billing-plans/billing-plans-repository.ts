import type { Queryable } from '../db/database.ts';
import { componentAmountCents } from '../invoices/component-amount.ts';
import { likePattern } from '../shared/like.ts';

export type PlanFrequency = 'W' | 'M' | 'Q' | 'Y' | 'O';

export interface PlanItemValues {
  productId: number | null;
  description: string;
  quantity: string;
  unitCostCents: number;
  discountPercentage: string;
  bhfCode: string | null;
  nappiCode: string | null;
  modifier: string | null;
}

export interface PlanItemRow extends PlanItemValues {
  id: number;
  position: number;
  /** quantity × unit cost less discount, as an invoice line made from the item would be. */
  amountCents: number;
}

export interface PlanValues {
  name: string;
  description: string;
  frequency: PlanFrequency;
  bookings: boolean;
  active: boolean;
}

export interface PlanRow extends PlanValues {
  id: number;
  companyId: number;
  items: PlanItemRow[];
  amountCents: number;
}

const PLAN_COLUMNS = 'id, company_id as "companyId", name, description, frequency, bookings, active';
const ITEM_COLUMNS = `id, billing_plan_id as "planId", product_id as "productId", position, description,
  trim_scale(quantity)::text as quantity, unit_cost_cents as "unitCostCents",
  trim_scale(discount_percentage)::text as "discountPercentage", bhf_code as "bhfCode", nappi_code as "nappiCode",
  modifier`;

export const PLAN_LISTS = {
  all: 'true',
  active: 'active',
  bookings: 'active and bookings',
} as const;

export function billingPlansRepository(db: Queryable) {
  /** Plans with their items: two queries for any number of plans. */
  async function select(where: string, params: unknown[]): Promise<PlanRow[]> {
    const plans = (
      await db.query<Omit<PlanRow, 'items' | 'amountCents'>>(
        `select ${PLAN_COLUMNS} from billing_plans where ${where} order by lower(name), id`,
        params,
      )
    ).rows;
    if (plans.length === 0) return [];
    const items = (
      await db.query<Omit<PlanItemRow, 'amountCents'> & { planId: number }>(
        `select ${ITEM_COLUMNS} from billing_plan_items where billing_plan_id = any($1::bigint[])
          order by billing_plan_id, position, id`,
        [plans.map((p) => p.id)],
      )
    ).rows;
    return plans.map((plan) => {
      const own = items
        .filter((item) => item.planId === plan.id)
        .map(({ planId: _planId, ...item }) => ({
          ...item,
          amountCents: componentAmountCents(item.quantity, item.unitCostCents, item.discountPercentage),
        }));
      return { ...plan, items: own, amountCents: own.reduce((sum, item) => sum + item.amountCents, 0) };
    });
  }

  async function insertItems(planId: number, items: readonly PlanItemValues[]): Promise<void> {
    for (const [position, item] of items.entries()) {
      await db.query(
        `insert into billing_plan_items (billing_plan_id, product_id, position, description, quantity, unit_cost_cents,
           discount_percentage, bhf_code, nappi_code, modifier)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          planId,
          item.productId,
          position,
          item.description,
          item.quantity,
          item.unitCostCents,
          item.discountPercentage,
          item.bhfCode,
          item.nappiCode,
          item.modifier,
        ],
      );
    }
  }

  return {
    list: (companyId: number, kind: keyof typeof PLAN_LISTS) =>
      select(`company_id = $1 and ${PLAN_LISTS[kind]}`, [companyId]),
    /** Name containing the text, case-insensitively. */
    search: (companyId: number, text: string) =>
      select('company_id = $1 and lower(name) like $2', [companyId, likePattern(text, 'contains')]),
    async find(id: number, companyId: number): Promise<PlanRow | undefined> {
      return (await select('id = $1 and company_id = $2', [id, companyId]))[0];
    },
    async insert(companyId: number, plan: PlanValues, items: readonly PlanItemValues[]): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_plans (company_id, name, description, frequency, bookings, active)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [companyId, plan.name, plan.description, plan.frequency, plan.bookings, plan.active],
      );
      const id = rows[0]!.id;
      await insertItems(id, items);
      return id;
    },
    /** Replaces the plan's fields and all its items. */
    async update(id: number, plan: PlanValues, items: readonly PlanItemValues[]): Promise<void> {
      await db.query(
        `update billing_plans set name = $2, description = $3, frequency = $4, bookings = $5, active = $6 where id = $1`,
        [id, plan.name, plan.description, plan.frequency, plan.bookings, plan.active],
      );
      await db.query('delete from billing_plan_items where billing_plan_id = $1', [id]);
      await insertItems(id, items);
    },
    /** Invoices billed from the plan and clients on it. */
    async usage(id: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select ((select count(*) from invoices where billing_plan_id = $1)
               + (select count(*) from client_billing_plans where billing_plan_id = $1))::int as n`,
        [id],
      );
      return rows[0]?.n ?? 0;
    },
    async delete(id: number): Promise<void> {
      await db.query('delete from billing_plans where id = $1', [id]);
    },
  };
}
