import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { pdfText } from '../../../api/test/pdf-text.ts';

const toCents = (value: string | number | undefined) => Math.round(Number(value) * 100);

describe('reports through the gateway over a real api', () => {
  let stack: TestStack;
  let health: string;
  let business: string;
  let companyId: number;
  beforeAll(async () => {
    stack = await startStack('pglite');
    health = await stack.signIn('health.admin');
    business = await stack.signIn('business.admin');
    const ping = await stack.api.app.inject({ url: '/api/user/ping', headers: { authorization: health } });
    companyId = ping.json<{ companyId: number }>().companyId;
  });
  afterAll(() => stack.close());

  const rest = async <T>(path: string, auth = health) =>
    (await stack.api.app.inject({ url: path, headers: { authorization: auth } })).json<T>();

  it('answers the aged receivables as the api does, in Decimal strings, with a PDF path', async () => {
    const res = await stack.graphql<{
      agedReceivables: {
        asOf: string;
        currencySymbol: string;
        downloadPath: string;
        clients: Array<{ clientId: string; name: string; amounts: Record<string, string | number> }>;
        totals: Record<string, string | number>;
      };
    }>(
      `query A($asOf: Date!) { agedReceivables(asOf: $asOf) { asOf currencySymbol downloadPath
         clients { clientId name amounts { current days1To30 days31To60 days61To90 days91To120 over120 total invoices } }
         totals { current days1To30 days31To60 days61To90 days91To120 over120 total invoices } } }`,
      { asOf: '2026-06-30' },
      health,
    );
    expect(res.errors).toBeUndefined();
    const api = await rest<{ clients: Array<{ clientId: number; total: number }>; totals: { total: number } }>(
      `/api/reports/agedreceivables/${companyId}?asOf=2026-06-30`,
    );
    const report = res.data!.agedReceivables;
    expect(report).toMatchObject({ asOf: '2026-06-30', currencySymbol: 'R' });
    expect(report.downloadPath).toBe('/download/report/agedreceivables?asOf=2026-06-30');
    expect(report.clients.map((c) => [c.clientId, toCents(c.amounts.total)])).toEqual(
      api.clients.map((c) => [String(c.clientId), toCents(c.total)]),
    );
    expect(report.totals.total).toMatch(/^\d+\.\d{2}$/);
    expect(toCents(report.totals.total)).toBe(toCents(api.totals.total));
  });

  it('answers profit and loss and payments by type as the api does', async () => {
    const res = await stack.graphql<{
      profitAndLoss: {
        months: string[];
        accounts: Array<{ code: string; kind: string; amounts: string[]; total: string }>;
        monthTotals: Array<{ month: string; netProfit: string }>;
        totals: { month: string | null; income: string; expenses: string; netProfit: string };
        downloadPath: string;
      };
      paymentsByType: {
        months: Array<{ month: string; total: string }>;
        types: Array<{ type: string; amount: string }>;
        total: string;
      };
    }>(
      `query R($start: Date!, $end: Date!) {
        profitAndLoss(start: $start, end: $end) { start end currencySymbol months downloadPath
          accounts { code name kind amounts total } monthTotals { month income expenses netProfit }
          totals { month income expenses netProfit } }
        paymentsByType(start: $start, end: $end) { start end downloadPath months { month total types { type label amount count } }
          types { type label amount count } total } }`,
      { start: '2026-01-01', end: '2026-06-30' },
      health,
    );
    expect(res.errors).toBeUndefined();
    const pl = await rest<{
      accounts: Array<{ code: string; type: string; total: number }>;
      totals: { netProfit: number };
    }>(`/api/reports/profitandloss/${companyId}?start=2026-01-01&end=2026-06-30`);
    const { profitAndLoss, paymentsByType } = res.data!;
    expect(profitAndLoss.months).toHaveLength(6);
    expect(profitAndLoss.accounts.map((a) => [a.code, a.kind, toCents(a.total)])).toEqual(
      pl.accounts.map((a) => [a.code, a.type === 'I' ? 'INCOME' : 'EXPENSE', toCents(a.total)]),
    );
    expect(profitAndLoss.totals.month).toBeNull();
    expect(toCents(profitAndLoss.totals.netProfit)).toBe(toCents(pl.totals.netProfit));
    expect(profitAndLoss.downloadPath).toBe('/download/report/profitandloss?start=2026-01-01&end=2026-06-30');
    const byType = await rest<{ total: number }>(
      `/api/reports/paymentsbytype/${companyId}?start=2026-01-01&end=2026-06-30`,
    );
    expect(paymentsByType.types.map((t) => t.type)).toEqual(['C', 'B', 'H', 'R', 'A', 'O']);
    expect(toCents(paymentsByType.total)).toBe(toCents(byType.total));
  });

  it('refuses a bad period as BAD_USER_INPUT and needs a sign-in', async () => {
    const bad = await stack.graphql(
      `query { paymentsByType(start: "2026-02-01", end: "2026-01-01") { total } }`,
      {},
      health,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await stack.graphql(`query { agedReceivables(asOf: "2026-06-30") { asOf } }`, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('streams each report PDF for the caller’s own company only', async () => {
    for (const path of [
      '/download/report/agedreceivables?asOf=2026-06-30',
      '/download/report/profitandloss?start=2026-01-01&end=2026-06-30',
      '/download/report/paymentsbytype?start=2026-01-01&end=2026-06-30',
    ]) {
      const res = await fetch(`${stack.url}${path}`, { headers: { authorization: health } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('Health');
    }
    const theirs = await fetch(`${stack.url}/download/report/agedreceivables?asOf=2026-06-30`, {
      headers: { authorization: business },
    });
    expect(theirs.status).toBe(200);
    expect(await pdfText(new Uint8Array(await theirs.arrayBuffer()))).not.toContain('Health');
    const bad = await fetch(`${stack.url}/download/report/profitandloss?start=2026-02-30&end=2026-06-30`, {
      headers: { authorization: health },
    });
    expect(bad.status).toBe(400);
    expect(
      (await fetch(`${stack.url}/download/report/nothing?asOf=2026-06-30`, { headers: { authorization: health } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${stack.url}/download/report/agedreceivables?asOf=2026-06-30`)).status).toBe(401);
  });

  it('streams each report as CSV (byte for byte the api’s file) and XLSX', async () => {
    for (const [report, query] of [
      ['agedreceivables', 'asOf=2026-06-30'],
      ['profitandloss', 'start=2026-01-01&end=2026-06-30'],
      ['paymentsbytype', 'start=2026-01-01&end=2026-06-30'],
    ] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const path = `/download/report/${report}?${query}&format=${format}`;
        const res = await fetch(`${stack.url}${path}`, { headers: { authorization: health } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toMatch(format === 'csv' ? /^text\/csv/ : /spreadsheetml/);
        expect(res.headers.get('content-disposition')).toMatch(
          new RegExp(`^attachment; filename="[\\w.-]+\\.${format}"$`),
        );
        const api = await stack.api.app.inject({
          url: `/api/reports/${report}/${companyId}/export?${query}&format=${format}`,
          headers: { authorization: health },
        });
        const body = Buffer.from(await res.arrayBuffer());
        if (format === 'csv') expect(body.equals(api.rawPayload), path).toBe(true);
        // An XLSX zip carries its write time: it is a zip, read back in the api's tests.
        else expect(body.subarray(0, 2).toString()).toBe('PK');
      }
    }
    const bad = await fetch(`${stack.url}/download/report/agedreceivables?asOf=2026-06-30&format=docx`, {
      headers: { authorization: health },
    });
    expect(bad.status).toBe(400);
  });
});
