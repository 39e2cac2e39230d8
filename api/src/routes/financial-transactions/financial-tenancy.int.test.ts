import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { multipart, session, type Session } from '../../../test/sessions.ts';

/**
 * Every Financial Management route, called by health.admin with the ids of another company (Demo
 * Trading Ltd): 404, and nothing of that company changes. Without a token: 401.
 */
describe.each(databaseKinds())('financial management tenancy (%s)', (kind) => {
  let api: TestApi;
  let caller: Session;
  let other: Session;
  let ids: { transaction: number; account: number; invoice: number; appointment: number; rule: number };
  beforeAll(async () => {
    api = await startTestApi(kind);
    caller = await session(api, 'health.admin');
    other = await session(api, 'business.admin');
    const { rows } = await api.db.query<typeof ids>(
      `select (select min(id) from financial_transactions where company_id = $1) as transaction,
              (select min(id) from financial_accounts where company_id = $1 and code = '6100') as account,
              (select min(id) from invoices where company_id = $1) as invoice,
              (select min(id) from appointments where company_id = $1) as appointment`,
      [other.companyId],
    );
    const { rows: rule } = await api.db.query<{ id: number }>(
      `insert into account_rules (company_id, position, match_kind, match_text, direction, financial_account_id)
       values ($1, 1, 'contains', 'rent', 'either', $2) returning id`,
      [other.companyId, rows[0]!.account],
    );
    ids = { ...rows[0]!, rule: rule[0]!.id };
  });
  afterAll(() => api.close());

  const state = async () => {
    const { rows } = await api.db.query(
      `select (select count(*)::int from financial_transactions where company_id = $1) as transactions,
              (select coalesce(sum(debit_cents * 7 + credit_cents * 3 + financial_account_id), 0)::bigint
                 from financial_transactions where company_id = $1) as fingerprint,
              (select string_agg(code || name || type || status, ',' order by id) from financial_accounts where company_id = $1) as accounts,
              (select count(*)::int from financial_import_batches where company_id = $1) as batches,
              (select string_agg(position || match_text || financial_account_id, ',' order by id) from account_rules where company_id = $1) as rules,
              (select count(*)::int from financial_recodes) as recodes,
              (select count(*)::int from audit_log) as audit`,
      [other.companyId],
    );
    return rows[0];
  };

  const csv = () => multipart('Date,Description,Amount\n2026-03-01,Rent,-100.00\n');
  const transaction = { processed: '2026-06-01', financialAccountCode: '6100', description: 'x', debit: 1 };
  const rule = {
    matchKind: 'contains',
    text: 'Intruder',
    direction: 'either',
    financialAccountCode: '6100',
    position: 1,
  };
  const cases = (): Array<[string, string, unknown?, Record<string, string>?]> => [
    ['GET', `/api/financialaccount/${other.companyId}`],
    ['POST', `/api/financialaccount/${other.companyId}`, { code: '7777', name: 'Intruder', type: 'E' }],
    ['PUT', `/api/financialaccount/${ids.account}`, { code: '6100', name: 'Renamed', type: 'E' }],
    ['DELETE', `/api/financialaccount/${ids.account}`],
    ['POST', `/api/financialaccount/${other.userId}/default`],
    ['GET', `/api/financialtransaction/summary/${other.companyId}/2026-01-01/2026-06-30`],
    ['GET', `/api/financialtransaction/monthly/${other.companyId}/2026-01-01/2026-06-30`],
    ['GET', `/api/financialtransaction/${other.companyId}/type/E/2026-01-01/2026-06-30`],
    ['GET', `/api/financialtransaction/${other.companyId}/range/2026-01-01/2026-06-30`],
    ['GET', `/api/financialtransaction/${caller.companyId}/range/1990-01-01/2027-01-01?invoiceId=${ids.invoice}`],
    [
      'GET',
      `/api/financialtransaction/${caller.companyId}/range/1990-01-01/2027-01-01?appointmentId=${ids.appointment}`,
    ],
    ['GET', `/api/financialtransaction/specific/${ids.transaction}`],
    ['POST', `/api/financialtransaction/${other.companyId}`, transaction],
    ['PUT', `/api/financialtransaction/${ids.transaction}`, transaction],
    ['DELETE', `/api/financialtransaction/${ids.transaction}`],
    [
      'POST',
      `/api/financialtransaction/recode/${other.companyId}`,
      { startDate: '1990-01-01', endDate: '2027-01-01', financialAccountCode: '6100', description: 'a' },
    ],
    [
      'POST',
      `/api/financialtransaction/recode/${other.companyId}/preview`,
      { startDate: '1990-01-01', endDate: '2027-01-01', financialAccountCode: '6100', description: 'a' },
    ],
    [
      'POST',
      `/api/financialtransaction/recode/${other.companyId}/preview`,
      { startDate: '1990-01-01', endDate: '2027-01-01', byRules: true },
    ],
    ['GET', `/api/financialtransaction/recode/${other.companyId}/last`],
    ['POST', `/api/financialtransaction/recode/${other.companyId}/undo`, {}],
    ['GET', `/api/financialtransaction/rule/${other.companyId}`],
    ['POST', `/api/financialtransaction/rule/${other.companyId}`, rule],
    ['PUT', `/api/financialtransaction/rule/${other.companyId}/${ids.rule}`, rule],
    ['PUT', `/api/financialtransaction/rule/${caller.companyId}/${ids.rule}`, rule],
    ['DELETE', `/api/financialtransaction/rule/${other.companyId}/${ids.rule}`],
    ['DELETE', `/api/financialtransaction/rule/${caller.companyId}/${ids.rule}`],
    ['POST', `/api/financialtransaction/batch/${other.companyId}`, [{ ...transaction, debit: undefined, amount: -1 }]],
    ['POST', `/api/financialtransaction/import/generic/${other.companyId}`, csv().payload, csv().headers],
    ['POST', `/api/financialtransaction/import/bank/fnb/${other.companyId}`, csv().payload, csv().headers],
    ['GET', `/api/data/financial/summary/company/${other.companyId}/2026-01-01/2026-06-30`],
    ['GET', `/api/data/financial/summary/company/threemonths/${other.companyId}`],
    ['GET', `/api/data/financial/summary/company/alltime/${other.companyId}`],
    ['GET', `/api/client1/data/clients/${other.companyId}?start=2026-01-01&end=2026-06-30`],
    ['GET', `/api/client1/data/products/${other.companyId}`],
    ['GET', `/api/data/tasks/${other.companyId}`],
    ...['user', 'process/user'].flatMap((k): Array<[string, string]> => [
      ['GET', `/api/data/tasks/${k}/${other.companyId}/${other.userId}/all`],
      ['GET', `/api/data/tasks/${k}/${caller.companyId}/${other.userId}/invoices`],
    ]),
    ['GET', `/api/data/tasks/performance/user/${other.companyId}/${other.userId}/2026-06`],
    ['GET', `/api/data/tasks/performance/user/${caller.companyId}/${other.userId}/2026-06`],
    [
      'POST',
      '/api/payment1/sandbox/checkout/create-checkout-session/subscription',
      { companyId: other.companyId, plan: 'solo', interval: 'month' },
    ],
  ];

  it('answers 404 for another company’s ids on every route and changes nothing', async () => {
    const before = await state();
    for (const [method, url, payload, headers] of cases()) {
      const res = await api.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, authorization: caller.authorization },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(await state()).toEqual(before);
  });

  it('answers the same routes with the caller’s own ids (the matrix is not 404 for everything)', async () => {
    const own = await api.app.inject({
      url: `/api/financialtransaction/${caller.companyId}/range/2026-06-01/2026-06-30`,
      headers: { authorization: caller.authorization },
    });
    expect(own.statusCode).toBe(200);
    const ownAccount = await api.app.inject({
      url: `/api/financialaccount/${caller.companyId}`,
      headers: { authorization: caller.authorization },
    });
    expect(ownAccount.statusCode).toBe(200);
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url, payload, headers] of cases()) {
      const res = await api.app.inject({
        method: method as 'GET',
        url,
        ...(headers ? { headers } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
