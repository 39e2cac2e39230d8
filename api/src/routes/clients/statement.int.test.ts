import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';
import { pdfText as rawPdfText } from '../../../test/pdf-text.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

/** The PDF's text with every run of spaces as one. */
const pdfText = async (pdf: Buffer) => (await rawPdfText(pdf)).replace(/\s+/g, ' ');

/** 123456 cents → "R 1,234.56", written here independently of the api's formatting. */
const rand = (cents: number) =>
  `R ${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

describe.each(databaseKinds())('client statement PDF and email (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let business: Session;
  let clientId: number;
  const ids: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    clientId = await insertClient(api, health.companyId, {
      firstName: 'Sipho',
      lastName: 'Statement',
      email: 'sipho@example.test',
    });
    const invoice = async (amount: number, invoiced: string) => {
      const made = await createInvoice(api, health, {
        clientId,
        invoiced,
        components: [{ description: 'Consultation', quantity: 1, unitCost: amount }],
      });
      ids.push(made.uniqueId);
      return made;
    };
    // Before the period: an invoice of 500 and a payment of 120 → opening balance 380.
    const early = await invoice(500, '2026-03-01 09:00');
    expect((await pay(api, health, early.id, { amount: 120, paid: '2026-03-10 10:00' })).status).toBe(201);
    // In the period (2026-05-01 to 2026-07-31).
    await invoice(1000, '2026-05-05 09:00');
    await invoice(250.25, '2026-06-15 09:00');
    // 2000 over all of them, oldest first: 380 + 1000 + 250.25 paid, 369.75 kept as credit.
    const receipt = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/client/${clientId}/receipt`,
      headers: { authorization: health.auth },
      payload: { type: 'B', amount: 2000, paid: '2026-06-20 12:00', keepCredit: true },
    });
    expect(receipt.statusCode).toBe(201);
    const later = await invoice(100, '2026-07-01 09:00');
    const credit = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/invoice/${later.id}/credit`,
      headers: { authorization: health.auth },
      payload: { paid: '2026-07-02 10:00' },
    });
    expect(credit.statusCode).toBe(201);
    // After the period: not on the statement.
    await invoice(999, '2026-08-05 09:00');
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const download = (id: number, query = '?start=2026-05-01&end=2026-07-31', auth = health.auth) =>
    api.app.inject({ url: `/api/client1/statement/${id}/pdf${query}`, headers: { authorization: auth } });
  const email = (id: number, payload: Record<string, unknown> = {}, key?: string, auth = health.auth) =>
    api.app.inject({
      method: 'POST',
      url: `/api/client1/statement/${id}/email?start=2026-05-01&end=2026-07-31`,
      headers: { authorization: auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  /**
   * The balance (owed on invoices less credit held) up to an instant, computed from the tables directly:
   * invoices − money paid to invoices − money kept as credit (credit applied moves money inside the account).
   */
  const balanceBefore = async (instant: string) => {
    const { rows } = await api.db.query<{ invoiced: string; paid: string; kept: string; applied: string }>(
      `select
         (select coalesce(sum(amount_cents), 0) from invoices
           where client_id = $1 and status <> 'C' and invoiced < $2::timestamptz) as invoiced,
         (select coalesce(sum(p.amount_cents), 0) from payments p join invoices i on i.id = p.invoice_id
           where i.client_id = $1 and i.status <> 'C' and not p.from_credit and p.paid < $2::timestamptz) as paid,
         (select coalesce(sum(credit_cents), 0) from payment_receipts where client_id = $1 and paid < $2::timestamptz)
           as kept,
         (select coalesce(sum(p.amount_cents), 0) from payments p
           where p.client_id = $1 and p.from_credit and p.paid < $2::timestamptz) as applied`,
      [clientId, instant],
    );
    const r = rows[0]!;
    return {
      balance: Number(r.invoiced) - Number(r.paid) - Number(r.kept),
      credit: Number(r.kept) - Number(r.applied),
    };
  };

  it('shows the opening balance, each invoice and payment by date with a running balance, closing and credit', async () => {
    const res = await download(clientId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Statement-${clientId}-2026-05-01-2026-07-31.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    // Johannesburg is UTC+2 all year: the period's bounds as instants.
    const opening = await balanceBefore('2026-05-01T00:00:00+02:00');
    const closing = await balanceBefore('2026-08-01T00:00:00+02:00');
    expect(opening.balance).toBe(38000);
    expect(closing.balance).toBe(38000 + 100000 + 25025 - 200000 + 10000);
    expect(closing.credit).toBe(36975 - 10000);
    // Every credit change is inside the period: the credit held at its end is the client's credit now.
    const held = await api.db.query<{ balance: string }>(
      'select balance_cents as balance from client_credits where client_id = $1',
      [clientId],
    );
    expect(Number(held.rows[0]!.balance)).toBe(closing.credit);
    for (const expected of [
      'STATEMENT',
      'Period: 2026-05-01 to 2026-07-31',
      'Sipho Statement',
      'Demo Health Practice',
      `2026-05-01 Opening balance ${rand(opening.balance)}`,
      `2026-05-05 Invoice ${ids[1]} ${rand(100000)} ${rand(opening.balance + 100000)}`,
      `2026-06-15 Invoice ${ids[2]} ${rand(25025)} ${rand(opening.balance + 125025)}`,
      `2026-06-20 Payment (Bank Transfer) to ${ids[0]} ${rand(-38000)} ${rand(opening.balance + 125025 - 38000)}`,
      `2026-06-20 Payment (Bank Transfer) to ${ids[2]} ${rand(-25025)}`,
      `${rand(-36975)} ${rand(opening.balance + 125025 - 200000)}`,
      `2026-07-01 Invoice ${ids[3]} ${rand(10000)} ${rand(closing.balance)}`,
      `2026-07-02 Credit applied to ${ids[3]}: ${rand(10000)} ${rand(closing.balance)}`,
      `Opening balance ${rand(opening.balance)} Closing balance ${rand(closing.balance)}`,
      `Credit held ${rand(closing.credit)}`,
      `Owed on invoices ${rand(closing.balance + closing.credit)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(ids[4]!);
    expect(text).not.toContain('2026-03-01');
    // Entries in date order.
    const at = (s: string) => text.indexOf(s);
    expect(at(`Invoice ${ids[1]}`)).toBeLessThan(at(`Invoice ${ids[2]}`));
    expect(at(`Invoice ${ids[2]}`)).toBeLessThan(at('2026-06-20 Payment'));
    expect(at('2026-06-20 Payment')).toBeLessThan(at(`Invoice ${ids[3]}`));
  });

  it('defaults to the last 90 days up to today, and refuses a bad or reversed period', async () => {
    const res = await download(clientId, '');
    expect(res.statusCode).toBe(200);
    const end = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
    expect(await pdfText(res.rawPayload)).toContain(`Period: ${start} to ${end}`);
    const bad = await download(clientId, '?start=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/not a date/);
    expect((await download(clientId, '?start=2026-07-01&end=2026-06-01')).statusCode).toBe(400);
  });

  it('answers 404 for another company’s client, from both routes', async () => {
    expect((await download(clientId, '', business.auth)).statusCode).toBe(404);
    expect((await email(clientId, {}, undefined, business.auth)).statusCode).toBe(404);
    expect((await download(987654321)).statusCode).toBe(404);
  });

  it('emails the statement through the outbox with its PDF; a retry with the same key sends once', async () => {
    const before = smtp.messages.length;
    const key = `statement-${kind}-1`;
    const first = await email(clientId, {}, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ to: 'sipho@example.test', status: 'sent' });
    const again = await email(clientId, {}, key);
    expect(again.json().outboxId).toBe(first.json().outboxId);
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe('Statement 2026-05-01 to 2026-07-31 from Demo Health Practice');
    expect(mail.attachments).toHaveLength(1);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Closing balance');
    const { rows } = await api.db.query(
      `select kind, entity, entity_id as "entityId" from outbox_messages where id = $1`,
      [first.json().outboxId],
    );
    expect(rows).toEqual([{ kind: 'statement', entity: 'client', entityId: clientId }]);
  });

  it('keeps it in the outbox without SMTP_URL', async () => {
    const configured = api.app.config.smtpUrl;
    api.app.config.smtpUrl = undefined;
    try {
      const res = await email(clientId, { to: 'family@example.test' });
      expect(res.json()).toMatchObject({ status: 'kept', to: 'family@example.test' });
      const { rows } = await api.db.query(
        `select a.file_name as "fileName" from outbox_attachments a where a.message_id = $1`,
        [res.json().outboxId],
      );
      expect(rows).toEqual([{ fileName: `Statement-${clientId}-2026-05-01-2026-07-31.pdf` }]);
    } finally {
      api.app.config.smtpUrl = configured;
    }
  });
});
