import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  createInvoice,
  insertClient,
  invoiceState,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

describe.each(databaseKinds())('invoice PDF and email (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let invoiceId: number;
  let uniqueId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => address.endsWith('@rejected.test') });
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    health = await session(api, 'health.admin');
    const clientId = await insertClient(api, health.companyId, {
      firstName: 'Ayanda',
      lastName: 'Mthembu',
      email: 'ayanda@example.test',
      medicalAidName: 'Bonitas',
    });
    const invoice = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-01 09:15',
      components: [
        {
          description: 'Consultation – moderate severity',
          quantity: 1,
          unitCost: 1640,
          diagnosisCode1: 'J06.9',
          bhfCode: '0191',
        },
        { description: 'Amoxicillin 500 mg', quantity: 2, unitCost: 84.75, nappiCode: '700123', modifier: '0005' },
      ],
    });
    invoiceId = invoice.id;
    uniqueId = invoice.uniqueId;
    await pay(api, health, invoiceId, { amount: 500 });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const download = (id: number, auth = health.auth) =>
    api.app.inject({ url: `/api/invoice1/download/${id}`, headers: { authorization: auth } });
  const email = (id: number, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: `/api/invoice1/email/${id}`,
      headers: { authorization: health.auth },
      payload,
    });

  it('downloads a real PDF with the company, client, number, lines, codes and amounts', async () => {
    const res = await download(invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${uniqueId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Demo Health Practice',
      'Practice number: 0123456',
      uniqueId,
      'Date: 2026-06-01 09:15', // in the company's zone (Johannesburg)
      'Ayanda Mthembu',
      'Medical aid: Bonitas',
      'Consultation – moderate severity',
      'ICD-10: J06.9',
      'BHF: 0191',
      'NAPPI: 700123',
      'Modifier: 0005',
      'R 1,809.50', // 1640 + 2 × 84.75
      'R 500.00',
      'R 1,309.50', // amount due
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows the region’s currency symbol', async () => {
    const business = await session(api, 'business.admin');
    const clientId = await insertClient(api, business.companyId, { medicalAidName: null });
    const invoice = await createInvoice(api, business, {
      clientId,
      components: [{ description: 'Widgets', quantity: 4, unitCost: 2500 }],
    });
    const text = await pdfText((await download(invoice.id, business.auth)).rawPayload);
    expect(text).toContain('£ 10,000.00');
    expect(text).not.toContain('Medical aid');
  });

  it('emails the PDF to the client’s address over SMTP, with an audit row', async () => {
    const before = smtp.messages.length;
    const res = await email(invoiceId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'ayanda@example.test', messageId: expect.any(String) });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe(`Invoice ${uniqueId} from Demo Health Practice`);
    expect(mail.text).toContain('Amount due: R 1,309.50');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `${uniqueId}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(attachment!.content)).toContain('ICD-10: J06.9');
    const audit = await api.db.query(
      `select after from audit_log where entity = 'invoice' and entity_id = $1 and action = 'email'`,
      [invoiceId],
    );
    expect(audit.rows).toEqual([{ after: { to: 'ayanda@example.test', outboxId: res.json().outboxId } }]);
    const outbox = await api.db.query('select status, to_address as "to" from outbox_messages where id = $1', [
      res.json().outboxId,
    ]);
    expect(outbox.rows).toEqual([{ status: 'sent', to: 'ayanda@example.test' }]);
  });

  it('takes a request without a body as "to the client’s address"', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/invoice1/email/${invoiceId}`,
      headers: { authorization: health.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe('ayanda@example.test');
  });

  it('emails to an address the user typed', async () => {
    const res = await email(invoiceId, { to: 'billing@scheme.test' });
    expect(res.json().to).toBe('billing@scheme.test');
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toMatchObject({ text: 'billing@scheme.test' });
  });

  it('refuses without any address, or a malformed one, sending nothing', async () => {
    const clientId = await insertClient(api, health.companyId, { email: null });
    const invoice = await createInvoice(api, health, {
      clientId,
      components: [{ description: 'X', quantity: 1, unitCost: 1 }],
    });
    const before = smtp.messages.length;
    const none = await email(invoice.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/no email address/);
    const bad = await email(invoice.id, { to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(smtp.messages).toHaveLength(before);
  });

  it('answers a refused send as failed with the server’s reason, and keeps the message in the outbox to resend', async () => {
    const before = await invoiceState(api, invoiceId);
    const res = await email(invoiceId, { to: 'nobody@rejected.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      to: 'nobody@rejected.test',
      status: 'failed',
      messageId: null,
      error: expect.stringContaining('nobody@rejected.test'),
    });
    expect(await invoiceState(api, invoiceId)).toEqual(before);
    const { rows } = await api.db.query<{ status: string; error: string }>(
      `select status, error from outbox_messages where id = $1`,
      [res.json().outboxId],
    );
    expect(rows).toEqual([{ status: 'failed', error: res.json().error }]);
  });

  it('keeps the message in the outbox, with its PDF, when no SMTP server is configured', async () => {
    // The api reads SMTP_URL from its config on each send; this api runs without one for a moment.
    const configured = api.app.config.smtpUrl;
    api.app.config.smtpUrl = undefined;
    const before = smtp.messages.length;
    try {
      const res = await email(invoiceId, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ to: 'ayanda@example.test', messageId: null, status: 'kept' });
      const { rows } = await api.db.query<{ status: string; fileName: string }>(
        `select m.status, a.file_name as "fileName" from outbox_messages m
           join outbox_attachments a on a.message_id = m.id where m.id = $1`,
        [res.json().outboxId],
      );
      expect(rows).toEqual([{ status: 'kept', fileName: `${uniqueId}.pdf` }]);
      expect(smtp.messages).toHaveLength(before);
    } finally {
      api.app.config.smtpUrl = configured;
    }
  });
});
