import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  componentsOf,
  insertClient,
  invoiceWithLines,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The tenancy matrix: health.admin names folio's invoice, component, payment, plan, product,
 * client, practitioner, appointment, outbox message and company in every route of this feature. Each answer is
 * 404 (never revealing that the row exists), and the database is the same afterwards.
 */
describe.each(databaseKinds())('tenancy of invoices, components, payments, plans and products (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;
  const own: Record<string, number> = {};
  const theirs: Record<string, number> = {};

  const snapshot = async () => {
    const ids = [own.invoice, theirs.invoice];
    const q = async (sql: string, params: unknown[] = []) => JSON.stringify((await api.db.query(sql, params)).rows);
    return [
      await q('select * from invoices where id = any($1::bigint[]) order by id', [ids]),
      await q('select * from invoice_components where invoice_id = any($1::bigint[]) order by id', [ids]),
      await q('select count(*)::int as n, sum(amount_cents)::bigint as s from payments'),
      await q('select count(*)::int as n from invoices'),
      await q('select count(*)::int as n from financial_transactions'),
      await q('select * from billing_plans where id = any($1::bigint[]) order by id', [[own.plan, theirs.plan]]),
      await q('select * from billing_plan_items where billing_plan_id = $1 order by id', [theirs.plan]),
      await q('select * from products where id = any($1::bigint[]) order by id', [[own.product, theirs.product]]),
      await q('select count(*)::int as n from audit_log'),
      await q('select id, status, attempts from outbox_messages order by id'),
    ];
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    folio = await session(api, 'folio.admin');
    for (const [s, ids] of [
      [health, own],
      [folio, theirs],
    ] as const) {
      const invoice = await invoiceWithLines(api, s, [100, 50]);
      ids.invoice = invoice.id;
      ids.client = invoice.clientId;
      ids.component = (await componentsOf(api, s, invoice.id))[0]!.id;
      ids.payment = (await pay(api, s, invoice.id, { amount: 10 }, { componentId: ids.component })).body.payment.id;
      const headers = { authorization: s.auth };
      ids.product = (
        await api.app.inject({
          method: 'POST',
          url: `/api/product1/${s.companyId}`,
          headers,
          payload: { name: 'P', unitCost: 5 },
        })
      ).json().id;
      ids.plan = (
        await api.app.inject({
          method: 'POST',
          url: `/api/billingplan/${s.companyId}`,
          headers,
          payload: { name: 'Plan', items: [{ productId: ids.product }] },
        })
      ).json().id;
      const { rows } = await api.db.query<{ id: number }>(
        `insert into appointments (company_id, client_id, practitioner_id, starts_at, ends_at)
         values ($1, $2, $3, now(), now()) returning id`,
        [s.companyId, ids.client, s.userId],
      );
      ids.appointment = rows[0]!.id;
      ids.message = (
        await api.app.inject({
          method: 'POST',
          url: `/api/invoice1/email/${ids.invoice}`,
          headers,
          payload: { to: 'x@example.test' },
        })
      ).json().outboxId;
    }
  });
  afterAll(() => api.close());

  const matrix = (): Array<[Method, string, unknown?]> => {
    const [h, f] = [health.companyId, folio.companyId];
    const line = { description: 'x', quantity: 1, unitCost: 1 };
    const payment = { amount: 1, paid: '2026-06-30 10:00' };
    return [
      ['GET', `/api/invoice1/specific/${theirs.invoice}`],
      ['GET', `/api/invoice1/download/${theirs.invoice}`],
      ['GET', `/api/invoice1/${f}/affiliate/${theirs.client}`],
      ['GET', `/api/invoice1/${h}/affiliate/${theirs.client}`],
      ['GET', `/api/invoice1/all/practitioner/${folio.userId}`],
      ['GET', `/api/invoice1/all/practitioner/lazyloading/${folio.userId}`],
      ['GET', `/api/invoice1/appointment/${theirs.appointment}`],
      ...['active', 'unpaid', 'paid', 'archived', 'all', 'all/lazyloading'].map((k): [Method, string] => [
        'GET',
        `/api/invoice1/${k}/${f}`,
      ]),
      ['GET', `/api/invoicecomponent/${theirs.invoice}`],
      ['GET', `/api/invoicecomponent/specific/${theirs.component}`],
      ['GET', `/api/payment1/specific/${theirs.payment}`],
      ['GET', `/api/billingplan/specific/${theirs.plan}`],
      ...['', 'active/', 'bookings/', 'search/'].map((k): [Method, string] => [
        'GET',
        `/api/billingplan/${k}${f}${k === 'search/' ? '/plan' : ''}`,
      ]),
      ['GET', `/api/product1/specific/${theirs.product}`],
      ['GET', `/api/product1/${f}`],
      ['GET', `/api/product1/${f}/p`],
      ['POST', `/api/invoice1/${f}`, { clientId: theirs.client }],
      ['POST', `/api/invoice1/${h}`, { clientId: theirs.client }],
      ['POST', `/api/invoice1/${h}`, { clientId: own.client, practitionerId: folio.userId }],
      ['POST', `/api/invoice1/${h}`, { clientId: own.client, appointmentId: theirs.appointment }],
      ['POST', `/api/invoice1/${h}/product/${theirs.product}/${own.client}`],
      ['POST', `/api/invoice1/${h}/product/${own.product}/${theirs.client}`],
      ['POST', `/api/invoice1/email/${theirs.invoice}`, { to: 'x@example.test' }],
      ['POST', `/api/invoice1/billingplan/${h}/${theirs.invoice}/${own.plan}`],
      ['POST', `/api/invoice1/billingplan/${h}/${own.invoice}/${theirs.plan}`],
      ['POST', `/api/invoice1/billingplan/${f}/${theirs.invoice}/${theirs.plan}`],
      ['POST', `/api/invoice1/product/${h}/${theirs.invoice}/${own.product}`],
      ['POST', `/api/invoice1/product/${h}/${own.invoice}/${theirs.product}`],
      ['POST', `/api/invoicecomponent/${theirs.invoice}`, line],
      ['POST', `/api/payment1/${f}/invoice/${theirs.invoice}`, payment],
      ['POST', `/api/payment1/${h}/invoice/${theirs.invoice}`, payment],
      ['POST', `/api/payment1/${h}/invoice/${own.invoice}/component/${theirs.component}`, payment],
      ['POST', `/api/payment1/${h}/invoice/${theirs.invoice}/component/${theirs.component}`, payment],
      ['POST', `/api/billingplan/${f}`, { name: 'X', items: [] }],
      ['POST', `/api/billingplan/${h}`, { name: 'X', items: [{ productId: theirs.product }] }],
      ['POST', `/api/product1/${f}`, { name: 'X', unitCost: 1 }],
      ['PUT', `/api/invoice1/${theirs.invoice}`, { status: 'C', invoiced: '2026-06-30 10:00', version: 1 }],
      ['PUT', `/api/invoicecomponent/${theirs.component}`, { description: 'mine now' }],
      ['PUT', `/api/billingplan/${theirs.plan}`, { name: 'X', items: [] }],
      ['PUT', `/api/product1/${theirs.product}`, { name: 'X', unitCost: 1 }],
      ['DELETE', `/api/invoice1/${theirs.invoice}`],
      ['DELETE', `/api/invoicecomponent/${theirs.component}`],
      ['DELETE', `/api/billingplan/${theirs.plan}`],
      ['DELETE', `/api/product1/${theirs.product}`],
      ['GET', `/api/outbox/${f}`],
      ['GET', `/api/outbox/${f}/${theirs.message}`],
      ['GET', `/api/outbox/${h}/${theirs.message}`],
      ['GET', `/api/outbox/${h}/${theirs.message}/attachment/0`],
      ['POST', `/api/outbox/${f}/${theirs.message}/resend`],
      ['POST', `/api/outbox/${h}/${theirs.message}/resend`],
    ];
  };

  it('answers 404 for another company’s rows in every route, and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of matrix()) {
      const res = await api.app.inject({
        method,
        url,
        headers: { authorization: health.auth },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toContain('application/problem+json');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('leaves another company’s rows out of batch reads', async () => {
    const headers = { authorization: health.auth };
    const ids = `${own.invoice},${theirs.invoice}`;
    const components = (await api.app.inject({ url: `/api/invoicecomponent/batch?invoiceIds=${ids}`, headers })).json<
      Array<{ invoiceId: number }>
    >();
    expect(new Set(components.map((c) => c.invoiceId))).toEqual(new Set([own.invoice]));
    const payments = (await api.app.inject({ url: `/api/payment1/batch?invoiceIds=${ids}`, headers })).json<
      Array<{ id: number }>
    >();
    expect(payments.map((p) => p.id)).toEqual([own.payment]);
  });

  it('still lets each company use its own rows (the matrix is not vacuous)', async () => {
    const res = await api.app.inject({
      url: `/api/invoice1/specific/${own.invoice}`,
      headers: { authorization: health.auth },
    });
    expect(res.statusCode).toBe(200);
    const client = await insertClient(api, health.companyId);
    const created = await api.app.inject({
      method: 'POST',
      url: `/api/invoice1/${health.companyId}/product/${own.product}/${client}`,
      headers: { authorization: health.auth },
    });
    expect(created.statusCode).toBe(201);
  });
});
