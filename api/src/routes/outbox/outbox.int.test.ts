import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, session, type Session } from '../../../test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { failInterruptedSends, INTERRUPTED_SEND } from '../../outbox/outbox-service.ts';

interface Message {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  error: string | null;
  attempts: number;
  text: string;
  attachments: Array<{ position: number; fileName: string; contentType: string; sizeBytes: number }>;
}

describe.each(databaseKinds())('the outbox (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let folio: Session;
  let invoiceId: number;
  let uniqueId: string;
  let refusing = true;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => refusing && address.endsWith('@rejected.test') });
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    health = await session(api, 'health.admin');
    folio = await session(api, 'folio.admin');
    const clientId = await insertClient(api, health.companyId, { email: 'sipho@example.test' });
    const invoice = await createInvoice(api, health, {
      clientId,
      components: [{ description: 'Consultation', quantity: 1, unitCost: 500 }],
    });
    invoiceId = invoice.id;
    uniqueId = invoice.uniqueId;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const call = (who: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload ? { payload } : {}) });
  const email = (to: string) => call(health, 'POST', `/api/invoice1/email/${invoiceId}`, { to });
  const outbox = (who: Session, query = '') => call(who, 'GET', `/api/outbox/${who.companyId}${query}`);

  it('records a sent message and a failed one with the server’s reason; lists them newest first, by status', async () => {
    expect((await email('sipho@example.test')).statusCode).toBe(200);
    expect((await email('nobody@rejected.test')).json()).toMatchObject({ status: 'failed' });

    const all = await outbox(health);
    expect(all.statusCode).toBe(200);
    const page = all.json<{ total: number; messages: Message[] }>();
    expect(page.total).toBe(2);
    expect(page.messages.map((m) => [m.to, m.status])).toEqual([
      ['nobody@rejected.test', 'failed'],
      ['sipho@example.test', 'sent'],
    ]);
    expect(page.messages[0]).toMatchObject({
      kind: 'invoice',
      subject: `Invoice ${uniqueId} from Demo Health Practice`,
      error: expect.stringContaining('nobody@rejected.test'),
      attachments: [{ position: 0, fileName: `${uniqueId}.pdf`, contentType: 'application/pdf' }],
    });
    expect(page.messages[0]!.error).not.toContain(smtp.url);

    const failed = (await outbox(health, '?status=failed')).json<{ total: number; messages: Message[] }>();
    expect(failed.messages.map((m) => m.to)).toEqual(['nobody@rejected.test']);
    const paged = (await outbox(health, '?offset=1&limit=1')).json<{ total: number; messages: Message[] }>();
    expect(paged).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(paged.messages.map((m) => m.to)).toEqual(['sipho@example.test']);
    expect((await outbox(health, '?status=lost')).statusCode).toBe(400);
    expect((await outbox(health, '?limit=1000')).statusCode).toBe(400);
  });

  it('shows a message’s content and serves its attachment; resends a failed one once, with the same PDF', async () => {
    const [failed] = (await outbox(health, '?status=failed')).json<{ messages: Message[] }>().messages;
    const detail = await call(health, 'GET', `/api/outbox/${health.companyId}/${failed!.id}`);
    expect(detail.json<Message>().text).toContain(`Please find attached invoice ${uniqueId}`);
    const pdf = await call(health, 'GET', `/api/outbox/${health.companyId}/${failed!.id}/attachment/0`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${uniqueId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(detail.json<Message>().attachments[0]!.sizeBytes);
    expect((await call(health, 'GET', `/api/outbox/${health.companyId}/${failed!.id}/attachment/1`)).statusCode).toBe(
      404,
    );

    const resend = () => call(health, 'POST', `/api/outbox/${health.companyId}/${failed!.id}/resend`);
    const stillRefused = await resend();
    expect(stillRefused.statusCode).toBe(200);
    expect(stillRefused.json<Message>()).toMatchObject({ status: 'failed', attempts: 2 });

    refusing = false;
    const before = smtp.messages.length;
    const [first, second] = await Promise.all([resend(), resend()]);
    const third = await resend();
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(third.json<Message>()).toMatchObject({ status: 'sent', error: null, attempts: 3 });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toMatchObject({ text: 'nobody@rejected.test' });
    expect(Buffer.compare(mail.attachments[0]!.content, pdf.rawPayload)).toBe(0);
  });

  it('keeps messages without SMTP_URL, and refuses to resend them until a mail server is configured', async () => {
    const configured = api.app.config.smtpUrl;
    api.app.config.smtpUrl = undefined;
    try {
      const res = await email('sipho@example.test');
      expect(res.json()).toMatchObject({ status: 'kept' });
      const resend = await call(health, 'POST', `/api/outbox/${health.companyId}/${res.json().outboxId}/resend`);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().detail).toMatch(/SMTP_URL is not configured/);
    } finally {
      api.app.config.smtpUrl = configured;
    }
    const kept = (await outbox(health, '?status=kept')).json<{ messages: Message[] }>().messages[0]!;
    const before = smtp.messages.length;
    const sent = await call(health, 'POST', `/api/outbox/${health.companyId}/${kept.id}/resend`);
    expect(sent.json<Message>().status).toBe('sent');
    expect(smtp.messages).toHaveLength(before + 1);
  });

  it('fails a message a stopped process left sending once its lease is over, and then resends it', async () => {
    const res = await email('sipho@example.test');
    const id = res.json<{ outboxId: number }>().outboxId;
    await api.db.query(`update outbox_messages set status = 'sending' where id = $1`, [id]);
    expect(await failInterruptedSends(api.db)).toBe(0); // moments ago: maybe a live process
    await api.db.query(`update outbox_messages set updated_at = now() - interval '6 minutes' where id = $1`, [id]);
    expect(await failInterruptedSends(api.db)).toBe(1);
    const failed = await call(health, 'GET', `/api/outbox/${health.companyId}/${id}`);
    expect(failed.json<Message>()).toMatchObject({ status: 'failed', error: INTERRUPTED_SEND });
    const resent = await call(health, 'POST', `/api/outbox/${health.companyId}/${id}/resend`);
    expect(resent.json<Message>().status).toBe('sent');
  });

  it('shows a company only its own messages: another company’s are 404, and nothing is sent', async () => {
    const [theirs] = (await outbox(health)).json<{ messages: Message[] }>().messages;
    expect((await outbox(folio)).json<{ total: number }>().total).toBe(0);
    const before = smtp.messages.length;
    for (const [method, url] of [
      ['GET', `/api/outbox/${health.companyId}`],
      ['GET', `/api/outbox/${health.companyId}/${theirs!.id}`],
      ['GET', `/api/outbox/${folio.companyId}/${theirs!.id}`],
      ['GET', `/api/outbox/${folio.companyId}/${theirs!.id}/attachment/0`],
      ['GET', `/api/outbox/${health.companyId}/${theirs!.id}/attachment/0`],
      ['POST', `/api/outbox/${folio.companyId}/${theirs!.id}/resend`],
      ['POST', `/api/outbox/${health.companyId}/${theirs!.id}/resend`],
    ] as const) {
      expect((await call(folio, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(smtp.messages).toHaveLength(before);
    expect((await api.app.inject({ url: `/api/outbox/${health.companyId}` })).statusCode).toBe(401);
  });
});
