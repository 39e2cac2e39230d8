import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { parseCsv, readXlsx, type XlsxValue } from '../../../test/export-read-back.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';
import { companyZone } from '../../companies/company-time-zone.ts';
import { formatInstant } from '../../shared/time.ts';

/** Every exported row is checked against the list route's answer for the same query, written independently here. */
type Json = Record<string, unknown>;

const STATUS: Record<string, string> = {
  P: 'Paid',
  I: 'Unpaid',
  S: 'Submitted',
  U: 'Unpaids Process',
  C: 'Archived',
  M: 'Member Liable',
};
const CLAIM_STATUS: Record<string, string> = {
  N: 'New',
  S: 'Submitted',
  A: 'Accepted',
  R: 'Rejected',
  V: 'Reversed',
  P: 'Partially accepted',
};
const PAYMENT_TYPE: Record<string, string> = {
  C: 'Credit Card',
  B: 'Bank Transfer',
  H: 'Health Insurance',
  R: 'Cryptocurrency',
  A: 'Cash',
  O: 'Other',
  W: 'Write-Off',
};

const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const money = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** A row of typed values: text, money (cents), date (YYYY-MM-DD), integer. */
type Cell = { t: string | null } | { m: number } | { d: string | null } | { n: number | null };

const asCsv = (cells: Cell[]) =>
  cells.map((cell) => {
    if ('t' in cell) return cell.t === null ? '' : guarded(cell.t);
    if ('m' in cell) return money(cell.m);
    if ('d' in cell) return cell.d ?? '';
    return cell.n === null ? '' : String(cell.n);
  });

const asXlsx = (cells: Cell[]): XlsxValue[] =>
  cells.map((cell) => {
    if ('t' in cell) return cell.t === '' ? null : cell.t;
    if ('m' in cell) return cell.m / 100;
    if ('d' in cell) return cell.d === null ? null : day(cell.d);
    return cell.n;
  });

const normalize = (rows: XlsxValue[][]) => rows.map((row) => row.map((v) => (v === '' ? null : v)));

