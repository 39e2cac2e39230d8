import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { pdfText } from '../../../api/test/pdf-text.ts';

const toCents = (value: string | number | undefined) => Math.round(Number(value) * 100);

const SET_TAX = `mutation T($input: CompanyTaxInput!) { setCompanyTax(input: $input) {
  chargesTax taxName taxRegistrationNumber taxRatesChosen taxRates { rate percent label } } }`;

/** VAT/GST through the gateway over a real api (decision 45). */
describe('VAT/GST through the gateway over a real api', () => {
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

  it('reads and changes the company’s tax settings, with its region’s defaults', async () => {
    const viewer = await stack.graphql<{ viewer: { company: Record<string, unknown> } }>(
      `query { viewer { company { chargesTax taxName taxRatesChosen taxRates { rate percent label } } } }`,
      {},
      business,
    );
    expect(viewer.data?.viewer.company).toEqual({
      chargesTax: false,
      taxName: 'VAT',
      taxRatesChosen: false,
      taxRates: [
        { rate: 2000, percent: '20', label: 'Standard' },
        { rate: 500, percent: '5', label: 'Reduced' },
        { rate: 0, percent: '0', label: 'Zero' },
      ],
    });
    const set = await stack.graphql<{ setCompanyTax: Record<string, unknown> }>(
      SET_TAX,
      { input: { chargesTax: true, registrationNumber: ' 4123456789 ', rates: [1500, 0, 1250] } },
      health,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setCompanyTax).toMatchObject({
      chargesTax: true,
      taxRegistrationNumber: '4123456789',
      taxRatesChosen: true,
      taxRates: [
        { rate: 1500, percent: '15', label: 'Standard' },
        { rate: 0, percent: '0', label: 'Zero-rated' },
        { rate: 1250, percent: '12.5', label: 'Other' },
      ],
    });
    const twice = await stack.graphql(SET_TAX, { input: { rates: [1500, 1500] } }, health);
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const back = await stack.graphql<{ setCompanyTax: { taxRatesChosen: boolean } }>(
      SET_TAX,
      { input: { useRegionRates: true } },
      health,
    );
    expect(back.data?.setCompanyTax.taxRatesChosen).toBe(false);
  });

  it('records tax on a line and answers the VAT report as the api does', async () => {
    const client = await stack.api.db.query<{ id: number }>(
      `insert into clients (company_id, first_name, last_name) values ($1, 'Tax', 'Client') returning id`,
      [companyId],
    );
    const created = await stack.graphql<{ createInvoice: { id: string; amount: string } }>(
      `mutation C($input: CreateInvoiceInput!) { createInvoice(input: $input) { id amount } }`,
      {
        input: {
          clientId: String(client.rows[0]!.id),
          invoiced: '2026-05-05T08:00:00Z',
          components: [{ description: 'Consultation', quantity: '1', unitCost: '115.00' }],
        },
      },
      health,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInvoice.amount).toBe('115.00');
    const invoiceId = created.data!.createInvoice.id;
    const added = await stack.graphql<{ addInvoiceComponent: { component: { taxRate: number; taxAmount: string } } }>(
      `mutation A($id: ID!, $input: InvoiceComponentInput!) { addInvoiceComponent(invoiceId: $id, input: $input) {
         component { taxRate taxAmount } } }`,
      { id: invoiceId, input: { description: 'Export', quantity: '1', unitCost: '50.00', taxRate: 0 } },
      health,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addInvoiceComponent.component).toEqual({ taxRate: 0, taxAmount: '0.00' });
    const lines = await stack.graphql<{ invoiceComponents: Array<{ taxRate: number; taxAmount: string }> }>(
      `query L($id: ID!) { invoiceComponents(invoiceId: $id) { taxRate taxAmount } }`,
      { id: invoiceId },
      health,
    );
    expect(lines.data?.invoiceComponents).toEqual([
      { taxRate: 1500, taxAmount: '15.00' },
      { taxRate: 0, taxAmount: '0.00' },
    ]);

    const res = await stack.graphql<{
      taxReport: {
        taxName: string;
        currencySymbol: string;
        downloadPath: string;
        rates: Array<{ rate: number; percent: string; tax: string; gross: string; net: string }>;
        outputTax: string;
        inputTax: string;
        inputAccount: string | null;
        netPayable: string;
      };
    }>(
      `query R($start: Date!, $end: Date!) { taxReport(start: $start, end: $end) { taxName currencySymbol downloadPath
         rates { rate percent label lines invoices gross net tax } outputGross outputNet outputTax inputTax inputAccount
         netPayable registrationNumber } }`,
      { start: '2026-05-01', end: '2026-05-31' },
      health,
    );
    expect(res.errors).toBeUndefined();
    const api = (
      await stack.api.app.inject({
        url: `/api/reports/tax/${companyId}?start=2026-05-01&end=2026-05-31`,
        headers: { authorization: health },
      })
    ).json<{ rates: Array<{ rate: number; tax: number }>; output: { tax: number }; netPayable: number }>();
    const report = res.data!.taxReport;
    expect(report).toMatchObject({
      taxName: 'VAT',
      currencySymbol: 'R',
      inputAccount: '1150 VAT/GST input (tax paid)',
    });
    expect(report.downloadPath).toBe('/download/report/tax?start=2026-05-01&end=2026-05-31');
    expect(report.rates.map((r) => [r.rate, toCents(r.tax)])).toEqual(api.rates.map((r) => [r.rate, toCents(r.tax)]));
    expect(report.rates.find((r) => r.rate === 1500)?.percent).toBe('15');
    expect(report.outputTax).toMatch(/^\d+\.\d{2}$/);
    expect(toCents(report.outputTax)).toBe(toCents(api.output.tax));
    expect(toCents(report.netPayable)).toBe(toCents(api.netPayable));

    const pdf = await fetch(`${stack.url}${report.downloadPath}`, { headers: { authorization: health } });
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('VAT report');
  });

  it('tells a company that does not charge tax why it has no report', async () => {
    const res = await stack.graphql(
      `query { taxReport(start: "2026-01-01", end: "2026-01-31") { outputTax } }`,
      {},
      business,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toContain('does not charge VAT');
    const pdf = await fetch(`${stack.url}/download/report/tax?start=2026-01-01&end=2026-01-31`, {
      headers: { authorization: business },
    });
    expect(pdf.status).toBe(422);
  });
});
