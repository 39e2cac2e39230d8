import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  createInvoice,
  insertClient,
  invoiceState,
  invoiceWithLines,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('invoices (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { authorization: health.auth }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('creates an invoice with components: number, amount, due date, practitioner and an audit row', async () => {
    const clientId = await insertClient(api, health.companyId, { firstName: 'Sipho', lastName: 'Dlamini' });
    const invoice = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-03-31 10:00',
      description: 'Visit',
      components: [
        { description: 'Consultation', quantity: 1, unitCost: 640, diagnosisCode1: 'J06.9' },
        { description: 'Medicine', quantity: '2.5', unitCost: '19.99', discountPercentage: 10 },
      ],
    });
    // 640 + 2.5 × 19.99 × 0.9 = 640 + 44.9775 → 44.98
    expect(invoice).toMatchObject({
      status: 'I',
      amount: 684.98,
      paid: 0,
      invoiced: '2026-03-31T08:00:00.000Z', // 10:00 in Johannesburg is 08:00 UTC
      due: '2026-04-30',
      clientName: 'Sipho Dlamini',
      practitionerId: health.userId,
      numberOfClaims: 0,
      version: expect.any(Number),
    });
    expect(invoice.uniqueId).toMatch(/^INV-\d{6,}$/);
    const audit = await api.db.query(
      `select action from audit_log where entity = 'invoice' and entity_id = $1 and company_id = $2`,
      [invoice.id, health.companyId],
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);

    const again = await createInvoice(api, health, { clientId });
    expect(Number(again.uniqueId.slice(4))).toBe(Number(invoice.uniqueId.slice(4)) + 1);
  });

  it('reads an invoice and lists it by kind, client, practitioner and appointment', async () => {
    const clientId = await insertClient(api, health.companyId);
    const { rows } = await api.db.query<{ id: number }>(
      `insert into appointments (company_id, client_id, practitioner_id, starts_at, ends_at)
       values ($1, $2, $3, now(), now() + interval '30 minutes') returning id`,
      [health.companyId, clientId, health.userId],
    );
    const appointmentId = rows[0]!.id;
    const invoice = await createInvoice(api, health, {
      clientId,
      appointmentId,
      components: [{ description: 'X', quantity: 1, unitCost: 10 }],
    });
    const specific = await inject('GET', `/api/invoice1/specific/${invoice.id}`);
    expect(specific.json()).toEqual(invoice);

    const has = async (url: string) =>
      (await inject('GET', url)).json<Array<{ id: number }>>().some((i) => i.id === invoice.id);
    expect(await has(`/api/invoice1/${health.companyId}/affiliate/${clientId}`)).toBe(true);
    expect(await has(`/api/invoice1/appointment/${appointmentId}`)).toBe(true);
    expect(await has(`/api/invoice1/all/practitioner/${health.userId}`)).toBe(true);
    for (const [kind, expected] of [
      ['active', true],
      ['unpaid', true],
      ['paid', false],
      ['archived', false],
      ['all', true],
    ] as const) {
      expect(await has(`/api/invoice1/${kind}/${health.companyId}`), kind).toBe(expected);
    }
  });

  it('changes status, date and description with the version read; a stale version is 409 and changes nothing', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const put = (body: Record<string, unknown>) =>
      inject('PUT', `/api/invoice1/${invoice.id}`, { ...invoice, ...body });
    const changed = await put({ status: 'S', invoiced: '2026-05-01 09:30', description: 'Sent to the scheme' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'S',
      invoiced: '2026-05-01T07:30:00.000Z',
      description: 'Sent to the scheme',
      version: invoice.version + 1,
    });
    const iso = await put({ status: 'M', invoiced: '2026-05-02T10:00:00Z', version: invoice.version + 1 });
    expect(iso.json()).toMatchObject({ status: 'M', invoiced: '2026-05-02T10:00:00.000Z' });

    const before = await invoiceState(api, invoice.id);
    const stale = await put({ status: 'I', invoiced: '2026-05-03 10:00', version: invoice.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed by someone else/);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
  });

  it.each([
    ['an unknown status', { status: 'X' }, 400, /not an invoice status/],
    ['an invalid date', { invoiced: '2026-02-30 10:00' }, 400, /invoiced "2026-02-30 10:00" is not a date and time/],
    ['words for a date', { invoiced: 'yesterday' }, 400, /is not a date and time/],
    ['an invalid due date', { due: '2026-13-01' }, 400, /due "2026-13-01" is not a date/],
    [
      'a date decades ahead',
      { invoiced: '2062-05-01 09:30' },
      400,
      /invoiced 2062-05-01 is after \d{4}-\d\d-\d\d, the latest/,
    ],
    ['a due date before 1990', { due: '1926-05-31' }, 400, /due 1926-05-31 is before 1990-01-01, the earliest/],
    ['P while money is due', { status: 'P' }, 422, /still has 100.00 due/],
  ])('refuses %s and changes nothing', async (_, body, status, detail) => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const before = await invoiceState(api, invoice.id);
    const res = await inject('PUT', `/api/invoice1/${invoice.id}`, {
      ...invoice,
      invoiced: '2026-05-01 09:30',
      ...body,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(detail);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
  });

  it('keeps a fully paid invoice P (or C to archive it) and allows P by hand once nothing is due', async () => {
    const invoice = await invoiceWithLines(api, health, [80]);
    expect((await pay(api, health, invoice.id, { amount: 80 })).status).toBe(201);
    const paid = (await inject('GET', `/api/invoice1/specific/${invoice.id}`)).json();
    expect(paid.status).toBe('P');
    const unpay = await inject('PUT', `/api/invoice1/${invoice.id}`, { ...paid, status: 'I' });
    expect(unpay.statusCode).toBe(422);
    const archive = await inject('PUT', `/api/invoice1/${invoice.id}`, { ...paid, status: 'C' });
    expect(archive.json()).toMatchObject({ status: 'C' });
    const back = await inject('PUT', `/api/invoice1/${invoice.id}`, {
      ...archive.json<Record<string, unknown>>(),
      status: 'P',
    });
    expect(back.json()).toMatchObject({ status: 'P' });
  });

  it('deletes an unpaid invoice without claims or payments, with an audit row', async () => {
    const invoice = await invoiceWithLines(api, health, [100, 50]);
    const res = await inject('DELETE', `/api/invoice1/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: invoice.id });
    expect((await inject('GET', `/api/invoice1/specific/${invoice.id}`)).statusCode).toBe(404);
    const components = await api.db.query('select 1 from invoice_components where invoice_id = $1', [invoice.id]);
    expect(components.rows).toHaveLength(0);
    const audit = await api.db.query<{ before: { uniqueId: string } }>(
      `select before from audit_log where entity = 'invoice' and entity_id = $1 and action = 'delete'`,
      [invoice.id],
    );
    expect(audit.rows[0]?.before.uniqueId).toBe(invoice.uniqueId);
  });

  it('refuses to delete a paid invoice, one with claims and one with payments', async () => {
    const paid = await invoiceWithLines(api, health, [40]);
    await pay(api, health, paid.id, { amount: 40 });
    const claimed = await invoiceWithLines(api, health, [40]);
    await api.db.query(
      `insert into claims (company_id, invoice_id, unique_id, submission_method) values ($1, $2, $3, 'E')`,
      [health.companyId, claimed.id, `CLM-T${claimed.id}`],
    );
    const partly = await invoiceWithLines(api, health, [40]);
    await pay(api, health, partly.id, { amount: 10 });
    for (const [invoice, detail] of [
      [paid, /is paid \(status P\): it cannot be deleted/],
      [claimed, /has 1 claim\(s\)/],
      [partly, /has 1 payment\(s\) allocated/],
    ] as const) {
      const before = await invoiceState(api, invoice.id);
      const res = await inject('DELETE', `/api/invoice1/${invoice.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(detail);
      expect(await invoiceState(api, invoice.id)).toEqual(before);
    }
    expect((await inject('GET', `/api/invoice1/specific/${claimed.id}`)).json().numberOfClaims).toBe(1);
  });
});
