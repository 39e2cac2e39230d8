import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

interface Transaction {
  id: number;
  processed: string;
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: string;
  status: string;
  description: string;
  debit: number;
  credit: number;
  invoiceId: number | null;
  appointmentId: number | null;
}

describe.each(databaseKinds())('financial transactions (%s)', (kind) => {
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

  const auditCount = async (entity: string, entityId?: number) => {
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from audit_log where entity = $1 and ($2::bigint is null or entity_id = $2)',
      [entity, entityId ?? null],
    );
    return rows[0]!.n;
  };

  it('lists one account type in a period, newest first, with the spec’s date-time path form', async () => {
    const url = `/api/financialtransaction/${health.companyId}/type/E/${encodeURIComponent('2026-01-01 00:00:00')}/${encodeURIComponent('2026-06-30 23:59:59')}`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Transaction[]>();
    expect(rows.length).toBeGreaterThan(50);
    expect(
      rows.every((r) => r.financialAccountType === 'E' && r.processed >= '2026-01-01' && r.processed <= '2026-06-30'),
    ).toBe(true);
    expect(rows.map((r) => r.processed)).toEqual([...rows.map((r) => r.processed)].sort().reverse());
    const { rows: count } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = $1 and a.type = 'E' and t.processed between '2026-01-01' and '2026-06-30'`,
      [health.companyId],
    );
    expect(rows).toHaveLength(count[0]!.n);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      processed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      financialAccountCode: expect.any(String),
      financialAccountName: expect.any(String),
      financialAccountType: 'E',
      status: expect.stringMatching(/^[AI]$/),
      description: expect.any(String),
      debit: expect.any(Number),
      credit: expect.any(Number),
      invoiceId: rows[0]!.invoiceId === null ? null : expect.any(Number),
      appointmentId: rows[0]!.appointmentId === null ? null : expect.any(Number),
    });
  });

  it('lists every type, or one account, invoice or appointment', async () => {
    const all = (await call('GET', `/api/financialtransaction/${health.companyId}/range/2026-06-01/2026-06-30`)).json<
      Transaction[]
    >();
    expect(new Set(all.map((r) => r.financialAccountType)).size).toBeGreaterThan(2);
    const rent = (
      await call('GET', `/api/financialtransaction/${health.companyId}/range/2024-01-01/2026-06-30?accountCode=6100`)
    ).json<Transaction[]>();
    expect(rent.length).toBeGreaterThan(0);
    expect(rent.every((r) => r.financialAccountCode === '6100')).toBe(true);

    const { rows } = await api.db.query<{ invoiceId: number; appointmentId: number | null }>(
      `select t.invoice_id as "invoiceId", t.appointment_id as "appointmentId" from financial_transactions t
        where t.company_id = $1 and t.invoice_id is not null order by t.appointment_id nulls last limit 1`,
      [health.companyId],
    );
    const { invoiceId, appointmentId } = rows[0]!;
    const byInvoice = (
      await call(
        'GET',
        `/api/financialtransaction/${health.companyId}/range/1990-01-01/2027-12-31?invoiceId=${invoiceId}`,
      )
    ).json<Transaction[]>();
    expect(byInvoice.length).toBeGreaterThan(0);
    expect(byInvoice.every((r) => r.invoiceId === invoiceId)).toBe(true);
    if (appointmentId !== null) {
      const byAppointment = (
        await call(
          'GET',
          `/api/financialtransaction/${health.companyId}/range/1990-01-01/2027-12-31?appointmentId=${appointmentId}`,
        )
      ).json<Transaction[]>();
      expect(byAppointment.length).toBeGreaterThan(0);
      expect(byAppointment.every((r) => r.appointmentId === appointmentId)).toBe(true);
    }
    const badType = await call('GET', `/api/financialtransaction/${health.companyId}/type/X/2026-01-01/2026-01-31`);
    expect(badType.statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a transaction, auditing each change', async () => {
    const created = await call('POST', `/api/financialtransaction/${health.companyId}`, {
      processed: '2026-06-15',
      financialAccountCode: ' 6100 ',
      description: '  June rent  ',
      debit: 12500.5,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json<Transaction>();
    expect(row).toMatchObject({
      processed: '2026-06-15',
      financialAccountCode: '6100',
      financialAccountType: 'E',
      description: 'June rent',
      debit: 12500.5,
      credit: 0,
      status: 'A',
    });
    expect(await auditCount('financial_transaction', row.id)).toBe(1);

    const read = await call('GET', `/api/financialtransaction/specific/${row.id}`);
    expect(read.json()).toEqual(row);

    const updated = await call('PUT', `/api/financialtransaction/${row.id}`, {
      processed: '2026-06-16',
      financialAccountCode: '6150',
      description: 'Water',
      debit: 0,
      credit: 10.1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: row.id,
      processed: '2026-06-16',
      financialAccountCode: '6150',
      description: 'Water',
      debit: 0,
      credit: 10.1,
    });
    const { rows: audit } = await api.db.query<{ before: { description: string }; after: { description: string } }>(
      `select before, after from audit_log where entity = 'financial_transaction' and entity_id = $1 and action = 'update'`,
      [row.id],
    );
    expect(audit[0]).toMatchObject({ before: { description: 'June rent' }, after: { description: 'Water' } });

    const deleted = await call('DELETE', `/api/financialtransaction/${row.id}`);
    expect(deleted.json()).toEqual({ id: row.id });
    expect((await call('GET', `/api/financialtransaction/specific/${row.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/financialtransaction/${row.id}`)).statusCode).toBe(404);
    expect(await auditCount('financial_transaction', row.id)).toBe(3);
  });

  const good = { processed: '2026-06-15', financialAccountCode: '6100', description: 'Rent', debit: 100 };
  it.each([
    ['debit and credit both set', { ...good, credit: 5 }, 'credit', /either a debit or a credit, not both/],
    ['neither debit nor credit', { ...good, debit: 0 }, 'debit', /above 0/],
    ['a negative amount', { ...good, debit: -5 }, 'debit', /negative/],
    ['three decimals', { ...good, debit: 1.005 }, 'debit', /two decimals/],
    ['text in an amount', { ...good, debit: 'ten' }, 'body.debit', /number/],
    ['an unknown account code', { ...good, financialAccountCode: '9999' }, 'financialAccountCode', /not an account/],
    ['an account of no code', { ...good, financialAccountCode: '  ' }, 'financialAccountCode', /choose an account/],
    ['a blank description', { ...good, description: '   ' }, 'description', /required/],
    [
      'a missing description',
      { processed: '2026-06-15', financialAccountCode: '6100', debit: 1 },
      'body.description',
      /required/,
    ],
    ['an impossible date', { ...good, processed: '2026-02-30' }, 'processed', /not a date/],
    ['a date before 1990', { ...good, processed: '1989-12-31' }, 'processed', /between 1990-01-01 and/],
    ['a date years ahead', { ...good, processed: '2099-01-01' }, 'processed', /between 1990-01-01 and/],
    ['a date with a time', { ...good, processed: '2026-06-15 10:00' }, 'processed', /not a date/],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, payload, field, message) => {
    const before = await auditCount('financial_transaction');
    const res = await call('POST', `/api/financialtransaction/${health.companyId}`, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errors: Array<{ field: string; message: string }> }>();
    const error = body.errors.find((e) => e.field === field);
    expect(error, JSON.stringify(body.errors)).toBeDefined();
    expect(error!.message).toMatch(message);
    expect(await auditCount('financial_transaction')).toBe(before);
  });

  it('refuses an update of an existing row with bad input and leaves the row as it was', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `select id from financial_transactions
        where company_id = $1 and payment_id is null and processed between '2026-06-01' and '2026-06-30'
        order by id limit 1`,
      [health.companyId],
    );
    const url = `/api/financialtransaction/specific/${rows[0]!.id}`;
    const before = (await call('GET', url)).json<Transaction>();
    const res = await call('PUT', `/api/financialtransaction/${before.id}`, { ...good, debit: 5, credit: 5 });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', url)).json()).toEqual(before);
  });

  it.each(['payment_id', 'reversed_payment_id'])(
    'refuses to change or delete a ledger line with %s',
    async (column) => {
      const { rows } = await api.db.query<{ id: number }>(
        'select id from financial_transactions where company_id = $1 and payment_id is not null order by id limit 1',
        [health.companyId],
      );
      if (column === 'reversed_payment_id') {
        // As a deleted payment leaves its lines: the payment id moved to reversed_payment_id.
        await api.db.query(
          'update financial_transactions set reversed_payment_id = payment_id, payment_id = null where id = $1',
          [rows[0]!.id],
        );
      }
      const id = rows[0]!.id;
      const before = (await call('GET', `/api/financialtransaction/specific/${id}`)).json<Transaction>();
      const audits = await auditCount('financial_transaction', id);

      const update = await call('PUT', `/api/financialtransaction/${id}`, good);
      expect(update.statusCode).toBe(409);
      expect(update.json().detail).toMatch(/written by a payment/);
      const remove = await call('DELETE', `/api/financialtransaction/${id}`);
      expect(remove.statusCode).toBe(409);

      expect((await call('GET', `/api/financialtransaction/specific/${id}`)).json()).toEqual(before);
      expect(await auditCount('financial_transaction', id)).toBe(audits);
    },
  );

  describe('recode', () => {
    it('gives every matching transaction in the period the chosen account, case-insensitively, and audits it', async () => {
      const seed = await api.db.query<{ id: number; description: string }>(
        `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
         select $1, d::date, (select id from financial_accounts where company_id = $1 and code = '6000'), descr, 1000
           from (values ('2026-05-01', 'ACME Stationers 100% recycled'), ('2026-05-20', 'acme stationers'),
                        ('2026-04-30', 'ACME stationers (before)'), ('2026-05-10', 'Other shop')) as v(d, descr)
         returning id, description`,
        [health.companyId],
      );
      const ids = Object.fromEntries(seed.rows.map((r) => [r.description, r.id]));
      const res = await call('POST', `/api/financialtransaction/recode/${health.companyId}`, {
        startDate: '2026-05-01',
        endDate: '2026-05-31',
        financialAccountCode: '6300',
        description: '  Acme STATIONERS ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        changed: 2,
        recode: { byRules: false, financialAccountCode: '6300', description: 'Acme STATIONERS', changed: 2 },
      });
      const { rows } = await api.db.query<{ id: number; code: string }>(
        `select t.id, a.code from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
          where t.id = any($1::bigint[])`,
        [Object.values(ids)],
      );
      const code = Object.fromEntries(rows.map((r) => [r.id, r.code]));
      expect(code[ids['ACME Stationers 100% recycled']!]).toBe('6300');
      expect(code[ids['acme stationers']!]).toBe('6300');
      expect(code[ids['ACME stationers (before)']!]).toBe('6000');
      expect(code[ids['Other shop']!]).toBe('6000');
      const { rows: audit } = await api.db.query<{ before: { transactions: unknown[] }; after: { changed: number } }>(
        `select before, after from audit_log where entity = 'financial_transaction' and action = 'recode' order by id desc limit 1`,
      );
      expect(audit[0]!.after.changed).toBe(2);
      expect(audit[0]!.before.transactions).toHaveLength(2);

      // % and _ are literal text, not wildcards.
      const literal = await call('POST', `/api/financialtransaction/recode/${health.companyId}`, {
        startDate: '2026-05-01 00:00',
        endDate: '2026-05-31 23:59',
        financialAccountCode: '6600',
        description: '100%',
      });
      expect(literal.json()).toMatchObject({ changed: 1 });
      const none = await call('POST', `/api/financialtransaction/recode/${health.companyId}`, {
        startDate: '2026-05-01',
        endDate: '2026-05-31',
        financialAccountCode: '6600',
        description: '_',
      });
      expect(none.json()).toEqual({ changed: 0, recode: null });
    });

    it.each([
      ['an empty description', { description: '   ' }, 'description'],
      ['an unknown account', { financialAccountCode: '0000' }, 'financialAccountCode'],
      ['an end before the start', { startDate: '2026-05-31', endDate: '2026-05-01' }, 'endDate'],
      ['a date that does not exist', { startDate: '2026-13-01' }, 'startDate'],
    ])('refuses %s with 400 and changes nothing', async (_, change, field) => {
      const before = await auditCount('financial_transaction');
      const res = await call('POST', `/api/financialtransaction/recode/${health.companyId}`, {
        startDate: '2024-01-01',
        endDate: '2026-12-31',
        financialAccountCode: '6300',
        description: 'a',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(await auditCount('financial_transaction')).toBe(before);
    });
  });
});
