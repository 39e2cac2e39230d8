import type { Queryable } from '../db/database.ts';
import { likePattern } from '../shared/like.ts';

export interface ProductRow {
  id: number;
  companyId: number;
  code: string | null;
  name: string;
  description: string;
  unitCostCents: number;
  nappiCode: string | null;
  bhfCode: string | null;
  active: boolean;
}

export type ProductValues = Omit<ProductRow, 'id' | 'companyId'>;

const COLUMNS = `id, company_id as "companyId", code, name, description, unit_cost_cents as "unitCostCents",
  nappi_code as "nappiCode", bhf_code as "bhfCode", active`;

const BY_NAME = 'order by lower(name), id';

export function productsRepository(db: Queryable) {
  const values = (p: ProductValues) => [
    p.code,
    p.name,
    p.description,
    p.unitCostCents,
    p.nappiCode,
    p.bhfCode,
    p.active,
  ];
  return {
    async list(companyId: number): Promise<ProductRow[]> {
      return (
        await db.query<ProductRow>(`select ${COLUMNS} from products where company_id = $1 ${BY_NAME}`, [companyId])
      ).rows;
    },
    /** Name or code containing the text, case-insensitively. */
    async search(companyId: number, text: string): Promise<ProductRow[]> {
      const pattern = likePattern(text, 'contains');
      const { rows } = await db.query<ProductRow>(
        `select ${COLUMNS} from products
          where company_id = $1 and (lower(name) like $2 or lower(coalesce(code, '')) like $2) ${BY_NAME}`,
        [companyId, pattern],
      );
      return rows;
    },
    async find(id: number, companyId: number): Promise<ProductRow | undefined> {
      const { rows } = await db.query<ProductRow>(`select ${COLUMNS} from products where id = $1 and company_id = $2`, [
        id,
        companyId,
      ]);
      return rows[0];
    },
    async insert(companyId: number, product: ProductValues): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into products (company_id, code, name, description, unit_cost_cents, nappi_code, bhf_code, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [companyId, ...values(product)],
      );
      return rows[0]!.id;
    },
    async update(id: number, product: ProductValues): Promise<void> {
      await db.query(
        `update products set code = $2, name = $3, description = $4, unit_cost_cents = $5, nappi_code = $6,
           bhf_code = $7, active = $8 where id = $1`,
        [id, ...values(product)],
      );
    },
    /** Invoice lines and billing-plan items that use the product. */
    async usage(id: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select ((select count(*) from invoice_components where product_id = $1)
               + (select count(*) from billing_plan_items where product_id = $1))::int as n`,
        [id],
      );
      return rows[0]?.n ?? 0;
    },
    async delete(id: number): Promise<void> {
      await db.query('delete from products where id = $1', [id]);
    },
  };
}
