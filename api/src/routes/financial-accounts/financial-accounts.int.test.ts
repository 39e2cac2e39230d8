import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHART } from '../../financial-accounts/default-chart.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

interface Account {
  id: number;
  code: string;
  name: string;
  type: string;
  status: string;
}

describe.each(databaseKinds())('financial accounts (%s)', (kind) => {
  let api: TestApi;
  let business: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = business) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lists the chart of accounts by code, all seven types', async () => {
    const res = await call('GET', `/api/financialaccount/${business.companyId}`);
    expect(res.statusCode).toBe(200);
    const accounts = res.json<Account[]>();
    expect(accounts.map((a) => a.code)).toEqual([...accounts.map((a) => a.code)].sort());
    expect(new Set(accounts.map((a) => a.type))).toEqual(new Set(['FA', 'CA', 'I', 'E', 'CL', 'LL', 'OE']));
    expect(accounts[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      type: expect.any(String),
      status: 'A',
    });
  });

  it('creates, renames and deletes an account, auditing each change', async () => {
    const created = await call('POST', `/api/financialaccount/${business.companyId}`, {
      code: ' 6950 ',
      name: ' Travel ',
      type: 'E',
    });
    expect(created.statusCode).toBe(201);
    const account = created.json<Account>();
    expect(account).toMatchObject({ code: '6950', name: 'Travel', type: 'E', status: 'A' });

    const updated = await call('PUT', `/api/financialaccount/${account.id}`, {
      code: '6960',
      name: 'Travel and parking',
      type: 'E',
      status: 'I',
    });
    expect(updated.json()).toEqual({ ...account, code: '6960', name: 'Travel and parking', status: 'I' });

    expect((await call('DELETE', `/api/financialaccount/${account.id}`)).json()).toEqual({ id: account.id });
    expect((await call('DELETE', `/api/financialaccount/${account.id}`)).statusCode).toBe(404);
    const { rows } = await api.db.query<{ action: string }>(
      `select action from audit_log where entity = 'financial_account' and entity_id = $1 order by id`,
      [account.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a second account with the same code (409) and a blank code or name (400)', async () => {
    const duplicate = await call('POST', `/api/financialaccount/${business.companyId}`, {
      code: '6100',
      name: 'Rent again',
      type: 'E',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toMatch(/already has an account with code 6100/);
    const blank = await call('POST', `/api/financialaccount/${business.companyId}`, {
      code: '  ',
      name: ' ',
      type: 'E',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toEqual([
      'body.code',
      'body.name',
    ]);
    const badType = await call('POST', `/api/financialaccount/${business.companyId}`, {
      code: '7000',
      name: 'X',
      type: 'Z',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('refuses to delete an account that has transactions (409) and keeps it', async () => {
    const [rent] = (await call('GET', `/api/financialaccount/${business.companyId}`))
      .json<Account[]>()
      .filter((a) => a.code === '6100');
    const res = await call('DELETE', `/api/financialaccount/${rent!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/has transactions/);
    expect(
      (await call('GET', `/api/financialaccount/${business.companyId}`))
        .json<Account[]>()
        .some((a) => a.id === rent!.id),
    ).toBe(true);
  });

  it('deletes an account once its transactions are deleted, with the totals they left', async () => {
    const account = (
      await call('POST', `/api/financialaccount/${business.companyId}`, {
        code: '9992',
        name: 'Short-lived',
        type: 'E',
        status: 'A',
      })
    ).json<Account>();
    const created = await call('POST', `/api/financialtransaction/${business.companyId}`, {
      processed: '2026-02-03',
      financialAccountCode: '9992',
      description: 'Short-lived cost',
      debit: '12.00',
      credit: '0',
    });
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/api/financialtransaction/${created.json<{ id: number }>().id}`)).statusCode).toBe(
      200,
    );
    const res = await call('DELETE', `/api/financialaccount/${account.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: account.id });
  });
  it('creates the default chart for a user’s company once: a second run adds nothing', async () => {
    // A new company without a chart, with one user who signs in like the demo users.
    const { rows } = await api.db.query<{ id: number }>(
      `insert into companies (name, type, region) values ('Chartless Ltd', 'B', 'UK') returning id`,
    );
    const companyId = rows[0]!.id;
    const user = await api.db.query<{ id: number }>(
      `insert into users (company_id, username, password_hash, roles)
       select $1, 'chartless.admin', password_hash, roles from users where username = 'business.admin' returning id`,
      [companyId],
    );
    const chartless = await session(api, 'chartless.admin');
    const first = await call('POST', `/api/financialaccount/${user.rows[0]!.id}/default`, undefined, chartless);
    expect(first.statusCode).toBe(200);
    const expected = DEFAULT_CHART.filter((a) => !a.only || a.only === 'B');
    const result = first.json<{ created: number; accounts: Account[] }>();
    expect(result.created).toBe(expected.length);
    expect(result.accounts.map((a) => a.code)).toEqual(expected.map((a) => a.code).sort());
    expect(new Set(result.accounts.map((a) => a.type)).size).toBe(7);

    const second = await call('POST', `/api/financialaccount/${user.rows[0]!.id}/default`, undefined, chartless);
    expect(second.json()).toEqual({ created: 0, accounts: result.accounts });

    // The seeded companies already have the chart.
    const seeded = await call('POST', `/api/financialaccount/${business.userId}/default`);
    expect(seeded.json().created).toBe(0);
  });
});
