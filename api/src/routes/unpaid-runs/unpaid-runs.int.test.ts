import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

interface RunBody {
  id: number;
  status: 'running' | 'finished';
  invoiceCount: number;
  totalDue: number;
  invoicedBefore: string;
  emailsSent: number;
  emailsFailed: number;
  emailsWithoutAddress: number;
  emailsPending: number;
}
interface InfoBody {
  invoiceId: number;
  uniqueId: string;
  email: string | null;
  due: number;
  emailStatus: 'P' | 'S' | 'F' | 'N';
  emailError: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

describe.each(databaseKinds())('unpaid runs (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let folio: Session;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => address.startsWith('refuse-') });
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const get = async <T>(url: string, s: Session = health) => {
    const res = await api.app.inject({ url, headers: { authorization: s.auth } });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const start = async (days: number, s: Session = health, companyId = s.companyId) => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/unpaidrun/${companyId}`,
      headers: { authorization: s.auth },
      payload: { days },
    });
    return { status: res.statusCode, body: res.json<RunBody & { detail?: string }>() };
  };
  const finished = async (id: number): Promise<RunBody> => {
    for (let i = 0; i < 200; i += 1) {
      const { body } = await get<RunBody>(`/api/unpaidrun/specific/${id}`);
      if (body.status === 'finished') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`unpaid run ${id} did not finish`);
  };
  /** The expected selection, written independently of the api's SQL. */
  const expected = async (invoicedBefore: string) =>
    (
      await api.db.query<{ id: number; due: number }>(
        `select id, amount_cents - paid_cents as due from invoices
          where company_id = $1 and status <> 'P' and status <> 'C' and amount_cents > paid_cents
            and invoiced < $2 order by id`,
        [health.companyId, invoicedBefore],
      )
    ).rows;

  /** Days such that about `n` of the oldest unpaid invoices are older. */
  const daysForAbout = async (n: number) => {
    const { rows } = await api.db.query<{ invoiced: string }>(
      `select invoiced from invoices where company_id = $1 and status not in ('P', 'C') and amount_cents > paid_cents
        order by invoiced offset $2 limit 1`,
      [health.companyId, n],
    );
    return Math.floor((Date.now() - Date.parse(rows[0]!.invoiced)) / DAY_MS);
  };

  it('previews, then runs: the exact set by SQL, marked U, reminders sent, refused and missing addresses recorded', async () => {
    const days = await daysForAbout(12);
    const preview = await get<{
      invoiceCount: number;
      totalDue: number;
      invoicedBefore: string;
      invoices: Array<{ id: number }>;
    }>(`/api/unpaidrun/preview/${health.companyId}?days=${days}`);
    expect(preview.status).toBe(200);
    const previewSet = await expected(preview.body.invoicedBefore);
    expect(preview.body.invoices.map((i) => i.id).sort((a, b) => a - b)).toEqual(previewSet.map((r) => r.id));
    expect(preview.body.invoiceCount).toBe(previewSet.length);
    expect(Math.round(preview.body.totalDue * 100)).toBe(previewSet.reduce((s, r) => s + r.due, 0));
    expect(previewSet.length).toBeGreaterThan(3);

    // One client without an address, one whose mail server refuses: the others still get theirs.
    const [noAddress, refused] = previewSet;
    await api.db.query(`update clients set email = null where id = (select client_id from invoices where id = $1)`, [
      noAddress!.id,
    ]);
    await api.db.query(
      `update clients set email = 'refuse-' || id || '@example.test' where id = (select client_id from invoices where id = $1)`,
      [refused!.id],
    );
    const auditBefore = (await api.db.query(`select 1 from audit_log where entity = 'unpaid_run'`)).rows.length;
    const mailsBefore = smtp.messages.length;

    const started = await start(days);
    expect(started.status).toBe(202);
    const selection = await expected(started.body.invoicedBefore);
    expect(started.body.invoiceCount).toBe(selection.length);
    const run = await finished(started.body.id);

    const info = await get<InfoBody[]>(`/api/invoice1/${health.companyId}/unpaidrun/invoiceinfo/${run.id}`);
    expect(info.body.map((i) => i.invoiceId).sort((a, b) => a - b)).toEqual(selection.map((r) => r.id));
    expect(Object.fromEntries(info.body.map((i) => [i.invoiceId, Math.round(i.due * 100)]))).toEqual(
      Object.fromEntries(selection.map((r) => [r.id, r.due])),
    );
    const byId = new Map(info.body.map((i) => [i.invoiceId, i]));
    expect(byId.get(noAddress!.id)).toMatchObject({ emailStatus: 'N', email: null });
    expect(byId.get(refused!.id)).toMatchObject({
      emailStatus: 'F',
      emailError: expect.stringMatching(/550|does not exist/),
    });
    const clientsWithout = info.body.filter((i) => i.email === null).length;
    const refusedCount = info.body.filter((i) => i.email?.startsWith('refuse-')).length;
    expect(run).toMatchObject({
      status: 'finished',
      emailsPending: 0,
      emailsWithoutAddress: clientsWithout,
      emailsFailed: refusedCount,
      emailsSent: selection.length - clientsWithout - refusedCount,
      totalDue: selection.reduce((s, r) => s + r.due, 0) / 100,
    });
    expect(info.body.filter((i) => i.emailStatus === 'S')).toHaveLength(run.emailsSent);

    // The reminders arrived, each with its invoice's PDF.
    const mails = smtp.messages.slice(mailsBefore);
    expect(mails).toHaveLength(run.emailsSent);
    const sent = info.body.find((i) => i.emailStatus === 'S')!;
    const mail = mails.find((m) => m.subject?.includes(sent.uniqueId));
    expect(mail?.subject).toBe(`Reminder: invoice ${sent.uniqueId} from Demo Health Practice is unpaid`);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(await pdfText(mail!.attachments[0]!.content)).toContain(sent.uniqueId);

    // Marked U, in the run's invoices, with one audit row for the run.
    const { rows: statuses } = await api.db.query<{ status: string }>(
      'select distinct status from invoices where id = any($1::bigint[])',
      [selection.map((r) => r.id)],
    );
    expect(statuses).toEqual([{ status: 'U' }]);
    const invoices = await get<Array<{ id: number; status: string }>>(
      `/api/invoice1/${health.companyId}/unpaidrun/${run.id}`,
    );
    expect(invoices.body.map((i) => i.id).sort((a, b) => a - b)).toEqual(selection.map((r) => r.id));
    expect((await api.db.query(`select 1 from audit_log where entity = 'unpaid_run'`)).rows.length).toBe(
      auditBefore + 1,
    );

    const list = await get<RunBody[]>(`/api/unpaidrun/${health.companyId}`);
    expect(list.body[0]).toMatchObject({ id: run.id, invoiceCount: selection.length });
  });

  it('stores an empty run when nothing is old enough', async () => {
    const started = await start(3650);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ invoiceCount: 0, totalDue: 0, status: 'finished' });
  });

  it.each([[-1], [3651], [1.5]])('refuses days %s with 400 and stores nothing', async (days) => {
    const before = (await api.db.query('select 1 from unpaid_runs')).rows.length;
    const res = await start(days);
    expect(res.status).toBe(400);
    expect((await api.db.query('select 1 from unpaid_runs')).rows.length).toBe(before);
  });

  it('keeps tenants apart on every route: 404, and nothing changes', async () => {
    const started = await start(3650);
    const runId = started.body.id;
    const before = (await api.db.query('select count(*)::int as n from unpaid_runs')).rows;
    for (const url of [
      `/api/unpaidrun/${health.companyId}`,
      `/api/unpaidrun/preview/${health.companyId}?days=30`,
      `/api/unpaidrun/specific/${runId}`,
      `/api/invoice1/${health.companyId}/unpaidrun/${runId}`,
      `/api/invoice1/${health.companyId}/unpaidrun/invoiceinfo/${runId}`,
      `/api/invoice1/${folio.companyId}/unpaidrun/${runId}`,
      `/api/invoice1/${folio.companyId}/unpaidrun/invoiceinfo/${runId}`,
    ]) {
      const res = await get(url, folio);
      expect(res.status, url).toBe(404);
    }
    const foreign = await start(30, folio, health.companyId);
    expect(foreign.status).toBe(404);
    expect((await api.db.query('select count(*)::int as n from unpaid_runs')).rows).toEqual(before);
  });
});

describe.each(databaseKinds())('unpaid runs without SMTP (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  beforeAll(async () => {
    api = await startTestApi(kind, { smtpUrl: undefined });
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('starts, and keeps every reminder in the outbox with the invoice PDF', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/unpaidrun/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { days: 30 },
    });
    expect(res.statusCode).toBe(202);
    await api.app.close(); // waits for the reminders in the background
    const reminders = await api.db.query<{ n: number }>(
      `select count(*)::int as n from unpaid_run_invoices where email_status = 'S'`,
    );
    const kept = await api.db.query<{ n: number; pdfs: number }>(
      `select count(*)::int as n, count(a.message_id)::int as pdfs from outbox_messages m
         left join outbox_attachments a on a.message_id = m.id and a.content_type = 'application/pdf'
        where m.kind = 'reminder' and m.status = 'kept'`,
    );
    expect(reminders.rows[0]!.n).toBeGreaterThan(0);
    expect(kept.rows).toEqual([{ n: reminders.rows[0]!.n, pdfs: reminders.rows[0]!.n }]);
  });
});
