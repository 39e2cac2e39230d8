import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';
import { pdfText as rawPdfText } from '../../../test/pdf-text.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

/** The PDF's text with every run of spaces as one. */
const pdfText = async (pdf: Buffer) => (await rawPdfText(pdf)).replace(/\s+/g, ' ');

/** 123456 cents → "R 1,234.56", written here independently of the api's formatting. */
const rand = (cents: number) =>
  `R ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.each(databaseKinds())('payment receipt PDF and email (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let business: Session;
  let clientId: number;
  let invoices: Array<{ id: number; uniqueId: string }>;
  let receiptPaymentId: number;
  let plainPaymentId: number;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    clientId = await insertClient(api, health.companyId, {
      firstName: 'Thandi',
      lastName: 'Receipt',
      email: 'thandi@example.test',
    });
    invoices = [];
    for (const [amount, invoiced] of [
      [300, '2026-05-01 09:00'],
      [450.5, '2026-05-10 09:00'],
      [1000, '2026-05-20 09:00'],
    ] as const) {
      invoices.push(
        await createInvoice(api, health, {
          clientId,
          invoiced,
          components: [{ description: 'Consultation', quantity: 1, unitCost: amount }],
        }),
      );
    }
    // A plain part payment of the third invoice.
    const plain = await pay(api, health, invoices[2]!.id, { amount: 200, type: 'A', paid: '2026-06-02 08:30' });
    expect(plain.status).toBe(201);
    plainPaymentId = plain.body.payment.id;
    // One receipt over the first two invoices (oldest first) that keeps 49.50 as credit.
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/client/${clientId}/receipt`,
      headers: { authorization: health.auth },
      payload: {
        type: 'C',
        amount: 1800,
        paid: '2026-06-30 23:30',
        keepCredit: true,
        allocation: 'chosen',
        invoices: [
          { invoiceId: invoices[0]!.id, amount: 300 },
          { invoiceId: invoices[1]!.id, amount: 450.5 },
          { invoiceId: invoices[2]!.id, amount: 1000 - 200 - 100 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    receiptPaymentId = res.json().payments[1].id;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const download = (id: number, auth = health.auth) =>
    api.app.inject({ url: `/api/payment1/receipt/${id}/pdf`, headers: { authorization: auth } });
  const email = (id: number, payload: Record<string, unknown> = {}, key?: string, auth = health.auth) =>
    api.app.inject({
      method: 'POST',
      url: `/api/payment1/receipt/${id}/email`,
      headers: { authorization: auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('shows the whole receipt of a payment that is part of one, every figure as the database has it', async () => {
    const res = await download(receiptPaymentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { rows: receipts } = await api.db.query<{ id: number; amount: string; credit: string }>(
      `select r.id, r.amount_cents as amount, r.credit_cents as credit from payment_receipts r
         join payments p on p.receipt_id = r.id where p.id = $1`,
      [receiptPaymentId],
    );
    const receipt = receipts[0]!;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Receipt-R-${receipt.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    const { rows: lines } = await api.db.query<{ uniqueId: string; paid: string; owed: string }>(
      `select i.unique_id as "uniqueId", p.amount_cents as paid, i.amount_cents - i.paid_cents as owed
         from payments p join invoices i on i.id = p.invoice_id where p.receipt_id = $1 order by p.id`,
      [receipt.id],
    );
    expect(lines).toHaveLength(3);
    const applied = lines.reduce((sum, l) => sum + Number(l.paid), 0);
    expect(applied + Number(receipt.credit)).toBe(Number(receipt.amount));
    for (const expected of [
      'Demo Health Practice',
      'RECEIPT',
      `Receipt number: R-${receipt.id}`,
      // 23:30 in Johannesburg, as typed: the company's time zone.
      'Date paid: 2026-06-30 23:30',
      'Type: Credit Card',
      'Thandi Receipt',
      'thandi@example.test',
      ...lines.flatMap((l) => [`${l.uniqueId}`, rand(Number(l.paid))]),
      `Amount received ${rand(Number(receipt.amount))}`,
      `Paid to invoices ${rand(applied)}`,
      `Credit kept ${rand(Number(receipt.credit))}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(Number(receipt.credit)).toBe(180000 - 30000 - 45050 - 70000);
    // The third invoice still owes what the plain payment and the receipt left.
    expect(text).toContain(`${lines[2]!.uniqueId} 2026-05-20 ${rand(70000)} ${rand(Number(lines[2]!.owed))}`);
    expect(Number(lines[2]!.owed)).toBe(10000);
  });

  it('shows a plain payment as its own receipt', async () => {
    const text = await pdfText((await download(plainPaymentId)).rawPayload);
    expect(text).toContain(`Receipt number: P-${plainPaymentId}`);
    expect(text).toContain('Type: Cash');
    expect(text).toContain('Date paid: 2026-06-02 08:30');
    expect(text).toContain(`Amount received ${rand(20000)}`);
    expect(text).toContain(`Credit kept ${rand(0)}`);
    expect(text).toContain(invoices[2]!.uniqueId);
    expect(text).not.toContain(invoices[0]!.uniqueId);
  });

  it('shows a payment from credit as paid from credit', async () => {
    const other = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-07-01 09:00',
      components: [{ description: 'Follow-up', quantity: 1, unitCost: 20 }],
    });
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/invoice/${other.id}/credit`,
      headers: { authorization: health.auth },
      payload: { paid: '2026-07-02 10:00' },
    });
    expect(res.statusCode).toBe(201);
    const text = await pdfText((await download(res.json().payment.id)).rawPayload);
    expect(text).toContain("Type: Paid from the client's credit");
    expect(text).toContain(`Paid from credit ${rand(2000)}`);
  });

  it('shows what was reversed since when a payment of the receipt is reversed', async () => {
    const clientB = await insertClient(api, health.companyId, { email: 'b@example.test' });
    const made = [];
    for (const invoiced of ['2026-05-01 09:00', '2026-05-02 09:00']) {
      made.push(
        await createInvoice(api, health, {
          clientId: clientB,
          invoiced,
          components: [{ description: 'Consultation', quantity: 1, unitCost: 100 }],
        }),
      );
    }
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/client/${clientB}/receipt`,
      headers: { authorization: health.auth },
      payload: { type: 'B', amount: 250, paid: '2026-06-30 10:00', keepCredit: true },
    });
    const [first, second] = res.json().payments as Array<{ id: number }>;
    const reversed = await api.app.inject({
      method: 'DELETE',
      url: `/api/payment1/${first!.id}`,
      headers: { authorization: health.auth },
    });
    expect(reversed.statusCode).toBe(200);
    const text = await pdfText((await download(second!.id)).rawPayload);
    expect(text).toContain(`Amount received ${rand(25000)}`);
    expect(text).toContain(`Paid to invoices ${rand(10000)}`);
    expect(text).toContain(`Credit kept ${rand(5000)}`);
    expect(text).toContain(`Reversed since ${rand(10000)}`);
    expect(text).not.toContain(made[0]!.uniqueId);
    expect(text).toContain(made[1]!.uniqueId);
    expect((await download(first!.id)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s payment and for none, from both routes', async () => {
    expect((await download(receiptPaymentId, business.auth)).statusCode).toBe(404);
    expect((await email(receiptPaymentId, {}, undefined, business.auth)).statusCode).toBe(404);
    expect((await download(987654321)).statusCode).toBe(404);
    expect((await download(0)).statusCode).toBe(400);
  });

  it('emails the receipt PDF through the outbox, and a retry with the same key sends once', async () => {
    const before = smtp.messages.length;
    const key = `receipt-${kind}-1`;
    const first = await email(receiptPaymentId, {}, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ to: 'thandi@example.test', status: 'sent' });
    const again = await email(receiptPaymentId, {}, key);
    expect(again.json()).toMatchObject({ outboxId: first.json().outboxId, status: 'sent' });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toMatch(/^Receipt R-\d+ from Demo Health Practice$/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Credit kept');
    const { rows } = await api.db.query(
      `select kind, entity, entity_id as "entityId", status, to_address as "to" from outbox_messages where id = $1`,
      [first.json().outboxId],
    );
    expect(rows).toEqual([
      { kind: 'receipt', entity: 'payment', entityId: receiptPaymentId, status: 'sent', to: 'thandi@example.test' },
    ]);
    const audit = await api.db.query(
      `select after from audit_log where entity = 'payment' and entity_id = $1 and action = 'email'`,
      [receiptPaymentId],
    );
    expect(audit.rows).toEqual([
      { after: { kind: 'receipt', to: 'thandi@example.test', outboxId: first.json().outboxId } },
    ]);
    // The same key for another address is refused.
    expect((await email(receiptPaymentId, { to: 'else@example.test' }, key)).statusCode).toBe(422);
  });

  it('keeps the message with its PDF in the outbox without SMTP_URL, and refuses a bad address', async () => {
    const configured = api.app.config.smtpUrl;
    api.app.config.smtpUrl = undefined;
    const before = smtp.messages.length;
    try {
      const res = await email(plainPaymentId, { to: 'accounts@example.test' }, `receipt-${kind}-kept`);
      expect(res.json()).toMatchObject({ to: 'accounts@example.test', status: 'kept', messageId: null });
      const again = await email(plainPaymentId, { to: 'accounts@example.test' }, `receipt-${kind}-kept`);
      expect(again.json().outboxId).toBe(res.json().outboxId);
      const { rows } = await api.db.query(
        `select m.status, a.file_name as "fileName", a.content_type as "contentType" from outbox_messages m
           join outbox_attachments a on a.message_id = m.id where m.id = $1`,
        [res.json().outboxId],
      );
      expect(rows).toEqual([
        { status: 'kept', fileName: `Receipt-P-${plainPaymentId}.pdf`, contentType: 'application/pdf' },
      ]);
      const count = await api.db.query<{ n: number }>(
        `select count(*)::int as n from outbox_messages where idempotency_key = $1`,
        [`receipt-${kind}-kept`],
      );
      expect(count.rows[0]!.n).toBe(1);
      expect((await email(plainPaymentId, { to: 'not-an-address' })).statusCode).toBe(400);
      expect(smtp.messages).toHaveLength(before);
    } finally {
      api.app.config.smtpUrl = configured;
    }
  });
});
