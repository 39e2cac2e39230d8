import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, session, type Session } from '../../../test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { outboxRepository } from '../../outbox/outbox-repository.ts';
import { expireInterruptedSends, INTERRUPTED_SEND, newClaim } from '../../outbox/outbox-service.ts';

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

  const messageIdOf = async (id: number) =>
    (await api.db.query<{ m: string }>(`select message_id as m from outbox_messages where id = $1`, [id])).rows[0]!.m;
  const received = (messageId: string) => smtp.messages.filter((m) => m.messageId === messageId).length;

  it('makes a message a stopped process left sending uncertain once its claim is over, never resending it unasked', async () => {
    const res = await email('sipho@example.test');
    const id = res.json<{ outboxId: number }>().outboxId;
    const messageId = await messageIdOf(id);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}\.outbox@folio\.local>$/);
    expect(res.json()).toMatchObject({ status: 'sent', messageId });
    expect(received(messageId)).toBe(1);

    // A process claimed a send of it and died before the mail server answered.
    await api.db.query(
      `update outbox_messages set status = 'sending', claimed_by = 'gone:1:x', claimed_at = now() where id = $1`,
      [id],
    );
    const resend = () => call(health, 'POST', `/api/outbox/${health.companyId}/${id}/resend`);
    expect((await resend()).json<Message>().status).toBe('sending'); // its claim may be a live process's
    expect(await expireInterruptedSends(api.db)).toBe(0);
    expect(received(messageId)).toBe(1);

    await api.db.query(`update outbox_messages set claimed_at = now() - interval '6 minutes' where id = $1`, [id]);
    const listed = (await outbox(health, '?status=uncertain')).json<{ messages: Message[] }>().messages;
    expect(listed.map((m) => [m.id, m.status, m.error])).toEqual([[id, 'uncertain', INTERRUPTED_SEND]]);
    expect(await expireInterruptedSends(api.db)).toBe(0);
    expect(received(messageId)).toBe(1); // uncertain is not sent again by anyone but a person

    // A person's Resend, pressed twice at once: one send, with the same Message-ID as the first.
    const [first, second] = await Promise.all([resend(), resend()]);
    expect([first, second].map((r) => r.json<Message>().status)).toContain('sent');
    expect((await call(health, 'GET', `/api/outbox/${health.companyId}/${id}`)).json<Message>()).toMatchObject({
      status: 'sent',
      error: null,
    });
    expect(received(messageId)).toBe(2);
    expect(await messageIdOf(id)).toBe(messageId);
  });

  it('claims a send once: only kept, failed or uncertain messages, and only the claim’s holder stores the outcome', async () => {
    const outboxRepo = outboxRepository(api.db);
    const res = await email('nobody@rejected.test');
    const id = res.json<{ outboxId: number }>().outboxId;
    const claims = [newClaim(api.app.config), newClaim(api.app.config)];
    const byStatus = async (status: string) => {
      await api.db.query(`update outbox_messages set status = $2 where id = $1`, [id, status]);
      return outboxRepo.claim(id, health.companyId, claims[0]!);
    };
    const messageId = await messageIdOf(id);
    for (const status of ['kept', 'failed', 'uncertain']) expect(await byStatus(status), status).toBe(messageId);
    for (const status of ['sending', 'sent']) expect(await byStatus(status), status).toBeUndefined();

    await api.db.query(`update outbox_messages set status = 'failed' where id = $1`, [id]);
    // Two claims at once: one wins (a conditional update: the loser finds it sending).
    const won = await Promise.all(claims.map((c) => outboxRepo.claim(id, health.companyId, c)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = claims[won.findIndex(Boolean)]!;
    const loser = claims[won.findIndex((w) => !w)]!;
    expect(await outboxRepo.finish(id, loser.token, { sent: true, smtpMessageId: 'x' })).toBe(false);
    expect(await outboxRepo.claim(id, folio.companyId, loser)).toBeUndefined(); // another company's: never
    expect(await outboxRepo.finish(id, winner.token, { sent: false, error: 'refused' })).toBe(true);
    expect((await outboxRepo.find(id, health.companyId))!.status).toBe('failed');
  });

  it('answers a repeated Idempotency-Key with the first request’s message and sends nothing again', async () => {
    const keyed = (key: string, to: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/invoice1/email/${invoiceId}`,
        headers: { authorization: health.auth, 'idempotency-key': key },
        payload: { to },
      });
    const before = smtp.messages.length;
    const [first, second] = await Promise.all([
      keyed('email-key-1', 'sipho@example.test'),
      keyed('email-key-1', 'sipho@example.test'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().outboxId).toBe(first.json().outboxId);
    const again = await keyed('email-key-1', 'sipho@example.test');
    expect(again.json()).toMatchObject({ outboxId: first.json().outboxId, status: 'sent' });
    expect(smtp.messages).toHaveLength(before + 1);
    expect((await keyed('email-key-1', 'other@example.test')).statusCode).toBe(422);
    // A send a dead process claimed is answered as it is: not sent again.
    await api.db.query(`update outbox_messages set status = 'uncertain' where id = $1`, [first.json().outboxId]);
    expect((await keyed('email-key-1', 'sipho@example.test')).json()).toMatchObject({ status: 'uncertain' });
    expect(smtp.messages).toHaveLength(before + 1);
    await api.db.query(`update outbox_messages set status = 'sent' where id = $1`, [first.json().outboxId]);
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
