import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, insertClient, session } from '../../../api/test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const MESSAGE =
  'id kind to subject status error attempts text attachments { position fileName contentType sizeBytes downloadUrl }';

interface Message {
  id: string;
  to: string;
  status: string;
  error: string | null;
  attempts: number;
  text: string | null;
  attachments: Array<{ fileName: string; contentType: string; sizeBytes: number; downloadUrl: string }>;
}

describe('the Outbox through the gateway', () => {
  let stack: TestStack;
  let smtp: TestSmtp;
  let auth: string;
  let folioAuth: string;
  let refusing = true;
  let invoiceId: string;
  let uniqueId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => refusing && address.endsWith('@rejected.test') });
    stack = await startStack('pglite', {}, { smtpUrl: smtp.url });
    auth = await stack.signIn('health.admin');
    folioAuth = await stack.signIn('folio.admin');
    const health = await session(stack.api, 'health.admin');
    const clientId = await insertClient(stack.api, health.companyId, { email: 'patient@example.test' });
    const invoice = await createInvoice(stack.api, health, {
      clientId,
      components: [{ description: 'Consultation', quantity: 1, unitCost: 500 }],
    });
    invoiceId = String(invoice.id);
    uniqueId = invoice.uniqueId;
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('lists a failed email with its reason, shows its content, serves its PDF and resends it once', async () => {
    const emailed = await stack.graphql<{ emailInvoice: unknown }>(
      'mutation($id: ID!, $to: String) { emailInvoice(id: $id, to: $to) { to status outboxId error } }',
      { id: invoiceId, to: 'nobody@rejected.test' },
      auth,
    );
    expect(emailed.data?.emailInvoice).toMatchObject({
      to: 'nobody@rejected.test',
      status: 'FAILED',
      error: expect.stringContaining('nobody@rejected.test'),
    });

    const list = await stack.graphql<{ outbox: { total: number; messages: Message[] } }>(
      `query { outbox(status: FAILED) { total offset limit messages { ${MESSAGE} } } }`,
      {},
      auth,
    );
    expect(list.errors).toBeUndefined();
    const [failed] = list.data!.outbox.messages;
    expect(failed).toMatchObject({
      to: 'nobody@rejected.test',
      status: 'FAILED',
      error: expect.stringContaining('nobody@rejected.test'),
      text: null,
      attachments: [{ fileName: `${uniqueId}.pdf`, contentType: 'application/pdf' }],
    });

    const one = await stack.graphql<{ outboxMessage: Message }>(
      `query($id: ID!) { outboxMessage(id: $id) { ${MESSAGE} } }`,
      { id: failed!.id },
      auth,
    );
    expect(one.data!.outboxMessage.text).toContain(`invoice ${uniqueId}`);
    const theirs = await stack.graphql<{ outboxMessage: Message | null }>(
      `query($id: ID!) { outboxMessage(id: $id) { id } }`,
      { id: failed!.id },
      folioAuth,
    );
    expect(theirs.data!.outboxMessage).toBeNull();

    const pdf = await fetch(`${stack.url}${failed!.attachments[0]!.downloadUrl}`, { headers: { authorization: auth } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await fetch(`${stack.url}${failed!.attachments[0]!.downloadUrl}`, {
      headers: { authorization: folioAuth },
    });
    expect(foreign.status).toBe(404);

    refusing = false;
    const before = smtp.messages.length;
    const resend = () =>
      stack.graphql<{ resendMessage: Message }>(
        `mutation($id: ID!) { resendMessage(id: $id) { ${MESSAGE} } }`,
        { id: failed!.id },
        auth,
      );
    expect((await resend()).data!.resendMessage).toMatchObject({ status: 'SENT', error: null, attempts: 2 });
    expect((await resend()).data!.resendMessage).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.messages).toHaveLength(before + 1);
    expect(Buffer.compare(smtp.messages.at(-1)!.attachments[0]!.content, bytes)).toBe(0);
  });

  it('answers an email with its Outbox message', async () => {
    const res = await stack.graphql<{ emailInvoice: { status: string; outboxId: string } }>(
      'mutation($id: ID!) { emailInvoice(id: $id) { to status outboxId } }',
      { id: invoiceId },
      auth,
    );
    expect(res.data!.emailInvoice).toMatchObject({ status: 'SENT', outboxId: expect.any(String) });
  });

  it('mails once when an email is sent again with the same idempotency key (a retry after a lost answer)', async () => {
    refusing = false;
    const before = smtp.messages.length;
    const send = (to: string, key: string) =>
      stack.graphql<{ emailInvoice: { status: string; outboxId: string } }>(
        'mutation($id: ID!, $to: String, $key: String) { emailInvoice(id: $id, to: $to, idempotencyKey: $key) { status outboxId } }',
        { id: invoiceId, to, key },
        auth,
      );
    const first = await send('billing@example.test', 'email-retry-1');
    const retry = await send('billing@example.test', 'email-retry-1');
    expect(first.data!.emailInvoice.status).toBe('SENT');
    expect(retry.data!.emailInvoice).toEqual(first.data!.emailInvoice);
    expect(smtp.messages).toHaveLength(before + 1);
    const elsewhere = await send('other@example.test', 'email-retry-1');
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(smtp.messages).toHaveLength(before + 1);
  });
});
