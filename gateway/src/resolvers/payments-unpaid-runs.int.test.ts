import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceWithLines, pay, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

interface PaymentPage {
  data: Array<{ id: string; type: string; typeLabel: string; amount: string; paid: string; invoiceUniqueId: string }>;
  totalRecords: number;
  page: number;
  size: number;
}
interface Run {
  id: string;
  status: 'RUNNING' | 'FINISHED';
  invoiceCount: number;
  totalDue: string;
  emailsSent: number;
  emailsFailed: number;
  emailsWithoutAddress: number;
  emailsPending: number;
}

const RUN = 'id status olderThanDays invoiceCount totalDue emailsSent emailsFailed emailsWithoutAddress emailsPending';

describe('payments and unpaid runs through the gateway', () => {
  let stack: TestStack;
  let smtp: TestSmtp;
  let auth: string;
  let folioAuth: string;
  let health: Session;

  const gql = <T>(query: string, variables?: Record<string, unknown>, authorization = auth) =>
    stack.graphql<T>(query, variables, authorization);

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => address.startsWith('refuse-') });
    stack = await startStack('pglite', {}, { smtpUrl: smtp.url });
    [auth, folioAuth] = await Promise.all([stack.signIn('health.admin'), stack.signIn('folio.admin')]);
    health = await session(stack.api, 'health.admin');
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('pages payments: type filter, date range, search, sort; totalRecords from the api', async () => {
    const res = await gql<{ payments: PaymentPage }>(
      `query($q: PaymentListQuery) { payments(query: $q) {
        data { id type typeLabel amount paid invoiceUniqueId } totalRecords page size } }`,
      {
        q: {
          types: ['C', 'A'],
          start: '2026-01-01T00:00:00Z',
          end: '2026-06-30T21:59:59Z',
          sortField: 'AMOUNT',
          sortOrder: 'ASC',
          page: 2,
          size: 10,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.payments;
    const { rows } = await stack.api.db.query<{ n: number }>(
      `select count(*)::int as n from payments where company_id = $1 and type in ('C', 'A')
         and paid >= '2026-01-01T00:00:00Z' and paid <= '2026-06-30T21:59:59Z'`,
      [health.companyId],
    );
    expect(page).toMatchObject({ totalRecords: rows[0]!.n, page: 2, size: 10 });
    expect(page.data).toHaveLength(10);
    expect(new Set(page.data.map((p) => p.type))).toEqual(new Set(['C', 'A']));
    const cents = page.data.map((p) => Math.round(Number(p.amount) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    expect(page.data[0]!.amount).toMatch(/^\d+\.\d{2}$/);

    const searched = await gql<{ payments: PaymentPage }>(
      'query($q: PaymentListQuery) { payments(query: $q) { data { invoiceUniqueId } totalRecords } }',
      { q: { search: page.data[0]!.invoiceUniqueId } },
    );
    expect(searched.data!.payments.data.every((p) => p.invoiceUniqueId === page.data[0]!.invoiceUniqueId)).toBe(true);

    const practitioner = await gql<{ practitionerPayments: PaymentPage }>(
      'query($id: ID!) { practitionerPayments(practitionerId: $id, query: { size: 5 }) { totalRecords size } }',
      { id: String(health.userId) },
    );
    expect(practitioner.errors).toBeUndefined();
    expect(practitioner.data!.practitionerPayments.size).toBe(5);
  });

  it('lists the practitioners by name; one practitioner’s page holds only the payments of their invoices', async () => {
    const res = await gql<{ practitioners: Array<{ id: string; name: string }> }>('{ practitioners { id name } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.practitioners.map((p) => p.name)).toEqual([
      'Kavitha Pillay',
      'Lerato Mokoena',
      'Pieter van Wyk',
      'Thandi Nkosi',
    ]);
    const pillay = res.data!.practitioners[0]!;

    const page = await gql<{ practitionerPayments: PaymentPage & { data: Array<{ id: string }> } }>(
      `query($id: ID!, $q: PaymentListQuery) { practitionerPayments(practitionerId: $id, query: $q) {
        data { id type } totalRecords page size } }`,
      { id: pillay.id, q: { types: ['C'], size: 50 } },
    );
    expect(page.errors).toBeUndefined();
    const { rows } = await stack.api.db.query<{ id: number }>(
      `select p.id from payments p join invoices i on i.id = p.invoice_id
        where p.company_id = $1 and i.practitioner_id = $2 and p.type = 'C' order by p.paid desc, p.id desc`,
      [health.companyId, Number(pillay.id)],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(page.data!.practitionerPayments.totalRecords).toBe(rows.length);
    expect(page.data!.practitionerPayments.data.map((p) => p.id)).toEqual(rows.slice(0, 50).map((r) => String(r.id)));

    const folio = await gql<{ practitioners: Array<{ id: string }> }>('{ practitioners { id } }', {}, folioAuth);
    expect(folio.data!.practitioners.map((p) => p.id)).not.toContain(pillay.id);
    const foreign = await gql(
      'query($id: ID!) { practitionerPayments(practitionerId: $id) { totalRecords } }',
      { id: pillay.id },
      folioAuth,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a payment’s allocation and deletes it, answering the invoice unpaid again; twice is NOT_FOUND', async () => {
    const invoice = await invoiceWithLines(stack.api, health, [80]);
    const paid = await pay(stack.api, health, invoice.id, { amount: 80 });
    const id = String(paid.body.payment.id);
    const detail = await gql<{ payment: { invoiceUniqueId: string; componentDescription: string | null } }>(
      'query($id: ID!) { payment(id: $id) { invoiceUniqueId componentDescription } }',
      { id },
    );
    expect(detail.data?.payment).toEqual({ invoiceUniqueId: invoice.uniqueId, componentDescription: null });

    const other = await gql('mutation($id: ID!) { deletePayment(id: $id) { id } }', { id }, folioAuth);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const DELETE = `mutation($id: ID!) { deletePayment(id: $id) {
      id invoice { id status statusLabel paid amountDue actions { canPayInFull canDelete } } } }`;
    const deleted = await gql<{ deletePayment: { id: string; invoice: Record<string, unknown> } }>(DELETE, { id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deletePayment).toEqual({
      id,
      invoice: {
        id: String(invoice.id),
        status: 'I',
        statusLabel: 'Unpaid',
        paid: '0.00',
        amountDue: '80.00',
        actions: { canPayInFull: true, canDelete: true },
      },
    });
    const again = await gql(DELETE, { id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const gone = await gql<{ payment: null }>('query($id: ID!) { payment(id: $id) { id } }', { id });
    expect(gone.data?.payment).toBeNull();
  });

  it('previews and starts an unpaid run, then shows its invoices with each reminder', async () => {
    const preview = await gql<{
      unpaidRunPreview: { invoiceCount: number; totalDue: string; invoices: Array<{ id: string; status: string }> };
    }>(
      'query { unpaidRunPreview(olderThanDays: 700) { olderThanDays invoicedBefore invoiceCount totalDue invoices { id status } } }',
    );
    expect(preview.errors).toBeUndefined();
    const { invoiceCount, invoices } = preview.data!.unpaidRunPreview;
    expect(invoiceCount).toBe(invoices.length);
    expect(invoiceCount).toBeGreaterThan(0);
    expect(invoices.every((i) => i.status !== 'P' && i.status !== 'C')).toBe(true);
    await stack.api.db.query(
      `update clients set email = 'refuse-' || id || '@example.test' where id = (select client_id from invoices where id = $1)`,
      [Number(invoices[0]!.id)],
    );

    const started = await gql<{ startUnpaidRun: Run }>(`mutation { startUnpaidRun(olderThanDays: 700) { ${RUN} } }`);
    expect(started.errors).toBeUndefined();
    const runId = started.data!.startUnpaidRun.id;
    expect(started.data!.startUnpaidRun.invoiceCount).toBe(invoiceCount);

    let run: Run | undefined;
    for (let i = 0; i < 100 && run?.status !== 'FINISHED'; i += 1) {
      if (run) await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await gql<{ unpaidRun: Run }>(`query($id: ID!) { unpaidRun(id: $id) { ${RUN} } }`, { id: runId })).data!
        .unpaidRun;
    }
    expect(run).toMatchObject({ status: 'FINISHED', emailsPending: 0 });
    expect(run!.emailsFailed).toBeGreaterThanOrEqual(1);
    expect(run!.emailsSent + run!.emailsFailed + run!.emailsWithoutAddress).toBe(invoiceCount);

    const detail = await gql<{
      unpaidRun: {
        invoices: Array<{
          invoice: { id: string; status: string };
          due: string;
          emailStatus: string;
          emailError: string | null;
        }>;
      };
    }>(
      'query($id: ID!) { unpaidRun(id: $id) { invoices { invoice { id status } due email emailStatus emailError } } }',
      {
        id: runId,
      },
    );
    const rows = detail.data!.unpaidRun.invoices;
    expect(rows).toHaveLength(invoiceCount);
    expect(rows.every((r) => r.invoice.status === 'U')).toBe(true);
    expect(rows.find((r) => r.invoice.id === invoices[0]!.id)).toMatchObject({
      emailStatus: 'FAILED',
      emailError: expect.stringMatching(/does not exist/),
    });
    expect(rows.filter((r) => r.emailStatus === 'SENT')).toHaveLength(run!.emailsSent);

    const list = await gql<{ unpaidRuns: Run[] }>(`query { unpaidRuns { ${RUN} } }`);
    expect(list.data!.unpaidRuns[0]).toMatchObject({ id: runId, status: 'FINISHED' });

    const foreign = await gql<{ unpaidRun: null }>(
      'query($id: ID!) { unpaidRun(id: $id) { id } }',
      { id: runId },
      folioAuth,
    );
    expect(foreign.data?.unpaidRun).toBeNull();
    const bad = await gql('mutation { startUnpaidRun(olderThanDays: -3) { id } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // The refused reminder is sent again (the mail server refuses it once more: it stays failed, with its reason);
    // another company's run is NOT_FOUND.
    const retried = await gql<{ retryUnpaidRunReminders: Run }>(
      `mutation($id: ID!) { retryUnpaidRunReminders(id: $id) { ${RUN} } }`,
      { id: runId },
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryUnpaidRunReminders.id).toBe(runId);
    let again: Run | undefined;
    for (let i = 0; i < 600 && again?.status !== 'FINISHED'; i += 1) {
      if (again) await new Promise((resolve) => setTimeout(resolve, 100));
      again = (await gql<{ unpaidRun: Run }>(`query($id: ID!) { unpaidRun(id: $id) { ${RUN} } }`, { id: runId })).data!
        .unpaidRun;
    }
    expect(again).toMatchObject({ status: 'FINISHED', emailsFailed: run!.emailsFailed, emailsSent: run!.emailsSent });
    const theirs = await gql(
      'mutation($id: ID!) { retryUnpaidRunReminders(id: $id) { id } }',
      { id: runId },
      folioAuth,
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
