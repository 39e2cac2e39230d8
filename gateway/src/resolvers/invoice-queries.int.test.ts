import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, invoiceWithLines, pay, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { centsToDecimal, toCents } from '../money.ts';

const INVOICE_FIELDS = `id uniqueId status statusLabel amount paid amountDue invoiced due description numberOfClaims
  version practitionerId practitionerName appointmentId downloadPath
  client { id firstName lastName name email medicalAidName medicalAidNumber }`;

interface InvoiceNode {
  id: string;
  status: string;
  amount: string;
  paid: string;
  amountDue: string;
  components: Array<{ id: string; invoiceId: string; amountDue: string; quantity: string }>;
  [key: string]: unknown;
}

describe('invoice queries through the gateway over a real api', () => {
  let stack: TestStack;
  let auth: string;
  let health: Session;
  let invoiceId: number;

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
    const invoice = await invoiceWithLines(stack.api, health, [100.1, 0.3]);
    invoiceId = invoice.id;
    await pay(stack.api, health, invoiceId, { amount: 0.1 });
  });
  afterAll(() => stack.close());

  const otherCompanyPaymentId = async () =>
    (
      await stack.api.db.query<{ id: number }>('select id from payments where company_id <> $1 order by id limit 1', [
        health.companyId,
      ])
    ).rows[0]!.id;

  it('pages invoices with their components in exactly 2 upstream requests', async () => {
    const res = await stack.graphql<{
      invoices: { data: InvoiceNode[]; totalElements: number; page: number; size: number };
    }>(
      `query Page($q: InvoiceListQuery) { invoices(query: $q) {
        totalElements page size
        data { ${INVOICE_FIELDS} actions { canDelete canPayInFull canAddBillingPlan canAddProduct }
               components { id invoiceId amount paid amountDue quantity unitCost discountPercentage diagnosisCode1 } } } }`,
      { q: { size: 100, sortField: 'INVOICED', sortOrder: 'DESC' } },
      auth,
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.invoices;
    expect(page).toMatchObject({ page: 1, size: 100 });
    expect(page.data).toHaveLength(100);
    expect(page.totalElements).toBeGreaterThan(1000);
    expect(page.data.some((i) => i.components.length > 0)).toBe(true);
    expect(page.data.every((i) => i.components.every((c) => c.invoiceId === i.id))).toBe(true);
    // the lazy list + one batch of components; the company id comes from the token
    expect(res.headers.get('x-upstream-requests')).toBe('2');
  });

  it('asks the api only for the properties the query selects, and answers as from whole rows', async () => {
    const upstream: string[] = [];
    const record = (req: IncomingMessage) => void upstream.push(req.url ?? '');
    stack.api.app.server.on('request', record);
    const res = await stack
      .graphql<{
        invoices: { data: Array<{ id: string; components: Array<{ amountDue: string }>; [key: string]: unknown }> };
      }>(
        `query($q: InvoiceListQuery) { invoices(query: $q) { totalElements
          data { id number: uniqueId amountDue client { name } components { amountDue } } } }`,
        { q: { size: 5, sortField: 'AMOUNT', sortOrder: 'DESC' } },
        auth,
      )
      .finally(() => stack.api.app.server.off('request', record));
    expect(res.errors).toBeUndefined();
    expect(upstream.map((url) => new URL(url, 'http://api').searchParams.get('fields'))).toEqual([
      'amount,clientEmail,clientFirstName,clientId,clientLastName,clientMedicalAidName,clientMedicalAidNumber,clientName,id,paid,uniqueId',
      'amount,paid',
    ]);

    const whole = async <T>(url: string) =>
      (await stack.api.app.inject({ url, headers: { authorization: health.auth } })).json<T>();
    type Row = { id: number; invoiceId: number; amount: number; paid: number; uniqueId: string; clientName: string };
    const { data: rows } = await whole<{ data: Row[] }>(
      `/api/invoice1/all/lazyloading/${health.companyId}?size=5&sortField=amount&sortOrder=desc`,
    );
    const lines = await whole<Row[]>(`/api/invoicecomponent/batch?invoiceIds=${rows.map((r) => r.id).join(',')}`);
    const due = (row: Row) => centsToDecimal(toCents(row.amount)! - toCents(row.paid)!);
    expect(res.data!.invoices.data).toEqual(
      rows.map((row) => ({
        id: String(row.id),
        number: row.uniqueId,
        amountDue: due(row),
        client: { name: row.clientName },
        components: lines.filter((line) => line.invoiceId === row.id).map((line) => ({ amountDue: due(line) })),
      })),
    );
    expect(lines.length).toBeGreaterThan(0);
  });

  it('answers every field of a page’s sparse rows as the whole invoice answers it', async () => {
    const fields = `${INVOICE_FIELDS} actions { canDelete canPayInFull canCreateClaim canAddBillingPlan canAddProduct }
      components { id invoiceId amount paid amountDue quantity unitCost discountPercentage description productId }`;
    const page = await stack.graphql<{ invoices: { data: InvoiceNode[] } }>(
      `{ invoices(query: { size: 20 }) { data { ${fields} } } }`,
      undefined,
      auth,
    );
    expect(page.errors).toBeUndefined();
    const rows = page.data!.invoices.data;
    const whole = await stack.graphql<Record<string, InvoiceNode>>(
      `{ ${rows.map((row, i) => `i${i}: invoice(id: "${row.id}") { ${fields} }`).join(' ')} }`,
      undefined,
      auth,
    );
    expect(whole.errors).toBeUndefined();
    expect(rows).toEqual(rows.map((_, i) => whole.data![`i${i}`]));
  });

  it('asks for what each request’s variables include, with the same query compiled once', async () => {
    const query = `query Lines($lines: Boolean!) { invoices(query: { size: 3 }) {
      data { id components @include(if: $lines) { description } } } }`;
    const upstreamOf = async (lines: boolean) => {
      const urls: string[] = [];
      const record = (req: IncomingMessage) => void urls.push(req.url ?? '');
      stack.api.app.server.on('request', record);
      const res = await stack
        .graphql(query, { lines }, auth)
        .finally(() => stack.api.app.server.off('request', record));
      expect(res.errors).toBeUndefined();
      return urls.map(
        (url) =>
          `${new URL(url, 'http://api').pathname.split('/')[2]} ${new URL(url, 'http://api').searchParams.get('fields')}`,
      );
    };
    expect(await upstreamOf(true)).toEqual(['invoice1 id', 'invoicecomponent description']);
    expect(await upstreamOf(false)).toEqual(['invoice1 id']);
    expect(await upstreamOf(true)).toEqual(['invoice1 id', 'invoicecomponent description']);
  });

  it('computes amountDue exactly, labels, actions, the download path and the client', async () => {
    const res = await stack.graphql<{ invoice: InvoiceNode }>(
      `query($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS}
        actions { canDelete canPayInFull canCreateClaim canAddBillingPlan canAddProduct }
        components { amountDue quantity } payments { id amount type typeLabel invoiceUniqueId clientName } } }`,
      { id: String(invoiceId) },
      auth,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.invoice).toMatchObject({
      id: String(invoiceId),
      status: 'I',
      statusLabel: 'Unpaid',
      amount: '100.40',
      paid: '0.10',
      amountDue: '100.30', // 100.40 − 0.10 without float residue
      downloadPath: `/download/invoice/${invoiceId}`,
      practitionerId: String(health.userId),
      client: { lastName: expect.any(String), email: expect.stringContaining('@'), medicalAidName: 'Discovery Health' },
      actions: {
        canDelete: false, // it has a payment: the api refuses its delete, so it is not offered (issue 13)
        canPayInFull: true,
        canCreateClaim: true,
        canAddBillingPlan: true,
        canAddProduct: true,
      },
      components: [
        { amountDue: '100.10', quantity: '1' },
        { amountDue: '0.30', quantity: '1' },
      ],
      payments: [{ amount: '0.10', type: 'B', typeLabel: 'Bank Transfer', clientName: expect.any(String) }],
    });
    // invoice + components batch + payments batch (the api's allowedActions need no company config)
    expect(res.headers.get('x-upstream-requests')).toBe('3');
  });

  it('reads one payment with what it was allocated to, and null for another company’s', async () => {
    const { rows } = await stack.api.db.query<{ id: number }>('select id from payments where invoice_id = $1', [
      invoiceId,
    ]);
    const res = await stack.graphql<{ payment: Record<string, unknown>; other: null }>(
      `query($id: ID!, $other: ID!) {
        payment(id: $id) { id invoiceId invoiceUniqueId componentId clientName description type typeLabel amount paid createdAt }
        other: payment(id: $other) { id } }`,
      { id: String(rows[0]!.id), other: String(await otherCompanyPaymentId()) },
      auth,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      payment: {
        id: String(rows[0]!.id),
        invoiceId: String(invoiceId),
        invoiceUniqueId: expect.stringMatching(/^INV-/),
        componentId: null,
        clientName: expect.any(String),
        description: 'Test payment',
        type: 'B',
        typeLabel: 'Bank Transfer',
        amount: '0.10',
        paid: '2026-06-30T08:00:00.000Z',
        createdAt: expect.any(String),
      },
      other: null,
    });
  });

  it('offers no new claim on an invoice whose claim is still open, and one again once it is rejected', async () => {
    const { rows } = await stack.api.db.query<{ invoiceId: number; claimId: number }>(
      `select cl.invoice_id as "invoiceId", cl.id as "claimId" from claims cl join invoices i on i.id = cl.invoice_id
        where cl.status in ('N', 'S', 'A') and i.status <> 'P'
          and not exists (select 1 from claims o where o.invoice_id = cl.invoice_id and o.id <> cl.id)
        order by cl.id limit 1`,
    );
    const { invoiceId: withClaim, claimId } = rows[0]!;
    const query = `query($id: ID!) { invoice(id: $id) { numberOfClaims actions { canCreateClaim } } }`;
    const open = await stack.graphql<{ invoice: { numberOfClaims: number; actions: { canCreateClaim: boolean } } }>(
      query,
      { id: String(withClaim) },
      auth,
    );
    expect(open.data!.invoice).toEqual({ numberOfClaims: 1, actions: { canCreateClaim: false } });

    await stack.api.db.query(`update claims set status = 'R' where id = $1`, [claimId]);
    const rejected = await stack.graphql<{ invoice: { actions: { canCreateClaim: boolean } } }>(
      query,
      { id: String(withClaim) },
      auth,
    );
    expect(rejected.data!.invoice.actions.canCreateClaim).toBe(true);
  });

  it('offers no claim to a business company, as the api decides, in one upstream request for the page', async () => {
    const business = await stack.signIn('business.admin');
    const res = await stack.graphql<{ invoices: { data: Array<{ actions: { canCreateClaim: boolean } }> } }>(
      '{ invoices(query: { size: 30 }) { data { actions { canCreateClaim } } } }',
      undefined,
      business,
    );
    expect(res.data!.invoices.data.every((i) => !i.actions.canCreateClaim)).toBe(true);
    expect(res.headers.get('x-upstream-requests')).toBe('1');
  });

  it('answers the lists by kind, client, practitioner and appointment, and null for a missing invoice', async () => {
    const clientId = await insertClient(stack.api, health.companyId);
    const { rows } = await stack.api.db.query<{ id: number }>(
      `insert into appointments (company_id, client_id, starts_at, ends_at) values ($1, $2, now(), now()) returning id`,
      [health.companyId, clientId],
    );
    const created = await stack.api.app.inject({
      method: 'POST',
      url: `/api/invoice1/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { clientId, appointmentId: rows[0]!.id, components: [{ description: 'x', quantity: 1, unitCost: 1 }] },
    });
    const id = String(created.json<{ id: number }>().id);
    const res = await stack.graphql<Record<string, Array<{ id: string }> | { data: Array<{ id: string }> } | null>>(
      `query($client: ID!, $appointment: ID!, $practitioner: ID!) {
        unpaid: invoicesByKind(kind: UNPAID) { id }
        paid: invoicesByKind(kind: PAID) { id status }
        client: clientInvoices(clientId: $client) { id }
        appointment: appointmentInvoices(appointmentId: $appointment) { id }
        practitioner: practitionerInvoices(practitionerId: $practitioner, query: { search: "INV-", size: 5 }) { data { id } }
        missing: invoice(id: "999999999") { id }
        components: invoiceComponents(invoiceId: "${id}") { id description }
      }`,
      { client: String(clientId), appointment: String(rows[0]!.id), practitioner: String(health.userId) },
      auth,
    );
    expect(res.errors).toBeUndefined();
    const data = res.data!;
    expect((data.unpaid as Array<{ id: string }>).map((i) => i.id)).toContain(id);
    expect((data.paid as Array<{ id: string; status?: string }>).every((i) => i.status === 'P')).toBe(true);
    expect(data.client).toEqual([{ id }]);
    expect(data.appointment).toEqual([{ id }]);
    expect((data.practitioner as { data: unknown[] }).data).toHaveLength(5);
    expect(data.missing).toBeNull();
    expect(data.components).toEqual([{ id: expect.any(String), description: 'x' }]);
  });

  it('passes the lazy-list query to the api: filters, search, range and sorting', async () => {
    const res = await stack.graphql<{
      invoices: { totalElements: number; data: Array<{ status: string; amount: string }> };
    }>(
      `{ invoices(query: { filters: [{ field: STATUS, value: "P", matchMode: EQUALS }], sortField: AMOUNT, sortOrder: ASC,
           start: "2025-01-01T00:00:00Z", end: "2026-06-30T23:59:59Z", size: 50 }) {
           totalElements data { status amount } } }`,
      undefined,
      auth,
    );
    expect(res.errors).toBeUndefined();
    const { rows } = await stack.api.db.query<{ n: number }>(
      `select count(*)::int as n from invoices where company_id = $1 and status = 'P'
          and invoiced >= '2025-01-01T00:00:00Z' and invoiced <= '2026-06-30T23:59:59Z'`,
      [health.companyId],
    );
    expect(res.data!.invoices.totalElements).toBe(rows[0]!.n);
    const amounts = res.data!.invoices.data.map((i) => Number(i.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(res.data!.invoices.data.every((i) => i.status === 'P')).toBe(true);
  });

  it('keeps the api’s 400 message for a bad list query and refuses a non-numeric id without an upstream call', async () => {
    // A page of 0 reaches the api (the gateway caps only the page size: input-limits.ts).
    const bad = await stack.graphql('{ invoices(query: { page: 0 }) { totalElements } }', undefined, auth);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(bad.errors?.[0]?.message).toMatch(/page/);
    const id = await stack.graphql('{ invoice(id: "abc") { id } }', undefined, auth);
    expect(id.errors?.[0]).toMatchObject({ message: 'id "abc" is not an id', extensions: { code: 'BAD_USER_INPUT' } });
    expect(id.headers.get('x-upstream-requests')).toBe('0');
  });
});
