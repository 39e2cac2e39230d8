import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { multipart, session, type Session } from '../../../test/sessions.ts';

interface Rule {
  id: number;
  position: number;
  matchKind: 'contains' | 'startsWith';
  text: string;
  direction: 'in' | 'out' | 'either';
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: string;
}

describe.each(databaseKinds())('account rules (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  let trading: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
    trading = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Session, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rulesUrl = (who: Session) => `/api/financialtransaction/rule/${who.companyId}`;
  const create = async (who: Session, body: Partial<Rule> & { position?: number }) => {
    const res = await call('POST', rulesUrl(who), who, {
      matchKind: 'contains',
      direction: 'either',
      financialAccountCode: '6100',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Rule>();
  };
  const list = async (who: Session) => (await call('GET', rulesUrl(who), who)).json<Rule[]>();
  const order = async (who: Session) => (await list(who)).map((r) => [r.position, r.text]);
  const audits = async (action: string, id: number) => {
    const { rows } = await api.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where entity = 'account_rule' and action = $1 and entity_id = $2`,
      [action, id],
    );
    return rows;
  };

  it('creates, lists in order, moves and deletes rules, each audited', async () => {
    const rent = await create(folio, { text: '  Landlord  ', financialAccountCode: '6100' });
    expect(rent).toEqual({
      id: expect.any(Number),
      position: 1,
      matchKind: 'contains',
      text: 'Landlord',
      direction: 'either',
      financialAccountCode: '6100',
      financialAccountName: 'Rent',
      financialAccountType: 'E',
    });
    const power = await create(folio, {
      text: 'EDF',
      matchKind: 'startsWith',
      direction: 'out',
      financialAccountCode: '6150',
    });
    const first = await create(folio, { text: 'Salary', direction: 'in', financialAccountCode: '4000', position: 1 });
    expect(await order(folio)).toEqual([
      [1, 'Salary'],
      [2, 'Landlord'],
      [3, 'EDF'],
    ]);
    expect(await audits('create', first.id)).toEqual([
      { before: null, after: expect.objectContaining({ text: 'Salary' }) },
    ]);

    // EDF to the top, with a new text; the rules between move down one
    const moved = await call('PUT', `${rulesUrl(folio)}/${power.id}`, folio, {
      matchKind: 'startsWith',
      text: 'EDF Energy',
      direction: 'out',
      financialAccountCode: '6150',
      position: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: power.id, position: 1, text: 'EDF Energy' });
    expect(await order(folio)).toEqual([
      [1, 'EDF Energy'],
      [2, 'Salary'],
      [3, 'Landlord'],
    ]);
    // down again past the last: last; without a position it stays where it is
    await call('PUT', `${rulesUrl(folio)}/${power.id}`, folio, { ...moved.json<Rule>(), position: 99 });
    await call('PUT', `${rulesUrl(folio)}/${rent.id}`, folio, {
      ...rent,
      financialAccountCode: '6300',
      position: undefined,
    });
    expect(await order(folio)).toEqual([
      [1, 'Salary'],
      [2, 'Landlord'],
      [3, 'EDF Energy'],
    ]);
    expect((await list(folio))[1]).toMatchObject({ financialAccountCode: '6300' });
    expect(await audits('update', power.id)).toHaveLength(2);
    expect((await audits('update', rent.id))[0]).toEqual({
      before: expect.objectContaining({ financialAccountCode: '6100' }),
      after: expect.objectContaining({ financialAccountCode: '6300' }),
    });

    const removed = await call('DELETE', `${rulesUrl(folio)}/${first.id}`, folio);
    expect(removed.json()).toEqual({ id: first.id });
    expect(await order(folio)).toEqual([
      [1, 'Landlord'],
      [2, 'EDF Energy'],
    ]);
    expect(await audits('delete', first.id)).toHaveLength(1);
    expect((await call('DELETE', `${rulesUrl(folio)}/${first.id}`, folio)).statusCode).toBe(404);
  });

  it.each([
    ['a blank text', { text: '   ' }, 'text'],
    ['an unknown account', { financialAccountCode: '0000' }, 'financialAccountCode'],
    ['a match kind it does not know', { matchKind: 'endsWith' }, 'body/matchKind'],
    ['a direction it does not know', { direction: 'sideways' }, 'body/direction'],
    ['position 0', { position: 0 }, 'body/position'],
  ])('refuses %s with 400 and stores nothing', async (_, change, field) => {
    const before = await list(folio);
    const res = await call('POST', rulesUrl(folio), folio, {
      matchKind: 'contains',
      text: 'x',
      direction: 'either',
      financialAccountCode: '6100',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(res.json().errors)).toContain(field.replace('body/', ''));
    expect(await list(folio)).toEqual(before);
  });

  it('keeps every company’s rules to itself: another company’s rule is 404', async () => {
    const theirs = await create(trading, { text: 'Theirs' });
    const mine = (await list(folio))[0]!;
    const body = { matchKind: 'contains', text: 'Stolen', direction: 'either', financialAccountCode: '6100' };
    const attempts = [
      await call('GET', rulesUrl(trading), folio),
      await call('POST', rulesUrl(trading), folio, body),
      await call('PUT', `${rulesUrl(trading)}/${theirs.id}`, folio, body),
      await call('PUT', `${rulesUrl(folio)}/${theirs.id}`, folio, body),
      await call('DELETE', `${rulesUrl(trading)}/${theirs.id}`, folio),
      await call('DELETE', `${rulesUrl(folio)}/${theirs.id}`, folio),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await list(trading)).toEqual([theirs]);
    expect((await list(folio))[0]).toEqual(mine);
    expect((await api.app.inject({ url: rulesUrl(folio) })).statusCode).toBe(401);
    await call('DELETE', `${rulesUrl(trading)}/${theirs.id}`, trading);
  });

  it('keeps an account that a rule gives from being deleted (409)', async () => {
    const rule = await create(folio, { text: 'Consultant', financialAccountCode: '6050' });
    const { rows } = await api.db.query<{ id: number }>(
      `select id from financial_accounts where company_id = $1 and code = '6050'`,
      [folio.companyId],
    );
    const accountId = rows[0]!.id;
    await api.db.query('delete from financial_transactions where financial_account_id = $1', [accountId]);
    const refused = await call('DELETE', `/api/financialaccount/${accountId}`, folio);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/account of 1 account rule/);
    await call('DELETE', `${rulesUrl(folio)}/${rule.id}`, folio);
    expect((await call('DELETE', `/api/financialaccount/${accountId}`, folio)).statusCode).toBe(200);
  });

  it('gives a review row without the file’s own code the first matching rule’s account, before the suggestion', async () => {
    // history: "TESCO STORES 1" was booked to 6300 before, so 6300 is its suggestion
    await api.db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
       values ($1, '2026-01-05', (select id from financial_accounts where company_id = $1 and code = '6300'), 'TESCO STORES 1', 1000)`,
      [trading.companyId],
    );
    const tesco = await create(trading, {
      matchKind: 'startsWith',
      text: 'tesco',
      direction: 'out',
      financialAccountCode: '5000',
    });
    const refund = await create(trading, { text: 'refund', direction: 'in', financialAccountCode: '4000' });
    await create(trading, { text: 'stores', direction: 'either', financialAccountCode: '6000' });
    const csv = [
      'Date,Description,Amount,Account Code',
      '2026-03-01,TESCO STORES 1,-12.50,', // rule 1 (not the suggestion 6300)
      '2026-03-02,Tesco refund,3.00,', // money in: not rule 1; rule 2
      '2026-03-03,Corner stores,-4.00,', // rule 3
      '2026-03-04,TESCO STORES 1,-9.99,6150', // the file's own code stays
      '2026-03-05,Rent,-500.00,', // no rule, no history
    ].join('\n');
    const body = multipart(csv);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${trading.companyId}?format=001`,
      headers: { ...body.headers, authorization: trading.authorization },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{
      rows: { financialAccountCode: string; ruleId: number | null; suggestedAccountCode: string | null }[];
    }>().rows;
    const third = (await list(trading))[2]!;
    expect(rows.map((r) => [r.financialAccountCode, r.ruleId, r.suggestedAccountCode])).toEqual([
      ['5000', tesco.id, '6300'],
      ['4000', refund.id, null],
      ['6000', third.id, null],
      ['6150', null, '6300'],
      ['', null, null],
    ]);
  });

  it('reviews 100,000 rows against 100 rules, reading the rules once', async () => {
    const codes = ['6000', '6050', '6100', '6150', '6200'];
    await api.db.query(
      `insert into account_rules (company_id, position, match_kind, match_text, direction, financial_account_id)
       select $1, 100 + g, case when g % 2 = 0 then 'contains' else 'starts_with' end, 'merchant ' || g || ' ltd',
              'either', (select id from financial_accounts where company_id = $1 and code = ($2::text[])[1 + g % 5])
         from generate_series(1, 100) g`,
      [trading.companyId, codes],
    );
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 100_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${day},Merchant ${i % 150} Ltd card ${i % 5000},-${(i % 700) + 0.5}`,
      );
    }
    const body = multipart(lines.join('\n'));
    const started = performance.now();
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${trading.companyId}?format=001`,
      headers: { ...body.headers, authorization: trading.authorization },
      payload: body.payload,
    });
    console.log(
      `[${kind}] 100,000-row review with ${(await list(trading)).length} rules in ${Math.round(performance.now() - started)} ms`,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ rows: { description: string; ruleId: number | null }[] }>().rows;
    expect(rows).toHaveLength(100_000);
    const rules = new Map((await list(trading)).map((r) => [r.id, r.text]));
    // "Merchant 1 Ltd card 1": the rules of merchants 1–100 match their rows (starts with or contains); 101–149 none
    const ruled = rows.filter((r) => r.ruleId !== null);
    const merchantsWithRules = Array.from({ length: 100_000 }, (_, i) => i % 150).filter((m) => m >= 1 && m <= 100);
    expect(ruled).toHaveLength(merchantsWithRules.length);
    for (const row of ruled.slice(0, 500)) {
      expect(row.description.toLowerCase()).toContain(rules.get(row.ruleId!)!.toLowerCase());
    }
  });
});
