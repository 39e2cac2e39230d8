import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { insertClient, session, type Session } from '../../../test/finance-fixtures.ts';

/** A new invoice's due date (POST /api/invoice1/{companyId}): chosen, defaulted, and refused with its reason. */
describe.each(databaseKinds())('a new invoice due date (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let clientId: number;
  const post = (body: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: `/api/invoice1/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { clientId, ...body },
    });
  const invoiceCount = async () =>
    Number((await api.db.query(`select count(*)::int as n from invoices where client_id = $1`, [clientId])).rows[0]!.n);

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    clientId = await insertClient(api, health.companyId);
  });
  afterAll(() => api.close());

  it('keeps a chosen due date, the invoice date itself included, and defaults to 30 days after', async () => {
    const chosen = await post({ invoiced: '2026-03-31 10:00', due: '2026-04-14' });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ due: '2026-04-14' });
    const sameDay = await post({ invoiced: '2026-03-31 10:00', due: '2026-03-31' });
    expect(sameDay.statusCode).toBe(201);
    expect(sameDay.json()).toMatchObject({ due: '2026-03-31' });
    const byDefault = await post({ invoiced: '2026-03-31 10:00' });
    expect(byDefault.json()).toMatchObject({ due: '2026-04-30' });
  });

  it.each([
    [
      'a due date before the invoice date',
      { invoiced: '2026-03-31 10:00', due: '2026-03-30' },
      /due 2026-03-30 is before the invoice date 2026-03-31/,
    ],
    ['a due date that is no date', { due: '2026-02-30' }, /due "2026-02-30" is not a date/],
    ['a due date beyond the horizon', { due: '2099-01-01' }, /due 2099-01-01 is after \d{4}-\d\d-\d\d, the latest/],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_, body, detail) => {
    const before = await invoiceCount();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'due' })]));
    expect(await invoiceCount()).toBe(before);
  });
});