describe.each(databaseKinds())('exports (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;
  let zone: string;

  const get = (url: string, who: Session = health) => api.app.inject({ url, headers: { authorization: who.auth } });

  async function listAll(url: string, query: Record<string, string>, pageName: 'data'): Promise<Json[]> {
    const rows: Json[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`${url}?${new URLSearchParams({ ...query, page: String(page), size: '500' }).toString()}`);
      expect(res.statusCode).toBe(200);
      const data = res.json<Record<typeof pageName, Json[]>>()[pageName];
      rows.push(...data);
      if (data.length < 500) return rows;
    }
  }

  const invoiceCells = (r: Json): Cell[] => [
    { t: r.uniqueId as string },
    { d: formatInstant(r.invoiced as string, zone, 'YYYY-MM-DD') },
    { d: r.due as string | null },
    { t: r.clientName as string },
    { t: r.practitionerName as string | null },
    { t: r.description as string },
    { t: STATUS[r.status as string]! },
    { m: cents(r.amount) },
    { m: cents(r.paid) },
    { m: cents(r.amount) - cents(r.paid) },
    { n: r.numberOfClaims as number },
  ];
  const paymentCells = (r: Json): Cell[] => [
    { d: formatInstant(r.paid as string, zone, 'YYYY-MM-DD') },
    { t: r.invoiceUniqueId as string },
    { t: r.clientName as string | null },
    { t: PAYMENT_TYPE[r.type as string]! },
    { t: r.description as string },
    { t: r.componentDescription as string | null },
    { m: cents(r.amount) },
    { t: r.fromCredit ? 'Yes' : 'No' },
    { n: r.receiptId as number | null },
  ];
  const transactionCells = (r: Json): Cell[] => [
    { d: r.processed as string },
    { t: r.financialAccountCode as string },
    { t: r.financialAccountName as string },
    { t: r.financialAccountType as string },
    { t: r.description as string },
    { m: cents(r.debit) },
    { m: cents(r.credit) },
    { n: r.invoiceId as number | null },
    { t: r.status as string },
  ];

  beforeAll(async () => {
    api = await startTestApi(kind);
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
    zone = (await companyZone(api.db, health.companyId)).timeZone;
    // Text a spreadsheet would run, and text that needs quoting, in the exported rows.
    await api.db.query(
      `update invoices set description = case id % 3 when 0 then '=HYPERLINK("http://x")' when 1 then 'Tea, "rooibos"
second line' else '-5 + @x' end
        where id in (select id from invoices where company_id = $1 order by invoiced desc limit 9)`,
      [health.companyId],
    );
  });
  afterAll(() => api.close());

  it('exports the whole invoice list as CSV: UTF-8 BOM, header, every row of the lazy list in its order', async () => {
    const res = await get(`/api/export/invoices/${health.companyId}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8'));
    expect(header).toEqual([
      'Invoice',
      'Invoiced',
      'Due',
      'Client',
      'Practitioner',
      'Description',
      'Status',
      'Amount',
      'Paid',
      'Amount due',
      'Claims',
    ]);
    const expected = await listAll(`/api/invoice1/all/lazyloading/${health.companyId}`, {}, 'data');
    expect(expected.length).toBeGreaterThan(3000);
    expect(rows).toEqual(expected.map((r) => asCsv(invoiceCells(r))));
    expect(rows.some((r) => r[5] === `'=HYPERLINK("http://x")`)).toBe(true);
    expect(rows.some((r) => r[5] === 'Tea, "rooibos"\nsecond line')).toBe(true);
  });

  it('exports a filtered, searched, sorted invoice list as XLSX with typed cells', async () => {
    const query = {
      sortField: 'clientName',
      sortOrder: 'asc',
      search: 'a',
      filters: JSON.stringify({ status: { value: 'Unpaid', matchMode: 'equals' } }),
      start: '2025-07-01',
      end: '2026-06-30',
    };
    const res = await get(
      `/api/export/invoices/${health.companyId}?${new URLSearchParams({ format: 'xlsx', ...query }).toString()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { rows, sheet } = await readXlsx(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows[0]![0]).toBe('Invoice');
    const expected = await listAll(`/api/invoice1/all/lazyloading/${health.companyId}`, query, 'data');
    expect(expected.length).toBeGreaterThan(20);
    expect(normalize(rows.slice(1))).toEqual(normalize(expected.map((r) => asXlsx(invoiceCells(r)))));
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd');
  });

  it('exports payments as CSV (types and search) and XLSX (whole list), row for row', async () => {
    const query = {
      search: 'a',
      filters: JSON.stringify({ type: { value: 'C,B,A', matchMode: 'equals' } }),
      sortField: 'amount',
      sortOrder: 'desc',
    };
    const csv = await get(
      `/api/export/payments/${health.companyId}?${new URLSearchParams({ format: 'csv', ...query }).toString()}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header?.[0]).toBe('Paid');
    const expected = await listAll(`/api/payment1/lazyloading/${health.companyId}`, query, 'data');
    expect(expected.length).toBeGreaterThan(100);
    expect(rows).toEqual(expected.map((r) => asCsv(paymentCells(r))));

    const xlsx = await get(`/api/export/payments/${health.companyId}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const all = await listAll(`/api/payment1/lazyloading/${health.companyId}`, {}, 'data');
    expect(normalize((await readXlsx(xlsx.rawPayload)).rows.slice(1))).toEqual(
      normalize(all.map((r) => asXlsx(paymentCells(r)))),
    );
  });

  it('exports the financial transactions of a period and type as CSV and XLSX, like the list route', async () => {
    const path = `/api/financialtransaction/${health.companyId}/range/2025-07-01/2026-06-30`;
    const expected = (await get(`${path}?`)).json<Json[]>();
    expect(expected.length).toBeGreaterThan(1000);
    const csv = await get(
      `/api/export/financialtransactions/${health.companyId}?format=csv&start=2025-07-01&end=2026-06-30`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="financial-transactions-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(csv.rawPayload.toString('utf8')).slice(1)).toEqual(expected.map((r) => asCsv(transactionCells(r))));

    const expenses = (await get(`/api/financialtransaction/${health.companyId}/type/E/2025-07-01/2026-06-30`)).json<
      Json[]
    >();
    expect(expenses.length).toBeGreaterThan(10);
    const xlsx = await get(
      `/api/export/financialtransactions/${health.companyId}?format=xlsx&start=2025-07-01&end=2026-06-30&type=E`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(normalize((await readXlsx(xlsx.rawPayload)).rows.slice(1))).toEqual(
      normalize(expenses.map((r) => asXlsx(transactionCells(r)))),
    );
  });

  it('exports one practitioner’s invoices and payments, like the practitioner lists; another company’s is 404', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `select practitioner_id as id from invoices where company_id = $1 and practitioner_id is not null
        group by practitioner_id order by count(*) desc limit 1`,
      [health.companyId],
    );
    const practitionerId = String(rows[0]!.id);
    const invoices = await get(`/api/export/invoices/${health.companyId}?format=csv&practitionerId=${practitionerId}`);
    expect(invoices.statusCode).toBe(200);
    const expected = await listAll(`/api/invoice1/all/practitioner/lazyloading/${practitionerId}`, {}, 'data');
    expect(expected.length).toBeGreaterThan(100);
    expect(parseCsv(invoices.rawPayload.toString('utf8')).slice(1)).toEqual(
      expected.map((r) => asCsv(invoiceCells(r))),
    );
    const payments = await get(`/api/export/payments/${health.companyId}?format=csv&practitionerId=${practitionerId}`);
    const expectedPayments = await listAll(
      `/api/payment1/practitioner/lazyloading/${practitionerId}/${health.companyId}`,
      {},
      'data',
    );
    expect(parseCsv(payments.rawPayload.toString('utf8')).slice(1)).toEqual(
      expectedPayments.map((r) => asCsv(paymentCells(r))),
    );
    const other = await api.db.query<{ id: number }>('select id from users where company_id = $1 limit 1', [
      folio.companyId,
    ]);
    const foreign = await get(
      `/api/export/invoices/${health.companyId}?format=csv&practitionerId=${other.rows[0]!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('exports the claims as CSV like the claims list, and refuses a business company (403)', async () => {
    const expected = (await get(`/api/claim/${health.companyId}`)).json<Json[]>();
    expect(expected.length).toBeGreaterThan(10);
    const res = await get(`/api/export/claims/${health.companyId}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="claims-\d{4}-\d{2}-\d{2}\.csv"/);
    const claimCells = (r: Json): Cell[] => [
      { t: r.uniqueId as string },
      { d: formatInstant(r.createdAt as string, zone, 'YYYY-MM-DD') },
      { t: r.invoiceUniqueId as string },
      { t: r.clientName as string },
      { t: r.medicalAidName as string | null },
      { t: r.medicalAidNumber as string | null },
      { t: r.practitionerName as string | null },
      { t: r.submissionMethod === 'E' ? 'Email' : 'EDI' },
      { t: CLAIM_STATUS[r.status as string]! },
      { m: cents(r.amount) },
      ...(r.benefit === null ? [{ t: null }] : [{ m: cents(r.benefit) }]),
      { t: r.clearingReference as string | null },
    ];
    expect(parseCsv(res.rawPayload.toString('utf8')).slice(1)).toEqual(expected.map((r) => asCsv(claimCells(r))));
    const xlsx = await get(`/api/export/claims/${health.companyId}?format=xlsx`);
    expect((await readXlsx(xlsx.rawPayload)).rows.length).toBe(expected.length + 1);
    const invoiceId = expected[0]!.invoiceId as number;
    const ofInvoice = await get(`/api/export/claims/${health.companyId}?format=csv&invoiceId=${invoiceId}`);
    const expectedOfInvoice = (await get(`/api/claim/invoice/${invoiceId}`)).json<Json[]>();
    expect(parseCsv(ofInvoice.rawPayload.toString('utf8')).slice(1)).toEqual(
      expectedOfInvoice.map((r) => asCsv(claimCells(r))),
    );
    const { rows } = await api.db.query<{ id: number }>('select id from invoices where company_id = $1 limit 1', [
      folio.companyId,
    ]);
    expect((await get(`/api/export/claims/${health.companyId}?format=csv&invoiceId=${rows[0]!.id}`)).statusCode).toBe(
      404,
    );
    const business = await get(`/api/export/claims/${folio.companyId}?format=csv`, folio);
    expect(business.statusCode).toBe(403);
  });

  it('exports the clients (a search, archived too) as CSV and XLSX, every row as the clients list pages it', async () => {
    await api.db.query(`update clients set active = false where company_id = $1 and id % 9 = 0`, [health.companyId]);
    const expected: Json[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (
        await get(`/api/client1/${health.companyId}?search=a&includeArchived=true&offset=${offset}&limit=100`)
      ).json<{ clients: Json[] }>().clients;
      expected.push(...page);
      if (page.length < 100) break;
    }
    expect(expected.length).toBeGreaterThan(150);
    const clientCells = (r: Json): Cell[] => [
      { t: r.lastName as string },
      { t: r.firstName as string },
      { t: r.email as string | null },
      { t: r.phone as string | null },
      { t: r.idNumber as string | null },
      { d: r.dateOfBirth as string | null },
      { t: r.medicalAidName as string | null },
      { t: r.medicalAidPlan as string | null },
      { t: r.medicalAidNumber as string | null },
      { t: r.dependantCode as string | null },
      { t: r.address as string | null },
      { t: r.active ? 'Yes' : 'No' },
      { d: formatInstant(r.createdAt as string, zone, 'YYYY-MM-DD') },
    ];
    const csv = await get(`/api/export/clients/${health.companyId}?format=csv&search=a&includeArchived=true`);
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.rawPayload.toString('utf8')).slice(1)).toEqual(expected.map((r) => asCsv(clientCells(r))));
    const xlsx = await get(`/api/export/clients/${health.companyId}?format=xlsx&search=a&includeArchived=true`);
    expect(normalize((await readXlsx(xlsx.rawPayload)).rows.slice(1))).toEqual(
      normalize(expected.map((r) => asXlsx(clientCells(r)))),
    );
    expect((await get(`/api/export/clients/${folio.companyId}?format=csv`)).statusCode).toBe(404);
  });

  it('answers another company’s id with 404, like every list route', async () => {
    for (const list of ['invoices', 'payments']) {
      const res = await get(`/api/export/${list}/${folio.companyId}?format=csv`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const res = await get(
      `/api/export/financialtransactions/${folio.companyId}?format=xlsx&start=2026-01-01&end=2026-01-31`,
    );
    expect(res.statusCode).toBe(404);
    const unsigned = await api.app.inject({ url: `/api/export/invoices/${health.companyId}?format=csv` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('answers 400 before any byte of a file for a bad format, sort, filter, period or foreign invoice filter', async () => {
    const bad = [
      `/api/export/invoices/${health.companyId}`,
      `/api/export/invoices/${health.companyId}?format=pdf`,
      `/api/export/invoices/${health.companyId}?format=csv&sortField=secret`,
      `/api/export/invoices/${health.companyId}?format=csv&filters=%7Bnope`,
      `/api/export/payments/${health.companyId}?format=xlsx&filters=${encodeURIComponent('{"x":{"value":"1"}}')}`,
      `/api/export/invoices/${health.companyId}?format=csv&start=yesterday`,
      `/api/export/financialtransactions/${health.companyId}?format=csv&start=2026-02-01&end=2026-01-01`,
      `/api/export/financialtransactions/${health.companyId}?format=csv`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    const { rows } = await api.db.query<{ id: number }>('select id from invoices where company_id = $1 limit 1', [
      folio.companyId,
    ]);
    const foreign = await get(
      `/api/export/financialtransactions/${health.companyId}?format=csv&start=2026-01-01&end=2026-01-31&invoiceId=${rows[0]!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
