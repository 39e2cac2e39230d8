import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, tableUses, type TenantSchema } from './tenant-sql.ts';

const schema: TenantSchema = {
  tenant: new Set(['invoices', 'payments', 'invoice_components', 'billing_plans']),
  child: new Map([['billing_plan_items', 'billing_plan_id']]),
};

const uses = (sql: string) => tableUses(sql, schema).map((u) => `${u.table}:${u.access}`);

describe('tenant-sql: how a statement reaches company tables', () => {
  beforeAll(() => loadParser());

  it.each([
    ['select * from invoices where company_id = $1 and id = $2', ['invoices:keyed']],
    ['select * from invoices where company_id = any($1::bigint[])', ['invoices:keyed']],
    ['select * from companies where id = $1', ['companies:keyed']],
    [
      'select 1 from invoices i join invoice_components c on c.invoice_id = i.id and c.company_id = i.company_id where i.company_id = $1',
      ['invoices:keyed', 'invoice_components:keyed'],
    ],
    [
      'select 1 from invoices i join invoice_components c on c.invoice_id = i.id where i.company_id = $1',
      ['invoices:keyed', 'invoice_components:joined'],
    ],
    [
      'select 1 from invoices i where i.company_id = $1 and exists (select 1 from payments p where p.invoice_id = i.id)',
      ['payments:joined', 'invoices:keyed'],
    ],
    [
      'with x as (select id from invoices where company_id = $1) select * from x join payments p on p.invoice_id = x.id',
      ['invoices:keyed', 'payments:joined'],
    ],
    [
      'delete from billing_plan_items where billing_plan_id in (select id from billing_plans where company_id = $1)',
      ['billing_plans:keyed', 'billing_plan_items:joined'],
    ],
    ['select * from billing_plan_items where billing_plan_id = any($1::bigint[])', ['billing_plan_items:joined']],
    ['insert into invoices (company_id, amount_cents) values ($1, $2) on conflict do nothing', []],
  ])('%s', (sql, expected) => {
    expect(uses(sql)).toEqual(expected);
  });

  it.each([
    ['select * from invoices where id = $1', ['invoices:unfiltered']],
    ['select count(*) from payments', ['payments:unfiltered']],
    ['select * from invoices where company_id = $1 or id = $2', ['invoices:unfiltered']],
    ['update invoices set status = $2 where id = $1', ['invoices:unfiltered']],
    ['select * from billing_plan_items where product_id = $1', ['billing_plan_items:unfiltered']],
    [
      // The subquery's own table is unfiltered: it cannot make the outer one safe.
      'select * from payments where invoice_id in (select id from invoices where id = $1)',
      ['invoices:unfiltered', 'payments:unfiltered'],
    ],
    ['insert into invoices (id, amount_cents) values ($1, $2)', ['invoices:insert-without-company']],
    [
      'select * from invoices where company_id = $1 union all select * from invoices where id = $2',
      ['invoices:keyed', 'invoices:unfiltered'],
    ],
  ])('finds %s', (sql, expected) => {
    expect(uses(sql)).toEqual(expected);
  });
});
