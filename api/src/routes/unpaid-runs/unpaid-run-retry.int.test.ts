import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

interface RunBody {
  id: number;
  status: 'running' | 'finished';
  emailsSent: number;
  emailsFailed: number;
  emailsWithoutAddress: number;
  emailsPending: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Failed reminders of an unpaid run are sent again: the same Outbox message when there was one, never twice. */
describe.each(databaseKinds())('sending the failed reminders of an unpaid run again (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let folio: Session;
  let refusing = true;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => refusing && address.startsWith('refuse-') });
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const call = async <T>(method: 'GET' | 'POST', url: string, s: Session = health, payload?: object) => {
    const res = await api.app.inject({ method, url, headers: { authorization: s.auth }, payload });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const finished = async (id: number): Promise<RunBody> => {
    for (let i = 0; i < 2000; i += 1) {
      const { body } = await call<RunBody>('GET', `/api/unpaidrun/specific/${id}`);
      if (body.status === 'finished') return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`unpaid run ${id} did not finish`);
  };
  const reminders = async (runId: number) =>
    (
      await api.db.query<{ invoiceId: number; status: string; outboxId: number | null }>(
        `select invoice_id as "invoiceId", email_status as status, outbox_message_id as "outboxId"
           from unpaid_run_invoices where unpaid_run_id = $1 order by invoice_id`,
        [runId],
      )
    ).rows;

  it('resends a refused reminder as the same message, writes one that had no valid address, and sends none twice', async () => {
    const { rows } = await api.db.query<{ id: number; client_id: number; invoiced: string }>(
      `select id, client_id, invoiced from invoices where company_id = $1 and status not in ('P', 'C')
          and amount_cents > paid_cents order by invoiced, id limit 4`,
      [health.companyId],
    );
    const [refused, invalid, without] = rows;
    await api.db.query(`update clients set email = 'refuse-' || id || '@example.test' where id = $1`, [
      refused!.client_id,
    ]);
    await api.db.query(`update clients set email = 'not-an-address' where id = $1`, [invalid!.client_id]);
    await api.db.query(`update clients set email = null where id = $1`, [without!.client_id]);
    const days = Math.floor((Date.now() - Date.parse(rows[3]!.invoiced)) / DAY_MS) - 1;

    const started = await call<RunBody>('POST', `/api/unpaidrun/${health.companyId}`, health, { days });
    expect(started.status).toBe(202);
    const first = await finished(started.body.id);
    const before = new Map((await reminders(first.id)).map((r) => [r.invoiceId, r]));
    expect(before.get(refused!.id)).toMatchObject({ status: 'F', outboxId: expect.any(Number) });
    expect(before.get(invalid!.id)).toMatchObject({ status: 'F', outboxId: null });
    expect(before.get(without!.id)).toMatchObject({ status: 'N', outboxId: null });
    const failedAtFirst = first.emailsFailed;
    expect(failedAtFirst).toBeGreaterThanOrEqual(2);

    // The practice fixes what it can: the mail server takes the address now, and the two clients get addresses.
    refusing = false;
    await api.db.query(`update clients set email = 'fixed-' || id || '@example.test' where id = any($1::bigint[])`, [
      [invalid!.client_id, without!.client_id],
    ]);
    const mailsBefore = smtp.messages.length;
    const outboxBefore = (await api.db.query<{ n: number }>('select count(*)::int as n from outbox_messages')).rows[0]!
      .n;

    const retried = await call<RunBody>('POST', `/api/unpaidrun/retry/${first.id}`);
    expect(retried.status).toBe(202);
    const second = await finished(first.id);
    expect(second).toMatchObject({ emailsFailed: 0, emailsWithoutAddress: first.emailsWithoutAddress - 1 });
    expect(second.emailsSent).toBe(first.emailsSent + failedAtFirst + 1);
    const after = new Map((await reminders(first.id)).map((r) => [r.invoiceId, r]));
    expect(after.get(refused!.id)).toEqual({ ...before.get(refused!.id), status: 'S' }); // the same message
    expect(after.get(invalid!.id)).toMatchObject({ status: 'S', outboxId: expect.any(Number) });
    expect(after.get(without!.id)).toMatchObject({ status: 'S', outboxId: expect.any(Number) });
    const mails = smtp.messages.slice(mailsBefore);
    expect(mails).toHaveLength(failedAtFirst + 1);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    const outboxAfter = (await api.db.query<{ n: number }>('select count(*)::int as n from outbox_messages')).rows[0]!
      .n;
    expect(outboxAfter).toBe(outboxBefore + failedAtFirst + 1 - 1); // the refused one was resent, not recorded again

    // Nothing failed is left: a second press sends nothing.
    const again = await call<RunBody>('POST', `/api/unpaidrun/retry/${first.id}`);
    expect(again.status).toBe(200);
    expect(smtp.messages.length).toBe(mailsBefore + failedAtFirst + 1);
  });

  it("shows a reminder resent from the Outbox as sent in its run; another company's run is 404", async () => {
    refusing = true;
    const { rows } = await api.db.query<{ id: number; client_id: number; invoiced: string }>(
      `select id, client_id, invoiced from invoices where company_id = $1 and status not in ('P', 'C')
          and amount_cents > paid_cents order by invoiced, id limit 2`,
      [health.companyId],
    );
    await api.db.query(`update clients set email = 'refuse-late-' || id || '@example.test' where id = $1`, [
      rows[0]!.client_id,
    ]);
    const days = Math.floor((Date.now() - Date.parse(rows[1]!.invoiced)) / DAY_MS) - 1;
    const started = await call<RunBody>('POST', `/api/unpaidrun/${health.companyId}`, health, { days });
    const run = await finished(started.body.id);
    const refused = (await reminders(run.id)).find((r) => r.invoiceId === rows[0]!.id)!;
    expect(refused).toMatchObject({ status: 'F', outboxId: expect.any(Number) });

    expect((await call('POST', `/api/unpaidrun/retry/${run.id}`, folio)).status).toBe(404);

    refusing = false;
    const resent = await call<{ status: string }>('POST', `/api/outbox/${health.companyId}/${refused.outboxId}/resend`);
    expect(resent).toMatchObject({ status: 200, body: { status: 'sent' } });
    const now = (await reminders(run.id)).find((r) => r.invoiceId === rows[0]!.id)!;
    expect(now.status).toBe('S');
    expect((await call<RunBody>('GET', `/api/unpaidrun/specific/${run.id}`)).body.emailsFailed).toBe(
      run.emailsFailed - 1,
    );
  });
});
