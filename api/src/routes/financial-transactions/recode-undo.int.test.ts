import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

interface PreviewRow {
  id: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  newFinancialAccountCode: string;
  newFinancialAccountName: string;
  ruleId: number | null;
}
interface Recode {
  id: number;
  byRules: boolean;
  changed: number;
  undoneAt: string | null;
  username: string | null;
}

/** Spec view 10 with its preview and undo (docs/import-formats.md "Rules and recode"). */
describe.each(databaseKinds())('recode preview, run and undo (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = health) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const recodeUrl = `/api/financialtransaction/recode`;
  const preview = (body: object) => call('POST', `${recodeUrl}/${health.companyId}/preview`, body);
  const run = (body: object) => call('POST', `${recodeUrl}/${health.companyId}`, body);
  const undo = (id?: number) => call('POST', `${recodeUrl}/${health.companyId}/undo`, id === undefined ? {} : { id });
  const last = async () =>
    (await call('GET', `${recodeUrl}/${health.companyId}/last`)).json<{ recode: Recode | null }>().recode;

  /** Every transaction of the company with its account, date, description and amounts. */
  const books = async () => {
    const { rows } = await api.db.query<{ id: number; code: string; state: string }>(
      `select t.id, a.code, t.processed || '|' || t.description || '|' || t.debit_cents || '|' || t.credit_cents as state
         from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = $1 order by t.id`,
      [health.companyId],
    );
    return rows;
  };
  const seed = async (
    rows: [processed: string, description: string, code: string, debit: number, credit: number][],
  ) => {
    const { rows: ids } = await api.db.query<{ id: number }>(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents, credit_cents)
       select $1, v.processed::date, a.id, v.description, v.debit, v.credit
         from unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[]) with ordinality
              as v(processed, description, code, debit, credit, n)
         join financial_accounts a on a.company_id = $1 and a.code = v.code
        order by v.n
       returning id`,
      [
        health.companyId,
        rows.map((r) => r[0]),
        rows.map((r) => r[1]),
        rows.map((r) => r[2]),
        rows.map((r) => r[3]),
        rows.map((r) => r[4]),
      ],
    );
    return ids.map((r) => r.id);
  };
  const auditCount = async () =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;

  it('previews what a recode by text changes, changes exactly that, and undoes it exactly', async () => {
    // 150 matching rows in February 2025 (more than the preview lists), one already on the account, one outside
    const matching = Array.from({ length: 150 }, (_, i): [string, string, string, number, number] => [
      `2025-02-${String(28 - (i % 28)).padStart(2, '0')}`,
      `Stationery World order ${i}`,
      '6000',
      100 + i,
      0,
    ]);
    await seed([
      ...matching,
      ['2025-02-10', 'STATIONERY WORLD already', '6300', 500, 0],
      ['2025-03-01', 'Stationery World March', '6000', 700, 0],
    ]);
    const request = {
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      financialAccountCode: '6300',
      description: 'stationery world',
    };
    const before = await books();
    const audits = await auditCount();

    const seen = await preview(request);
    expect(seen.statusCode, seen.body).toBe(200);
    const { changed, rows } = seen.json<{ changed: number; rows: PreviewRow[] }>();
    expect(changed).toBe(150);
    expect(rows).toHaveLength(100);
    expect(rows.map((r) => r.processed)).toEqual([...rows.map((r) => r.processed)].sort());
    expect(rows[0]).toMatchObject({
      processed: '2025-02-01',
      financialAccountCode: '6000',
      newFinancialAccountCode: '6300',
      newFinancialAccountName: 'Medical supplies',
      ruleId: null,
    });
    expect(await books()).toEqual(before);
    expect(await auditCount()).toBe(audits);

    const done = await run(request);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<{ changed: number; recode: Recode }>();
    expect(result.changed).toBe(changed);
    expect(result.recode).toMatchObject({ byRules: false, changed: 150, undoneAt: null, username: 'health.admin' });
    expect(await last()).toEqual(result.recode);
    const after = await books();
    const moved = after.filter((row, i) => row.code !== before[i]!.code);
    expect(moved).toHaveLength(150);
    expect(new Set(moved.map((r) => r.code))).toEqual(new Set(['6300']));
    expect((await preview(request)).json()).toEqual({ changed: 0, rows: [] });

    const undone = await undo(result.recode.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      restored: 150,
      recode: { id: result.recode.id, undoneAt: expect.any(String) },
    });
    expect(await books()).toEqual(before);
    const { rows: audit } = await api.db.query<{ entity_id: number; after: { restored: number } }>(
      `select entity_id, after from audit_log where entity = 'financial_recode' and action = 'undo'`,
    );
    expect(audit).toEqual([{ entity_id: result.recode.id, after: { restored: 150 } }]);

    const again = await undo();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/undone already/);
    expect(await books()).toEqual(before);
  });

  it('refuses to undo (409, nothing changed) when a moved transaction was changed or deleted since', async () => {
    const [a, b, c] = await seed([
      ['2025-04-02', 'Undo test courier', '6000', 1000, 0],
      ['2025-04-03', 'Undo test courier', '6000', 2000, 0],
      ['2025-04-04', 'Undo test courier', '6000', 3000, 0],
    ]);
    const request = {
      startDate: '2025-04-01',
      endDate: '2025-04-30',
      financialAccountCode: '6250',
      description: 'undo test courier',
    };
    const { recode } = (await run(request)).json<{ recode: Recode }>();
    expect(recode.changed).toBe(3);

    // a person changes one row's description afterwards (its account stays the recode's)
    const edit = await call('PUT', `/api/financialtransaction/${b}`, {
      processed: '2025-04-03',
      financialAccountCode: '6250',
      description: 'Undo test courier (checked)',
      debit: 20,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await call('DELETE', `/api/financialtransaction/${c}`);
    const recoded = await books();
    const refused = await undo(recode.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json().detail).toBe(
      `The recode cannot be undone: of the 3 transactions it moved, changed since: 1 (#${b}); deleted since: 1 (#${c}). Nothing was changed.`,
    );
    expect(await books()).toEqual(recoded);
    expect((await last())?.undoneAt).toBeNull();
    expect(recoded.find((r) => r.id === a)?.code).toBe('6250');

    // a later recode makes this one no longer the last
    const later = (await run({ ...request, financialAccountCode: '6000', description: 'checked' })).json<{
      recode: Recode;
    }>();
    const stale = await undo(recode.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/no longer the last recode/);
    expect((await undo(later.recode.id)).json()).toMatchObject({ restored: 1 });
  });

  it('recodes by the company’s rules: preview, run and undo alike; lines written by a payment stay', async () => {
    const rulesUrl = `/api/financialtransaction/rule/${health.companyId}`;
    const noRules = await preview({ startDate: '2025-05-01', endDate: '2025-05-31', byRules: true });
    expect(noRules.statusCode).toBe(409);
    expect(noRules.json().detail).toMatch(/no account rules/);
    const rule = (
      await call('POST', rulesUrl, {
        matchKind: 'startsWith',
        text: 'Rules test',
        direction: 'out',
        financialAccountCode: '6100',
      })
    ).json<{ id: number }>();
    const refund = (
      await call('POST', rulesUrl, {
        matchKind: 'contains',
        text: 'refund',
        direction: 'in',
        financialAccountCode: '4900',
      })
    ).json<{ id: number }>();
    const [out, alreadyThere, moneyIn, other] = await seed([
      ['2025-05-02', 'RULES TEST landlord', '6000', 10000, 0],
      ['2025-05-03', 'Rules test landlord', '6100', 10000, 0],
      ['2025-05-04', 'Rules test refund', '6000', 0, 2500], // money in: not the first rule; the refund rule
      ['2025-05-05', 'Something else', '6000', 100, 0],
    ]);
    const [paymentLine] = await seed([['2025-05-06', 'Rules test payment', '4000', 0, 900]]);
    await api.db.query(
      `update financial_transactions set payment_id = (select min(id) from payments where company_id = $1) where id = $2`,
      [health.companyId, paymentLine],
    );
    const request = { startDate: '2025-05-01', endDate: '2025-05-31', byRules: true };
    const before = await books();
    const seen = (await preview(request)).json<{ changed: number; rows: PreviewRow[] }>();
    expect(seen.changed).toBe(2);
    expect(seen.rows.map((r) => [r.id, r.financialAccountCode, r.newFinancialAccountCode, r.ruleId])).toEqual([
      [out, '6000', '6100', rule.id],
      [moneyIn, '6000', '4900', refund.id],
    ]);
    const done = (await run(request)).json<{ changed: number; recode: Recode }>();
    expect(done).toMatchObject({ changed: 2, recode: { byRules: true, changed: 2 } });
    const code = async (id: number | undefined) => (await books()).find((r) => r.id === id)?.code;
    expect([
      await code(out),
      await code(alreadyThere),
      await code(moneyIn),
      await code(other),
      await code(paymentLine),
    ]).toEqual(['6100', '6100', '4900', '6000', '4000']);
    expect((await undo()).json()).toMatchObject({ restored: 2 });
    expect(await books()).toEqual(before);
  });

  it.each([
    ['rules with a description', { byRules: true, description: 'x' }, 'description'],
    ['rules with an account', { byRules: true, financialAccountCode: '6100' }, 'financialAccountCode'],
    ['text without a description', { financialAccountCode: '6100' }, 'description'],
    ['text with an unknown account', { financialAccountCode: '0000', description: 'x' }, 'financialAccountCode'],
  ])('refuses a preview of %s with 400', async (_, change, field) => {
    const res = await preview({ startDate: '2025-01-01', endDate: '2025-12-31', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
