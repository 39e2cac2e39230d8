import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceWithLines, session, type Session } from '../../test/finance-fixtures.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../test/helpers.ts';

/** Amounts written as JSON text, as a client may send them. */
const REFUSED = ['"1e1"', '1e1', '"0x10"', '"Infinity"', '" 12"', '"12 "', '"+12"', '"1,000"', 'true'];
const ACCEPTED: Array<[string, number]> = [
  ['12', 12],
  ['"12.50"', 12.5],
  ['0.1', 0.1],
];

interface AmountRoute {
  name: string;
  url: (s: Session, invoiceId: number) => string;
  /** The body with `amount` (JSON text) in its amount field. */
  body: (amount: string, s: Session) => string;
  field: string;
  /** Reads the stored amount back from the answer. */
  stored: (answer: Record<string, unknown>) => unknown;
}

let expenseCode = '';

const ROUTES: AmountRoute[] = [
  {
    name: 'a payment',
    url: (s, invoiceId) => `/api/payment1/${s.companyId}/invoice/${invoiceId}`,
    body: (amount) => `{"amount":${amount},"type":"B","paid":"2026-06-30 10:00"}`,
    field: 'body.amount',
    stored: (answer) => (answer.payment as { amount: number } | undefined)?.amount,
  },
  {
    name: 'a product',
    url: (s) => `/api/product1/${s.companyId}`,
    body: (amount) => `{"name":"Amount test","unitCost":${amount}}`,
    field: 'body.unitCost',
    stored: (answer) => answer.unitCost,
  },
  {
    name: 'an invoice component',
    url: (_s, invoiceId) => `/api/invoicecomponent/${invoiceId}`,
    body: (amount) => `{"description":"Amount test","quantity":1,"unitCost":${amount}}`,
    field: 'body.unitCost',
    stored: (answer) => (answer.component as { unitCost: number } | undefined)?.unitCost,
  },
  {
    name: 'a billing plan item',
    url: (s) => `/api/billingplan/${s.companyId}`,
    body: (amount) => `{"name":"Amount test","items":[{"description":"Item","quantity":1,"unitCost":${amount}}]}`,
    field: 'body.items.0.unitCost',
    stored: (answer) => (answer.items as Array<{ unitCost: number }>)[0]?.unitCost,
  },
  {
    name: 'a financial transaction',
    url: (s) => `/api/financialtransaction/${s.companyId}`,
    body: (amount) =>
      `{"processed":"2026-06-01","financialAccountCode":"${expenseCode}","description":"Amount test","debit":${amount}}`,
    field: 'body.debit',
    stored: (answer) => answer.debit,
  },
];

describe.each(databaseKinds())('amounts are plain decimals (%s)', (kind) => {
  let api: TestApi;
  let who: Session;
  let invoiceId: number;

  beforeAll(async () => {
    api = await startTestApi(kind);
    who = await session(api, 'health.admin');
    invoiceId = (await invoiceWithLines(api, who, [1000])).id;
    const { rows } = await api.db.query<{ code: string }>(
      `select code from financial_accounts where company_id = $1 and type = 'E' order by code limit 1`,
      [who.companyId],
    );
    expenseCode = rows[0]!.code;
  });
  afterAll(() => api.close());

  const post = (route: AmountRoute, amount: string) =>
    api.app.inject({
      method: 'POST',
      url: route.url(who, invoiceId),
      headers: { authorization: who.auth, 'content-type': 'application/json' },
      payload: route.body(amount, who),
    });

  it.each(ROUTES.map((r) => [r.name, r] as const))(
    '%s refuses anything else with a 400 saying what an amount is',
    async (_, route) => {
      for (const amount of REFUSED) {
        const res = await post(route, amount);
        const body = res.json<{ detail: string; errors?: Array<{ field: string; message: string }> }>();
        expect({ status: res.statusCode, fields: body.errors?.map((e) => e.field) }, amount).toEqual({
          status: 400,
          fields: [route.field],
        });
        expect(body.detail, amount).toMatch(/plain decimal/);
      }
    },
  );

  it.each(ROUTES.map((r) => [r.name, r] as const))('%s takes 12, "12.50" and 0.1', async (_, route) => {
    for (const [amount, value] of ACCEPTED) {
      const res = await post(route, amount);
      expect(res.statusCode, `${amount}: ${res.body}`).toBeLessThan(300);
      expect(route.stored(res.json()), amount).toBe(value);
    }
  });
});
