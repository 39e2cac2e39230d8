import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTimeZone } from '../../financial-transactions/transaction-changes.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, session, type Session } from '../../../test/finance-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { TaxReportBody } from './index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The tax in a tax-inclusive amount, recomputed here from scratch (not with the api's lineTaxCents): exact
 * rational arithmetic on BigInt, then half away from zero.
 */
function expectedTax(amountCents: number, rateBp: number): number {
  const n = BigInt(amountCents) * BigInt(rateBp);
  const d = BigInt(10_000 + rateBp);
  const q = n / d;
  const r = n % d;
  return Number(2n * r >= d ? q + 1n : q);
}

interface Line {
  id: number;
  amount: number;
  taxRate: number | null;
  tax: number;
}

/**
 * VAT/GST (decision 45): tax settings per company, tax recorded per line, the VAT/GST report. Every figure is
 * computed again here from the rows and compared; a company that does not charge tax sees nothing change.
 */
describe.each(databaseKinds())('VAT/GST (%s)', (kind) => {
  let api: TestApi;
  let health: Session; // ZA: will charge VAT
  let business: Session; // UK: does not charge tax
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const headers = (s: Session) => ({ authorization: s.auth });
  const config = async (s: Session) =>
    (await api.app.inject({ url: `/api/company/config/${s.companyId}`, headers: headers(s) })).json<
      Record<string, unknown>
    >();
  const patch = (s: Session, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'PATCH', url: `/api/company/config/${s.companyId}`, headers: headers(s), payload });
  const lines = async (s: Session, invoiceId: number) =>
    (await api.app.inject({ url: `/api/invoicecomponent/${invoiceId}`, headers: headers(s) })).json<Line[]>();
  const report = (s: Session, start: string, end: string, companyId = s.companyId) =>
    api.app.inject({ url: `/api/reports/tax/${companyId}?start=${start}&end=${end}`, headers: headers(s) });

  /** What a company's invoices add up to, and what the dashboard and the lines say. */
  const companyFigures = async (s: Session) => {
    const q = async (sql: string) => (await api.db.query(sql, [s.companyId])).rows;
    return JSON.stringify([
      await q('select id, amount_cents, paid_cents, status from invoices where company_id = $1 order by id'),
      await q(
        'select id, amount_cents, tax_rate_bp, tax_cents from invoice_components where company_id = $1 order by id',
      ),
      await q('select * from invoice_day_totals where company_id = $1 order by 1, 2'),
    ]);
  };

  it('starts with no company charging tax and no tax recorded on any seeded line', async () => {
    expect(await config(health)).toMatchObject({
      chargesTax: false,
      taxName: 'VAT',
      taxRates: [
        { rate: 1500, label: 'Standard' },
        { rate: 0, label: 'Zero-rated' },
      ],
      taxRatesChosen: false,
    });
    expect(await config(business)).toMatchObject({
      chargesTax: false,
      taxRates: [{ rate: 2000 }, { rate: 500 }, { rate: 0 }],
    });
    const taxed = await api.db.query<{ n: number }>(
      'select count(*)::int as n from invoice_components where tax_rate_bp is not null or tax_cents <> 0',
    );
    expect(taxed.rows[0]!.n).toBe(0);
    const res = await report(business, '2026-01-01', '2026-12-31');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain('does not charge VAT');
  });

  it('a company that does not charge tax: new lines record none and every amount is what it was', async () => {
    const clientId = await insertClient(api, business.companyId);
    const invoice = await createInvoice(api, business, {
      clientId,
      components: [
        { description: 'Design', quantity: 3, unitCost: 99.99, discountPercentage: 10 },
        { description: 'Print', quantity: 1, unitCost: 0.23, taxRate: 2000 },
      ],
    });
    // 3 × 99.99 × 0.9 = 269.973 → 269.97; plus 0.23, with no tax anywhere.
    expect(invoice.amount).toBe(270.2);
    for (const line of await lines(business, invoice.id)) expect(line).toMatchObject({ taxRate: null, tax: 0 });
    // Another company charging tax and invoicing changes nothing of this one: invoices, lines, day totals.
    const before = await companyFigures(business);
    expect((await patch(health, { chargesTax: true })).statusCode).toBe(200);
    await createInvoice(api, health, {
      clientId: await insertClient(api, health.companyId),
      components: [{ description: 'Consultation', quantity: 1, unitCost: 115 }],
    });
    expect(await companyFigures(business)).toBe(before);
    await patch(health, { chargesTax: false });
  });

  it('settings: turning tax on gives the input tax account; rates must be distinct; tenancy and audit', async () => {
    const res = await patch(health, { chargesTax: true, vatNumber: ' 4123456789 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ chargesTax: true, vatNumber: '4123456789', taxName: 'VAT' });
    const account = await api.db.query(
      `select code, name, type from financial_accounts where company_id = $1 and code = '1150'`,
      [health.companyId],
    );
    expect(account.rows).toEqual([{ code: '1150', name: 'VAT/GST input (tax paid)', type: 'CA' }]);
    expect((await patch(health, { taxRates: [1500, 1500] })).statusCode).toBe(400);
    expect((await patch(health, { taxRates: [] })).statusCode).toBe(400);
    expect((await patch(health, { taxRates: [10_001] })).statusCode).toBe(400);
    // Chosen rates, then back to the region's with null.
    expect((await patch(health, { taxRates: [0, 1500] })).json()).toMatchObject({
      taxRates: [{ rate: 0 }, { rate: 1500 }],
      taxRatesChosen: true,
    });
    expect((await patch(health, { taxRates: null })).json()).toMatchObject({
      taxRates: [{ rate: 1500 }, { rate: 0 }],
      taxRatesChosen: false,
    });
    expect((await patch(business, { chargesTax: true })).statusCode).toBe(200);
    await patch(business, { chargesTax: false });
    const other = await api.app.inject({
      method: 'PATCH',
      url: `/api/company/config/${business.companyId}`,
      headers: headers(health),
      payload: { chargesTax: true },
    });
    expect(other.statusCode).toBe(404);
    expect((await config(business)).chargesTax).toBe(false);
    const audit = await api.db.query(
      `select before, after from audit_log where entity = 'company' and entity_id = $1 order by id desc limit 3`,
      [health.companyId],
    );
    expect(audit.rows).toEqual([
      { before: { taxRates: [0, 1500] }, after: { taxRates: null } },
      { before: { taxRates: null }, after: { taxRates: [0, 1500] } },
      { before: { chargesTax: false, vatNumber: null }, after: { chargesTax: true, vatNumber: '4123456789' } },
    ]);
  });

  it('records each line’s rate and tax (tax-inclusive, half away from zero per line); totals do not change', async () => {
    const clientId = await insertClient(api, health.companyId);
    const components = [
      { description: 'Consultation', quantity: 1, unitCost: 115 },
      { description: 'Plaster', quantity: 1, unitCost: 0.23 },
      { description: 'Dressings', quantity: 3, unitCost: 12.35, discountPercentage: 7.5 },
      { description: 'Export service', quantity: 1, unitCost: 50, taxRate: 0 },
    ];
    const invoice = await createInvoice(api, health, { clientId, invoiced: '2026-05-10 10:00', components });
    // The amount is what it is without tax: quantity × unit cost less the discount, rounded half-up per line.
    const amounts = [11_500, 23, Math.round((3 * 1235 * 925) / 1000), 5000];
    expect(cents(invoice.amount)).toBe(amounts.reduce((a, b) => a + b, 0));
    const stored = await lines(health, invoice.id);
    stored.forEach((line, i) => {
      const rate = i === 3 ? 0 : 1500;
      expect(cents(line.amount)).toBe(amounts[i]);
      expect(line.taxRate).toBe(rate);
      expect(cents(line.tax)).toBe(expectedTax(amounts[i]!, rate));
    });
    expect(stored.map((l) => cents(l.tax))).toEqual([1500, 3, 447, 0]);

    // An update recomputes the tax and keeps the line's rate; a rate the company does not have is a 400.
    const edit = (id: number, payload: Record<string, unknown>) =>
      api.app.inject({ method: 'PUT', url: `/api/invoicecomponent/${id}`, headers: headers(health), payload });
    const updated = await edit(stored[0]!.id, { unitCost: 230 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ component: Line }>().component).toMatchObject({ amount: 230, taxRate: 1500, tax: 30 });
    const wrong = await edit(stored[0]!.id, { taxRate: 1400 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Array<{ field: string }> }>().errors[0]!.field).toBe('taxRate');
    expect((await edit(stored[1]!.id, { taxRate: 0 })).json<{ component: Line }>().component).toMatchObject({
      taxRate: 0,
      tax: 0,
    });
  });

  it('the report: output tax by rate, input tax from account 1150, net payable, each recomputed from the rows', async () => {
    const zone = await companyTimeZone(api.db, health.companyId);
    const clientId = await insertClient(api, health.companyId);
    // One invoice inside the period, one just after it (1 July 00:30 in Johannesburg), one archived inside it.
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-30 23:30',
      components: [{ description: 'Late consultation', quantity: 2, unitCost: 57.5 }],
    });
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-07-01 00:30',
      components: [{ description: 'Next quarter', quantity: 1, unitCost: 1150 }],
    });
    const archived = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-01 09:00',
      components: [{ description: 'Cancelled', quantity: 1, unitCost: 999 }],
    });
    await api.db.query(`update invoices set status = 'C' where id = $1`, [archived.id]);
    // Input tax: VAT on supplier invoices booked to 1150 (debit), a supplier's credit note (credit), one outside.
    const account = (
      await api.db.query<{ id: number }>(`select id from financial_accounts where company_id = $1 and code = '1150'`, [
        health.companyId,
      ])
    ).rows[0]!.id;
    await api.db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents, credit_cents)
       values ($1, '2026-04-03', $2, 'VAT on rent', 21000, 0), ($1, '2026-06-30', $2, 'VAT on supplies', 4599, 0),
              ($1, '2026-05-20', $2, 'Supplier credit note', 0, 600), ($1, '2026-07-01', $2, 'VAT next quarter', 9999, 0)`,
      [health.companyId, account],
    );

    const start = '2026-04-01';
    const end = '2026-06-30';
    const res = await report(health, start, end);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<TaxReportBody>();

    // From scratch: every taxed line of a non-archived invoice whose local date is in the period.
    const rows = (
      await api.db.query<{
        invoiced: Date;
        status: string;
        rate: number;
        amount: number;
        tax: number;
        invoice: number;
      }>(
        `select i.invoiced, i.status, c.tax_rate_bp as rate, c.amount_cents as amount, c.tax_cents as tax,
                i.id as invoice
           from invoice_components c join invoices i on i.id = c.invoice_id
          where c.company_id = $1 and c.tax_rate_bp is not null`,
        [health.companyId],
      )
    ).rows.filter((r) => {
      const day = dayjs(r.invoiced).tz(zone).format('YYYY-MM-DD');
      return r.status !== 'C' && day >= start && day <= end;
    });
    const byRate = new Map<number, { gross: number; tax: number; lines: number; invoices: Set<number> }>();
    for (const row of rows) {
      expect(Number(row.tax)).toBe(expectedTax(Number(row.amount), row.rate));
      const r = byRate.get(row.rate) ?? { gross: 0, tax: 0, lines: 0, invoices: new Set<number>() };
      r.gross += Number(row.amount);
      r.tax += Number(row.tax);
      r.lines += 1;
      r.invoices.add(Number(row.invoice));
      byRate.set(row.rate, r);
    }
    const expectedRates = [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, r]) => ({ rate, lines: r.lines, invoices: r.invoices.size, gross: r.gross, tax: r.tax }));
    expect(
      got.rates.map((r) => ({
        rate: r.rate,
        lines: r.lines,
        invoices: r.invoices,
        gross: cents(r.gross),
        tax: cents(r.tax),
      })),
    ).toEqual(expectedRates);
    for (const r of got.rates) expect(cents(r.net)).toBe(cents(r.gross) - cents(r.tax));
    const outputTax = expectedRates.reduce((sum, r) => sum + r.tax, 0);
    expect(cents(got.output.tax)).toBe(outputTax);
    expect(cents(got.output.gross)).toBe(expectedRates.reduce((sum, r) => sum + r.gross, 0));
    // The late consultation (115.00, R 15.00 VAT) is in; the July one and the archived one are not.
    expect(outputTax).toBeGreaterThanOrEqual(1500);

    const input = (
      await api.db.query<{ tax: number }>(
        `select coalesce(sum(debit_cents - credit_cents), 0)::bigint as tax from financial_transactions
          where company_id = $1 and financial_account_id = $2 and status = 'A' and processed between $3 and $4`,
        [health.companyId, account, start, end],
      )
    ).rows[0]!;
    expect(Number(input.tax)).toBe(21_000 + 4599 - 600);
    expect(got.input).toEqual({ accountCode: '1150', accountName: 'VAT/GST input (tax paid)', tax: 249.99 });
    expect(cents(got.netPayable)).toBe(outputTax - Number(input.tax));
    expect(got).toMatchObject({ taxName: 'VAT', registrationNumber: '4123456789' });

    // As a PDF.
    const pdf = await api.app.inject({
      url: `/api/reports/tax/${health.companyId}/pdf?start=${start}&end=${end}`,
      headers: headers(health),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="tax-report-${start}-${end}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['VAT report', 'registration number 4123456789', 'Net payable', '249.99', '15% Standard']) {
      expect(text).toContain(expected);
    }
  });

  it('the invoice PDF shows the tax per line, the tax total and the registration number', async () => {
    const invoice = await createInvoice(api, health, {
      clientId: await insertClient(api, health.companyId),
      components: [{ description: 'Consultation', quantity: 1, unitCost: 115 }],
    });
    const res = await api.app.inject({ url: `/api/invoice1/download/${invoice.id}`, headers: headers(health) });
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'VAT registration number: 4123456789',
      'Tax %',
      '15%',
      'Total excl. VAT',
      'Total incl. VAT',
    ]) {
      expect(text).toContain(expected);
    }
    const plain = await createInvoice(api, business, {
      clientId: await insertClient(api, business.companyId),
      components: [{ description: 'Design', quantity: 1, unitCost: 120 }],
    });
    const plainText = await pdfText(
      (await api.app.inject({ url: `/api/invoice1/download/${plain.id}`, headers: headers(business) })).rawPayload,
    );
    expect(plainText).not.toContain('Tax %');
    expect(plainText).not.toContain('VAT');
  });

  it('refuses the report to another company (404) and, once tax is off again, to the company itself (422)', async () => {
    expect((await report(health, '2026-01-01', '2026-01-31', business.companyId)).statusCode).toBe(404);
    expect((await report(health, '2026-02-01', '2026-01-31')).statusCode).toBe(400);
    expect((await patch(health, { chargesTax: false })).statusCode).toBe(200);
    expect((await report(health, '2026-01-01', '2026-01-31')).statusCode).toBe(422);
    const invoice = await createInvoice(api, health, {
      clientId: await insertClient(api, health.companyId),
      components: [{ description: 'Consultation', quantity: 1, unitCost: 115 }],
    });
    expect(await lines(health, invoice.id)).toEqual([expect.objectContaining({ taxRate: null, tax: 0 })]);
  });
});
