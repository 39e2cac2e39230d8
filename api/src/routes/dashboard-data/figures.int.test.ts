import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { componentsOf, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';

interface Figure {
  id: number | null;
  name: string;
  invoiced: number;
  paid: number;
  owed: number;
  count: number;
  quantity?: string;
}
interface Answer {
  start: string | null;
  end: string | null;
  rows: Figure[];
}

const cents = (amount: number) => Math.round(amount * 100);
const inCents = (f: Figure) => ({
  id: f.id,
  invoiced: cents(f.invoiced),
  paid: cents(f.paid),
  owed: cents(f.owed),
  count: f.count,
});

describe.each(databaseKinds())('figures per client and per product (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const get = async (url: string, who: Session) => {
    const res = await api.app.inject({ url, headers: { authorization: who.auth } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>();
  };

  /** The invoices of the period by their local date (not a range of instants), summed per client. */
  async function clientsBySql(companyId: number, zone: string, start: string, end: string) {
    const { rows } = await api.db.query<{ id: number; invoiced: number; paid: number; count: number }>(
      `select client_id as id, sum(amount_cents)::bigint as invoiced, sum(paid_cents)::bigint as paid, count(*)::int as count
         from invoices where company_id = $1 and (invoiced at time zone $4)::date between $2::date and $3::date
        group by client_id`,
      [companyId, start, end, zone],
    );
    return rows.map((r) => ({ ...r, owed: r.invoiced - r.paid })).sort((a, b) => a.id - b.id);
  }

  /** The same lines read plainly, the invoice-level payments spread over the lines in a loop. */
  async function productsByLoop(companyId: number, zone: string, start: string, end: string) {
    const { rows } = await api.db.query<{
      invoice: number;
      product: number | null;
      amount: number;
      linePaid: number;
      invoicePaid: number;
    }>(
      `select i.id as invoice, c.product_id as product, c.amount_cents as amount, c.paid_cents as "linePaid",
              i.paid_cents as "invoicePaid"
         from invoices i join invoice_components c on c.invoice_id = i.id
        where i.company_id = $1 and (i.invoiced at time zone $4)::date between $2::date and $3::date
        order by i.id, c.position, c.id`,
      [companyId, start, end, zone],
    );
    const left = new Map<number, number>();
    for (const line of rows) left.set(line.invoice, (left.get(line.invoice) ?? line.invoicePaid) - line.linePaid);
    const totals = new Map<number | null, { invoiced: number; paid: number; invoices: Set<number> }>();
    for (const line of rows) {
      const share = Math.max(0, Math.min(line.amount - line.linePaid, left.get(line.invoice)!));
      left.set(line.invoice, left.get(line.invoice)! - share);
      const t = totals.get(line.product) ?? { invoiced: 0, paid: 0, invoices: new Set<number>() };
      t.invoiced += line.amount;
      t.paid += line.linePaid + share;
      t.invoices.add(line.invoice);
      totals.set(line.product, t);
    }
    return [...totals].map(([id, t]) => ({
      id,
      invoiced: t.invoiced,
      paid: t.paid,
      owed: t.invoiced - t.paid,
      count: t.invoices.size,
    }));
  }

  const byId = (a: { id: number | null }, b: { id: number | null }) => (a.id ?? 0) - (b.id ?? 0);

  it.each([
    ['health', 'Africa/Johannesburg', '2026-01-01', '2026-06-30'],
    ['health', 'Africa/Johannesburg', '2024-06-30', '2026-06-30'],
    ['business', 'Europe/London', '2025-03-30', '2025-10-26'],
  ] as const)('%s: per client, equal to an independent SQL sum (%s, %s … %s)', async (who, zone, start, end) => {
    const s = who === 'health' ? health : business;
    const answer = await get(`/api/client1/data/clients/${s.companyId}?start=${start}&end=${end}`, s);
    expect(answer).toMatchObject({ start, end });
    const expected = await clientsBySql(s.companyId, zone, start, end);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.rows.map(inCents).sort(byId)).toEqual(expected);
    const owed = answer.rows.map((r) => cents(r.owed));
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
  });

  it.each([
    ['health', 'Africa/Johannesburg', '2026-01-01', '2026-06-30'],
    ['business', 'Europe/London', '2025-03-30', '2025-10-26'],
  ] as const)('%s: per product, equal to the lines summed one by one (%s, %s … %s)', async (who, zone, start, end) => {
    const s = who === 'health' ? health : business;
    const answer = await get(`/api/client1/data/products/${s.companyId}?start=${start}&end=${end}`, s);
    const expected = await productsByLoop(s.companyId, zone, start, end);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.rows.map(inCents).sort(byId)).toEqual(expected.sort(byId));
  });

  it('spreads a payment to the whole invoice over its lines in their order, after the lines’ own payments', async () => {
    const headers = { authorization: health.auth };
    const product = async (name: string, unitCost: number) =>
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/product1/${health.companyId}`,
          headers,
          payload: { name, unitCost },
        })
      ).json<{ id: number }>().id;
    const first = await product('Figures first', 100);
    const second = await product('Figures second', 50);
    const client = await insertClient(api, health.companyId, { lastName: 'Figures' });
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/invoice1/${health.companyId}/product/${first}/${client}`,
      headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json<{ id: number }>().id;
    const added = await api.app.inject({
      method: 'POST',
      url: `/api/invoice1/product/${health.companyId}/${invoice}/${second}`,
      headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    const lines = await componentsOf(api, health, invoice);
    const secondLine = lines.find((l) => l.amount === 50)!;
    expect((await pay(api, health, invoice, { amount: 10 }, { componentId: secondLine.id })).status).toBe(201);
    expect((await pay(api, health, invoice, { amount: 95 })).status).toBe(201);

    const products = await get(`/api/client1/data/products/${health.companyId}`, health);
    expect(products).toMatchObject({ start: null, end: null });
    const row = (id: number) => products.rows.find((r) => r.id === id);
    expect(row(first)).toEqual({
      id: first,
      name: 'Figures first',
      invoiced: 100,
      paid: 95,
      owed: 5,
      count: 1,
      quantity: '1.000',
    });
    expect(row(second)).toEqual({
      id: second,
      name: 'Figures second',
      invoiced: 50,
      paid: 10,
      owed: 40,
      count: 1,
      quantity: '1.000',
    });

    const clients = await get(`/api/client1/data/clients/${health.companyId}`, health);
    expect(clients.rows.find((r) => r.id === client)).toEqual({
      id: client,
      name: 'Test Figures',
      invoiced: 150,
      paid: 105,
      owed: 45,
      count: 1,
    });
  });

  it.each([
    ['start=2026-02-30', 'querystring.start'],
    ['end=yesterday', 'querystring.end'],
    ['start=2026-06-01&end=2026-05-31', 'querystring.end'],
  ])('refuses the period %s (400 naming %s)', async (query, field) => {
    for (const kind of ['clients', 'products']) {
      const res = await api.app.inject({
        url: `/api/client1/data/${kind}/${health.companyId}?${query}`,
        headers: { authorization: health.auth },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toContain(field);
    }
  });
});
