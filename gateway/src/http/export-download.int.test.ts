import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

describe('GET /download/export/:list on the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let health: Session;

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
  });
  afterAll(() => stack.close());

  const download = (list: string, params: Record<string, string>, authorization: string | undefined = auth) =>
    fetch(`${stack.url}/download/export/${list}?${new URLSearchParams(params).toString()}`, {
      headers: authorization ? { authorization } : {},
    });
  const fromApi = async (path: string) =>
    (await stack.api.app.inject({ url: path, headers: { authorization: health.auth } })).rawPayload;

  it('streams the invoices the screen lists: its GraphQL list query, mapped like the invoices resolver', async () => {
    const query = {
      sortField: 'AMOUNT',
      sortOrder: 'ASC',
      search: 'a',
      filters: [{ field: 'STATUS', value: 'Paid', matchMode: 'EQUALS' }],
      start: '2025-07-01T00:00:00Z',
      page: 3,
      size: 10,
    };
    const res = await download('invoices', { format: 'csv', query: JSON.stringify(query) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = Buffer.from(await res.arrayBuffer());
    const rest = new URLSearchParams({
      format: 'csv',
      sortField: 'amount',
      sortOrder: 'asc',
      search: 'a',
      filters: JSON.stringify({ status: { value: 'Paid', matchMode: 'equals' } }),
      start: '2025-07-01T00:00:00.000Z',
    });
    const expected = await fromApi(`/api/export/invoices/${health.companyId}?${rest.toString()}`);
    expect(body.equals(expected)).toBe(true);
    // The whole list, not the page asked for by the screen.
    expect(body.toString('utf8').split('\r\n').length).toBeGreaterThan(12);
  });

  it('streams payments as XLSX and the transactions of a period as CSV', async () => {
    const payments = await download('payments', { format: 'xlsx', query: JSON.stringify({ types: ['A', 'C'] }) });
    expect(payments.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await payments.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const types = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) types.add(row.getCell(4).value);
    });
    expect(types).toEqual(new Set(['Cash', 'Credit Card']));

    const vars = { start: '2026-01-01', end: '2026-03-31', type: 'E' };
    const transactions = await download('financial-transactions', { format: 'csv', query: JSON.stringify(vars) });
    expect(transactions.status).toBe(200);
    const expected = await fromApi(
      `/api/export/financialtransactions/${health.companyId}?format=csv&start=2026-01-01&end=2026-03-31&type=E`,
    );
    expect(Buffer.from(await transactions.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('streams the claims, one invoice’s when the screen narrows to it', async () => {
    const { rows } = await stack.api.db.query<{ id: number }>(
      'select invoice_id as id from claims where company_id = $1 limit 1',
      [health.companyId],
    );
    const invoiceId = String(rows[0]!.id);
    const res = await download('claims', { format: 'csv', query: JSON.stringify({ invoiceId, practitionerId: null }) });
    expect(res.status).toBe(200);
    const expected = await fromApi(`/api/export/claims/${health.companyId}?format=csv&invoiceId=${invoiceId}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
    const all = await download('claims', { format: 'csv' });
    expect(
      Buffer.from(await all.arrayBuffer()).equals(await fromApi(`/api/export/claims/${health.companyId}?format=csv`)),
    ).toBe(true);
  });

  it('streams the clients for the screen’s search and archived switch', async () => {
    const res = await download('clients', {
      format: 'csv',
      query: JSON.stringify({ search: 'an', includeArchived: true, offset: 50, limit: 25 }),
    });
    expect(res.status).toBe(200);
    const expected = await fromApi(`/api/export/clients/${health.companyId}?format=csv&search=an&includeArchived=true`);
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('answers bad requests and upstream errors as JSON with a code, before any file', async () => {
    const cases: Array<[string, Record<string, string>, number, string]> = [
      ['invoices', { format: 'pdf' }, 400, 'BAD_USER_INPUT'],
      ['invoices', { format: 'csv', query: '{nope' }, 400, 'BAD_USER_INPUT'],
      ['invoices', { format: 'csv', query: JSON.stringify({ sortField: 'SECRET' }) }, 400, 'BAD_USER_INPUT'],
      ['payments', { format: 'csv', practitionerId: 'x' }, 400, 'BAD_USER_INPUT'],
      [
        'financial-transactions',
        { format: 'csv', query: JSON.stringify({ start: '2026-02-01' }) },
        400,
        'BAD_USER_INPUT',
      ],
      ['clients-of-others', { format: 'csv' }, 404, 'NOT_FOUND'],
    ];
    for (const [list, params, status, code] of cases) {
      const res = await download(list, params);
      expect(res.status, `${list} ${JSON.stringify(params)}`).toBe(status);
      expect(await res.json()).toMatchObject({ errors: [{ extensions: { code } }] });
    }
    const anonymous = await download('invoices', { format: 'csv' }, '');
    expect(anonymous.status).toBe(401);
    const { rows } = await stack.api.db.query<{ id: number }>(
      `select u.id from users u join companies c on c.id = u.company_id where c.id <> $1 limit 1`,
      [health.companyId],
    );
    const foreign = await download('invoices', { format: 'csv', practitionerId: String(rows[0]!.id) });
    expect(foreign.status).toBe(404);
  });
});
