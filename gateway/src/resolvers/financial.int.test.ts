import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

const SUMMARY = `query Summary($start: Date!, $end: Date!) {
  financialSummary(start: $start, end: $end) {
    start end income expenses profit paymentsReceived currencySymbol
    expenseAccounts { financialAccountCode financialAccountName financialAccountType amount }
  }
}`;

const TRANSACTION_FIELDS = `id processed financialAccountCode financialAccountName financialAccountType typeLabel
  status statusLabel description debit credit invoiceId appointmentId`;

const toCents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('Financial Management through the gateway over a real api', () => {
  let stack: TestStack;
  let health: string;
  let business: string;
  beforeAll(async () => {
    stack = await startStack('pglite');
    health = await stack.signIn('health.admin');
    business = await stack.signIn('business.admin');
  });
  afterAll(() => stack.close());

  const rest = async <T>(path: string, auth: string) =>
    (await stack.api.app.inject({ url: path, headers: { authorization: auth } })).json<T>();
  const companyId = async (auth: string) => (await rest<{ companyId: number }>('/api/user/ping', auth)).companyId;

  it('answers the dashboard with profit computed exactly and the company’s currency', async () => {
    const res = await stack.graphql<{
      financialSummary: Record<string, string> & { expenseAccounts: Array<{ amount: string }> };
    }>(SUMMARY, { start: '2026-01-01', end: '2026-06-30' }, health);
    expect(res.errors).toBeUndefined();
    const summary = res.data!.financialSummary;
    const expected = await rest<{ invoiceSummary: number; paymentSummary: number; expenses: number }>(
      `/api/financialtransaction/summary/${await companyId(health)}/2026-01-01/2026-06-30`,
      health,
    );
    expect(summary).toMatchObject({ start: '2026-01-01', end: '2026-06-30', currencySymbol: 'R' });
    expect(toCents(summary.income!)).toBe(Math.round(expected.invoiceSummary * 100));
    expect(toCents(summary.expenses!)).toBe(Math.round(expected.expenses * 100));
    expect(toCents(summary.paymentsReceived!)).toBe(Math.round(expected.paymentSummary * 100));
    expect(toCents(summary.profit!)).toBe(toCents(summary.income!) - toCents(summary.expenses!));
    for (const value of [
      summary.income,
      summary.expenses,
      summary.profit,
      ...summary.expenseAccounts.map((a) => a.amount),
    ]) {
      expect(value).toMatch(/^-?\d+\.\d{2}$/);
    }
    // summary + company configuration: the company id comes from the token, the config once.
    expect(res.headers.get('x-upstream-requests')).toBe('2');
  });

  it('fetches the company configuration once per request however many fields need it', async () => {
    const res = await stack.graphql(
      `{ a: financialSummary(start: "2026-01-01", end: "2026-01-31") { currencySymbol }
         b: financialSummary(start: "2026-02-01", end: "2026-02-28") { currencySymbol } }`,
      undefined,
      business,
    );
    expect(res.data).toEqual({ a: { currencySymbol: '£' }, b: { currencySymbol: '£' } });
    expect(res.headers.get('x-upstream-requests')).toBe('3');
  });

  it('answers the monthly chart data and the dashboard totals', async () => {
    const res = await stack.graphql<{
      monthlyFinancials: Array<{ month: string; income: string; expenses: string; profit: string }>;
      range: Record<string, string | null>;
      three: Record<string, string | null>;
      all: Record<string, string | null>;
    }>(
      `{ monthlyFinancials(start: "2026-01-01", end: "2026-03-31") { month income expenses profit }
         range: companyFinancialTotals(period: RANGE, start: "2026-01-01", end: "2026-03-31") { start end invoiceSummary paymentSummary }
         three: companyFinancialTotals(period: THREE_MONTHS) { start end invoiceSummary paymentSummary }
         all: companyFinancialTotals(period: ALL_TIME) { start end invoiceSummary paymentSummary } }`,
      undefined,
      health,
    );
    expect(res.errors).toBeUndefined();
    const months = res.data!.monthlyFinancials;
    expect(months.map((m) => m.month)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    for (const m of months) expect(toCents(m.profit)).toBe(toCents(m.income) - toCents(m.expenses));
    const income = months.reduce((sum, m) => sum + toCents(m.income), 0);
    expect(toCents(res.data!.range.invoiceSummary!)).toBe(income);
    expect(res.data!.range).toMatchObject({ start: '2026-01-01', end: '2026-03-31' });
    expect(res.data!.three.start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(res.data!.all).toMatchObject({ start: null, end: null });

    const missing = await stack.graphql(
      '{ companyFinancialTotals(period: RANGE) { invoiceSummary } }',
      undefined,
      health,
    );
    expect(missing.errors?.[0]).toMatchObject({
      message: 'A RANGE period needs a start and an end date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists transactions by type, by account and by invoice, with labels', async () => {
    const res = await stack.graphql<{
      e: Array<Record<string, unknown>>;
      rent: Array<{ financialAccountCode: string }>;
    }>(
      `{ e: financialTransactions(start: "2026-06-01", end: "2026-06-30", type: E) { ${TRANSACTION_FIELDS} }
         rent: financialTransactions(start: "2024-01-01", end: "2026-06-30", accountCode: "6100") { financialAccountCode } }`,
      undefined,
      health,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.e.length).toBeGreaterThan(5);
    expect(res.data!.e[0]).toMatchObject({
      financialAccountType: 'E',
      typeLabel: 'Expenses',
      statusLabel: expect.stringMatching(/^(Active|Inactive)$/),
      debit: expect.stringMatching(/^\d+\.\d{2}$/),
      credit: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(res.data!.rent.length).toBeGreaterThan(0);
    expect(res.data!.rent.every((r) => r.financialAccountCode === '6100')).toBe(true);

    const { rows } = await stack.api.db.query<{ invoice: number }>(
      `select invoice_id as invoice from financial_transactions where invoice_id is not null
          and company_id = (select company_id from users where username = 'health.admin') limit 1`,
    );
    const byInvoice = await stack.graphql<{ financialTransactions: Array<{ invoiceId: string }> }>(
      `query($id: ID!) { financialTransactions(start: "1990-01-01", end: "2027-01-01", invoiceId: $id) { invoiceId } }`,
      { id: String(rows[0]!.invoice) },
      health,
    );
    expect(byInvoice.data!.financialTransactions.length).toBeGreaterThan(0);
    expect(byInvoice.data!.financialTransactions.every((t) => t.invoiceId === String(rows[0]!.invoice))).toBe(true);

    const badId = await stack.graphql(
      `{ financialTransactions(start: "2026-01-01", end: "2026-01-31", invoiceId: "abc") { id } }`,
      undefined,
      health,
    );
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('creates, reads, updates and deletes a transaction; refuses bad input with the api’s message', async () => {
    const created = await stack.graphql<{ createFinancialTransaction: Record<string, string> }>(
      `mutation($input: FinancialTransactionInput!) { createFinancialTransaction(input: $input) { ${TRANSACTION_FIELDS} } }`,
      { input: { processed: '2026-06-20', financialAccountCode: '6100', description: 'June rent', debit: '12500.10' } },
      health,
    );
    expect(created.errors).toBeUndefined();
    const row = created.data!.createFinancialTransaction;
    expect(row).toMatchObject({
      processed: '2026-06-20',
      debit: '12500.10',
      credit: '0.00',
      statusLabel: 'Active',
      typeLabel: 'Expenses',
    });

    const read = await stack.graphql<{ financialTransaction: { description: string } | null }>(
      `query($id: ID!) { financialTransaction(id: $id) { description } }`,
      { id: row.id },
      health,
    );
    expect(read.data!.financialTransaction).toEqual({ description: 'June rent' });

    const updated = await stack.graphql<{ updateFinancialTransaction: Record<string, string> }>(
      `mutation($id: ID!, $input: FinancialTransactionInput!) { updateFinancialTransaction(id: $id, input: $input) { description debit credit } }`,
      {
        id: row.id,
        input: { processed: '2026-06-21', financialAccountCode: '6150', description: 'Water', credit: '0.30' },
      },
      health,
    );
    expect(updated.data!.updateFinancialTransaction).toEqual({ description: 'Water', debit: '0.00', credit: '0.30' });

    const both = await stack.graphql(
      `mutation($input: FinancialTransactionInput!) { createFinancialTransaction(input: $input) { id } }`,
      {
        input: {
          processed: '2026-06-20',
          financialAccountCode: '6100',
          description: 'x',
          debit: '1.00',
          credit: '2.00',
        },
      },
      health,
    );
    expect(both.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/either a debit or a credit, not both/),
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'credit', message: expect.any(String) }] },
    });
    const badDate = await stack.graphql(
      `mutation($input: FinancialTransactionInput!) { createFinancialTransaction(input: $input) { id } }`,
      { input: { processed: '2026-02-30', financialAccountCode: '6100', description: 'x', debit: '1' } },
      health,
    );
    expect(badDate.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/is not a date/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const future = await stack.graphql(
      `mutation($input: FinancialTransactionInput!) { createFinancialTransaction(input: $input) { id } }`,
      { input: { processed: '2099-02-03', financialAccountCode: '6100', description: 'x', debit: '1' } },
      health,
    );
    expect(future.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/processed must be between 1990-01-01 and/),
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const textAmount = await stack.graphql(
      `mutation { createFinancialTransaction(input: { processed: "2026-02-03", financialAccountCode: "6100", description: "x", debit: "ten" }) { id } }`,
      undefined,
      health,
    );
    expect(textAmount.errors?.[0]?.message).toMatch(/not an amount/);

    const deleted = await stack.graphql<{ deleteFinancialTransaction: { id: string } }>(
      `mutation($id: ID!) { deleteFinancialTransaction(id: $id) { id } }`,
      { id: row.id },
      health,
    );
    expect(deleted.data!.deleteFinancialTransaction).toEqual({ id: row.id });
    const gone = await stack.graphql<{ financialTransaction: null }>(
      `query($id: ID!) { financialTransaction(id: $id) { id } }`,
      { id: row.id },
      health,
    );
    expect(gone.data).toEqual({ financialTransaction: null });
  });

  it('recodes, and refuses an empty description', async () => {
    const res = await stack.graphql<{ recodeFinancialTransactions: { changed: number } }>(
      `mutation($input: RecodeInput!) { recodeFinancialTransactions(input: $input) { changed } }`,
      {
        input: {
          startDate: '2024-01-01',
          endDate: '2026-06-30',
          financialAccountCode: '6050',
          description: 'no such text anywhere 123',
        },
      },
      business,
    );
    expect(res.data).toEqual({ recodeFinancialTransactions: { changed: 0 } });
    const empty = await stack.graphql(
      `mutation($input: RecodeInput!) { recodeFinancialTransactions(input: $input) { changed } }`,
      { input: { startDate: '2024-01-01', endDate: '2026-06-30', financialAccountCode: '6050', description: '  ' } },
      business,
    );
    expect(empty.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [expect.objectContaining({ field: 'description' })] },
    });
  });

  it('stores reviewed import rows all or none, naming a bad row', async () => {
    const rows = [
      { processed: '2026-06-10', financialAccountCode: '6400', description: 'Phone', amount: '-45.50' },
      { processed: '2026-06-11', financialAccountCode: '9999', description: 'Nope', amount: '-1.00' },
    ];
    const MUTATION = `mutation($rows: [ImportedTransactionInput!]!) { importFinancialTransactions(rows: $rows, format: GENERIC_CSV) { imported batchId } }`;
    const bad = await stack.graphql(MUTATION, { rows }, business);
    expect(bad.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Nothing was stored/),
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'rows[1].financialAccountCode', message: expect.any(String) }],
      },
    });
    const good = await stack.graphql<{ importFinancialTransactions: { imported: number; batchId: string } }>(
      MUTATION,
      { rows: [rows[0]!, { ...rows[1]!, financialAccountCode: '6500' }] },
      business,
    );
    expect(good.data!.importFinancialTransactions).toEqual({ imported: 2, batchId: expect.stringMatching(/^\d+$/) });
    const { rows: batch } = await stack.api.db.query(
      'select format, row_count from financial_import_batches where id = $1',
      [Number(good.data!.importFinancialTransactions.batchId)],
    );
    expect(batch[0]).toEqual({ format: '001', row_count: 2 });
  });

  it('stores a retried upload with the same idempotency key once', async () => {
    const rows = [
      { processed: '2026-06-12', financialAccountCode: '6400', description: 'Phone June', amount: '-45.50' },
    ];
    const MUTATION = `mutation($rows: [ImportedTransactionInput!]!, $key: String) {
      importFinancialTransactions(rows: $rows, format: GENERIC_CSV, idempotencyKey: $key) { imported batchId replayed } }`;
    type Answer = { importFinancialTransactions: { imported: number; batchId: string; replayed: boolean } };
    const first = await stack.graphql<Answer>(MUTATION, { rows, key: 'review-42' }, business);
    const retry = await stack.graphql<Answer>(MUTATION, { rows, key: 'review-42' }, business);
    expect(first.data!.importFinancialTransactions).toMatchObject({ imported: 1, replayed: false });
    expect(retry.data!.importFinancialTransactions).toEqual({
      ...first.data!.importFinancialTransactions,
      replayed: true,
    });
    const { rows: stored } = await stack.api.db.query(
      `select count(*)::int as n from financial_transactions where description = 'Phone June'`,
    );
    expect(stored[0]).toEqual({ n: 1 });
  });

  it('takes 100,000 reviewed rows in one mutation and checks every one', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      processed: '2026-05-01',
      financialAccountCode: '6300',
      description: `Bulk ${i}`,
      amount: `-${(i % 900) + 1}.50`,
    }));
    rows[99_999] = { ...rows[99_999]!, processed: '2099-01-01' };
    const started = Date.now();
    const res = await stack.graphql(
      `mutation($rows: [ImportedTransactionInput!]!) { importFinancialTransactions(rows: $rows) { imported } }`,
      { rows },
      business,
    );
    console.log(`100,000 rows through the gateway checked in ${Date.now() - started} ms`);
    expect(res.status).toBe(200);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Nothing was stored: 1 of 100000 rows have errors/),
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'rows[99999].processed', message: expect.any(String) }],
      },
    });
  });

  it('manages the chart of accounts', async () => {
    const list = await stack.graphql<{ financialAccounts: Array<{ code: string; type: string; typeLabel: string }> }>(
      '{ financialAccounts { id code name type typeLabel status } }',
      undefined,
      business,
    );
    expect(list.data!.financialAccounts.find((a) => a.code === '1500')).toMatchObject({
      type: 'FA',
      typeLabel: 'Fixed Assets',
    });

    const created = await stack.graphql<{ createFinancialAccount: { id: string; status: string } }>(
      `mutation { createFinancialAccount(input: { code: "6970", name: "Travel", type: E }) { id status } }`,
      undefined,
      business,
    );
    expect(created.data!.createFinancialAccount.status).toBe('A');
    const id = created.data!.createFinancialAccount.id;
    const updated = await stack.graphql<{ updateFinancialAccount: { name: string; status: string } }>(
      `mutation($id: ID!) { updateFinancialAccount(id: $id, input: { code: "6970", name: "Travel & parking", type: E, status: "I" }) { name status } }`,
      { id },
      business,
    );
    expect(updated.data!.updateFinancialAccount).toEqual({ name: 'Travel & parking', status: 'I' });
    const duplicate = await stack.graphql(
      `mutation { createFinancialAccount(input: { code: "6970", name: "Again", type: E }) { id } }`,
      undefined,
      business,
    );
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const deleted = await stack.graphql(
      `mutation($id: ID!) { deleteFinancialAccount(id: $id) { id } }`,
      { id },
      business,
    );
    expect(deleted.data).toEqual({ deleteFinancialAccount: { id } });

    const rent = list.data!.financialAccounts.find((a) => a.code === '6100') as unknown as { id: string };
    const inUse = await stack.graphql(
      `mutation($id: ID!) { deleteFinancialAccount(id: $id) { id } }`,
      { id: rent.id },
      business,
    );
    expect(inUse.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/has transactions/),
      extensions: { code: 'CONFLICT' },
    });

    const run = await stack.graphql<{
      createDefaultFinancialAccounts: { created: number; accounts: Array<{ code: string }> };
    }>('mutation { createDefaultFinancialAccounts { created accounts { code typeLabel } } }', undefined, business);
    expect(run.data!.createDefaultFinancialAccounts.created).toBe(0);
    expect(run.data!.createDefaultFinancialAccounts.accounts.length).toBe(list.data!.financialAccounts.length);
  });

  it('answers NOT_FOUND for another company’s rows and changes nothing', async () => {
    const { rows } = await stack.api.db.query<{ id: number; account: number }>(
      `select t.id, a.id as account from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = (select company_id from users where username = 'business.admin') limit 1`,
    );
    const other = rows[0]!;
    const before = await stack.api.db.query('select * from financial_transactions where id = $1', [other.id]);
    const ops = [
      [`query($id: ID!) { financialTransaction(id: $id) { id } }`, { id: String(other.id) }],
      [
        `mutation($id: ID!) { updateFinancialTransaction(id: $id, input: { processed: "2026-01-01", financialAccountCode: "6100", description: "x", debit: "1" }) { id } }`,
        { id: String(other.id) },
      ],
      [`mutation($id: ID!) { deleteFinancialTransaction(id: $id) { id } }`, { id: String(other.id) }],
      [`mutation($id: ID!) { deleteFinancialAccount(id: $id) { id } }`, { id: String(other.account) }],
      [
        `mutation($id: ID!) { updateFinancialAccount(id: $id, input: { code: "X1", name: "x", type: E }) { id } }`,
        { id: String(other.account) },
      ],
    ] as const;
    const [query, ...mutations] = ops;
    expect((await stack.graphql(query[0], query[1], health)).data).toEqual({ financialTransaction: null });
    for (const [mutation, variables] of mutations) {
      const res = await stack.graphql(mutation, variables, health);
      expect(res.errors?.[0]?.extensions?.code, mutation).toBe('NOT_FOUND');
    }
    expect((await stack.api.db.query('select * from financial_transactions where id = $1', [other.id])).rows).toEqual(
      before.rows,
    );
  });

  it('refuses every financial operation without a session', async () => {
    for (const operation of [
      '{ financialSummary(start: "2026-01-01", end: "2026-01-31") { income } }',
      '{ financialAccounts { id } }',
      'mutation { createDefaultFinancialAccounts { created } }',
    ]) {
      const res = await stack.graphql(operation, undefined, undefined);
      expect(res.errors?.[0]?.extensions?.code, operation).toBe('UNAUTHENTICATED');
    }
  });
});
