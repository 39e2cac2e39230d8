import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, invoiceWithLines, pay, session } from '../../../api/test/finance-fixtures.ts';
import { pdfText } from '../../../api/test/pdf-text.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

describe('receipt and statement PDFs and emails on the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let paymentId: number;
  let clientId: number;

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    const health = await session(stack.api, 'health.admin');
    clientId = await insertClient(stack.api, health.companyId, { email: 'docs@example.test' });
    const invoice = await invoiceWithLines(stack.api, health, [250]);
    await stack.api.db.query('update invoices set client_id = $1 where id = $2', [clientId, invoice.id]);
    const paid = await pay(stack.api, health, invoice.id, { amount: 100 });
    paymentId = paid.body.payment.id;
  });
  afterAll(() => stack.close());

  const get = (path: string, authorization?: string) =>
    fetch(`${stack.url}${path}`, { headers: authorization ? { authorization } : {} });

  it('gives a payment its receipt path and streams the receipt PDF', async () => {
    const res = await stack.graphql<{ payment: { receiptDownloadPath: string } }>(
      'query($id: ID!) { payment(id: $id) { receiptDownloadPath } }',
      { id: String(paymentId) },
      auth,
    );
    expect(res.data?.payment.receiptDownloadPath).toBe(`/download/receipt/${paymentId}`);
    const pdf = await get(`/download/receipt/${paymentId}`, auth);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="Receipt-P-${paymentId}.pdf"`);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(`Receipt number: P-${paymentId}`);
    const other = await get(`/download/receipt/${paymentId}`, await stack.signIn('folio.admin'));
    expect(other.status).toBe(404);
    expect((await get('/download/receipt/abc', auth)).status).toBe(400);
  });

  it('streams a statement for a period, and answers a bad date with the api’s message', async () => {
    const pdf = await get(`/download/statement/${clientId}?start=2026-01-01&end=2026-06-30`, auth);
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Period: 2026-01-01 to 2026-06-30');
    const bad = await get(`/download/statement/${clientId}?start=2026-13-01`, auth);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('emails a receipt and a statement into the Outbox (kept without SMTP_URL), once per key', async () => {
    const receipt = await stack.graphql<{ emailReceipt: { to: string; status: string; outboxId: string } }>(
      'mutation($id: ID!, $key: String) { emailReceipt(paymentId: $id, idempotencyKey: $key) { to status outboxId } }',
      { id: String(paymentId), key: 'gw-receipt-1' },
      auth,
    );
    expect(receipt.data?.emailReceipt).toMatchObject({ to: 'docs@example.test', status: 'KEPT' });
    const again = await stack.graphql<{ emailReceipt: { outboxId: string } }>(
      'mutation($id: ID!, $key: String) { emailReceipt(paymentId: $id, idempotencyKey: $key) { outboxId } }',
      { id: String(paymentId), key: 'gw-receipt-1' },
      auth,
    );
    expect(again.data?.emailReceipt.outboxId).toBe(receipt.data?.emailReceipt.outboxId);
    const statement = await stack.graphql<{ emailClientStatement: { to: string; status: string } }>(
      `mutation($id: ID!) { emailClientStatement(clientId: $id, start: "2026-01-01", end: "2026-06-30",
        to: "family@example.test") { to status } }`,
      { id: String(clientId) },
      auth,
    );
    expect(statement.data?.emailClientStatement).toEqual({ to: 'family@example.test', status: 'KEPT' });
    const { rows } = await stack.api.db.query<{ kind: string; subject: string }>(
      `select kind, subject from outbox_messages where kind in ('receipt', 'statement') order by id`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['receipt', 'statement']);
    expect(rows[1]!.subject).toContain('Statement 2026-01-01 to 2026-06-30');
  });
});
