import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app-types.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-companies.ts';
import type { Caller } from '../../shared/caller.ts';
import { INTERRUPTED_REMINDER, startUnpaidRun } from '../../unpaid-runs/unpaid-run-service.ts';
import { databaseKinds, seededDatabase, TEST_SECRET, type TestDatabase } from '../../../test/helpers.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

interface Reminder {
  invoiceId: number;
  uniqueId: string;
  email: string | null;
  emailStatus: 'P' | 'S' | 'F' | 'N';
  emailError: string | null;
}
interface RunBody {
  id: number;
  status: 'running' | 'finished';
  invoiceCount: number;
  emailsSent: number;
  emailsFailed: number;
  emailsWithoutAddress: number;
  emailsPending: number;
}

const DAY_MS = 24 * 3600 * 1000;
const subject = (uniqueId: string) => `Reminder: invoice ${uniqueId} from Demo Health Practice is unpaid`;

/**
 * What happens to an unpaid run when the api process stops while its reminders go out: the next start sends the
 * ones left pending, once each, and finishes the run. The crash is reproduced by storing a run the way the start
 * route does (startUnpaidRun) without sending anything, then setting its reminders as a stopped process leaves them.
 * Several api instances (buildApp) share one database here, as several processes share one server.
 */
describe.each(databaseKinds())('unpaid runs resumed at start-up (%s)', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let caller: Caller;
  const open = new Set<App>();

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => address.startsWith('refuse-') });
    database = await seededDatabase(kind);
    const { rows } = await database.db.query<Caller>(
      `select id, company_id as "companyId" from users where username = 'health.admin'`,
    );
    caller = rows[0]!;
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await database.dispose();
    await smtp.close();
  });

  /** One api process on the shared database; its start-up resumes what is left. */
  const startApi = async (): Promise<App> => {
    const config = loadConfig({
      jwtSecret: TEST_SECRET,
      dataDir: '/nonexistent',
      logLevel: 'silent',
      smtpUrl: smtp.url,
    });
    const app = await buildApp({ config, db: database.db, logger: false });
    open.add(app);
    await app.ready();
    return app;
  };
  /** Stops a process: closing waits for the reminders it is sending. */
  const stop = async (app: App) => {
    await app.close();
    open.delete(app);
  };

  /** Days such that about `n` of the oldest invoices still owing are older. */
  const daysForAbout = async (n: number) => {
    const { rows } = await database.db.query<{ invoiced: string }>(
      `select invoiced from invoices where company_id = $1 and status not in ('P', 'C') and amount_cents > paid_cents
        order by invoiced offset $2 limit 1`,
      [caller.companyId, n],
    );
    return Math.floor((Date.now() - Date.parse(rows[0]!.invoiced)) / DAY_MS);
  };
  /** The state a crash right after the start's transaction leaves: the run stored, every reminder pending or N. */
  const crashedRun = async (about: number) =>
    startUnpaidRun(database.db, { smtpUrl: smtp.url, mailFrom: 'test@folio.test' }, caller, await daysForAbout(about));

  const reminders = async (runId: number): Promise<Reminder[]> =>
    (
      await database.db.query<Reminder>(
        `select x.invoice_id as "invoiceId", i.unique_id as "uniqueId", nullif(trim(c.email), '') as email,
                x.email_status as "emailStatus", x.email_error as "emailError"
           from unpaid_run_invoices x join invoices i on i.id = x.invoice_id join clients c on c.id = i.client_id
          where x.unpaid_run_id = $1 order by x.invoice_id`,
        [runId],
      )
    ).rows;
  const finishedAt = async (runId: number) =>
    (await database.db.query<{ at: string | null }>('select finished_at as at from unpaid_runs where id = $1', [runId]))
      .rows[0]!.at;
  const setReminder = (runId: number, invoiceId: number, assignments: string) =>
    database.db.query(`update unpaid_run_invoices set ${assignments} where unpaid_run_id = $1 and invoice_id = $2`, [
      runId,
      invoiceId,
    ]);
  const mailSubjectsSince = (count: number) => smtp.messages.slice(count).map((m) => m.subject ?? '');
  /** The subjects the pending, never claimed reminders of these rows must arrive with: one each, refused ones none. */
  const expectedSubjects = (rows: Reminder[]) =>
    rows.filter((r) => r.emailStatus === 'P' && !r.email?.startsWith('refuse-')).map((r) => subject(r.uniqueId));
  const sorted = (values: string[]) => [...values].sort();

  it('sends the reminders a stopped process left pending, once each, reports every outcome and finishes the run', async () => {
    const runId = await crashedRun(10);
    const pending = (await reminders(runId)).filter((r) => r.emailStatus === 'P');
    expect(pending.length).toBeGreaterThanOrEqual(5);
    const [sentBefore, abandoned, refused] = pending as [Reminder, Reminder, Reminder];
    // Sent before the crash; claimed 10 minutes ago and never reported (the process died mid-send); a client whose
    // mail server refuses.
    await setReminder(runId, sentBefore.invoiceId, `email_status = 'S', claimed_at = now() - interval '1 hour'`);
    await setReminder(runId, abandoned.invoiceId, `claimed_at = now() - interval '10 minutes'`);
    await database.db.query(
      `update clients set email = 'refuse-' || id || '@example.test'
        where id = (select client_id from invoices where id = $1)`,
      [refused.invoiceId],
    );
    // A second run whose reminders had all gone out, stopped before it was marked finished.
    const doneRunId = await crashedRun(3);
    await database.db.query(
      `update unpaid_run_invoices set email_status = 'S' where unpaid_run_id = $1 and email_status = 'P'`,
      [doneRunId],
    );

    const before = await reminders(runId);
    const toSend = before.filter((r) => r.emailStatus === 'P' && r.invoiceId !== abandoned.invoiceId);
    const mailsBefore = smtp.messages.length;

    const app = await startApi();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'health.admin', password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
    const get = async <T>(url: string) => (await app.inject({ url, headers: { authorization } })).json<T>();
    let run = await get<RunBody>(`/api/unpaidrun/specific/${runId}`);
    for (let i = 0; i < 200 && run.status !== 'finished'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await get<RunBody>(`/api/unpaidrun/specific/${runId}`);
    }
    const info = await get<Reminder[]>(`/api/invoice1/${caller.companyId}/unpaidrun/invoiceinfo/${runId}`);
    await stop(app);

    // Exactly the reminders nobody had sent, one mail each (the refused one too, but the server said no).
    const refusedToSend = toSend.filter((r) => r.email?.startsWith('refuse-'));
    expect(refusedToSend.map((r) => r.invoiceId)).toContain(refused.invoiceId);
    expect(sorted(mailSubjectsSince(mailsBefore))).toEqual(sorted(expectedSubjects(toSend)));
    expect(smtp.messages.at(-1)?.attachments[0]?.contentType).toBe('application/pdf');

    const byId = new Map(info.map((r) => [r.invoiceId, r]));
    expect(byId.get(sentBefore.invoiceId)).toMatchObject({ emailStatus: 'S', emailError: null });
    expect(byId.get(abandoned.invoiceId)).toMatchObject({ emailStatus: 'F', emailError: INTERRUPTED_REMINDER });
    for (const r of refusedToSend) {
      expect(byId.get(r.invoiceId)).toMatchObject({
        emailStatus: 'F',
        emailError: expect.stringMatching(/550|does not exist/),
      });
    }
    for (const r of toSend.filter((x) => !x.email?.startsWith('refuse-'))) {
      expect(byId.get(r.invoiceId), r.uniqueId).toMatchObject({ emailStatus: 'S', emailError: null });
    }
    const withoutAddress = before.filter((r) => r.emailStatus === 'N').length;
    expect(run).toMatchObject({
      status: 'finished',
      emailsPending: 0,
      emailsWithoutAddress: withoutAddress,
      emailsFailed: refusedToSend.length + 1,
      emailsSent: toSend.length - refusedToSend.length + 1,
      invoiceCount: before.length,
    });
    expect(await finishedAt(doneRunId)).not.toBeNull();
  });

  it('a second start sends nothing again and changes nothing', async () => {
    const runs = (await database.db.query<{ id: number }>('select id from unpaid_runs order by id')).rows;
    const state = async () =>
      Promise.all(runs.map(async (r) => ({ reminders: await reminders(r.id), finishedAt: await finishedAt(r.id) })));
    const before = await state();
    expect(before.every((r) => r.finishedAt !== null)).toBe(true);
    const mailsBefore = smtp.messages.length;

    await stop(await startApi());

    expect(smtp.messages.length).toBe(mailsBefore);
    expect(await state()).toEqual(before);
  });

  it('two processes starting at once share the pending reminders: each is sent once', async () => {
    const runId = await crashedRun(8);
    const before = await reminders(runId);
    expect(before.filter((r) => r.emailStatus === 'P').length).toBeGreaterThanOrEqual(4);
    const mailsBefore = smtp.messages.length;

    const apps = await Promise.all([startApi(), startApi()]);
    await Promise.all(apps.map(stop));

    expect(sorted(mailSubjectsSince(mailsBefore))).toEqual(sorted(expectedSubjects(before)));
    const after = await reminders(runId);
    expect(after.filter((r) => r.emailStatus === 'P')).toEqual([]);
    expect(after.filter((r) => r.emailStatus === 'S').length).toBe(expectedSubjects(before).length);
    expect(await finishedAt(runId)).not.toBeNull();
  });

  it('leaves a reminder claimed moments ago to its process; once the claim is old, reports it failed, never resends', async () => {
    const runId = await crashedRun(5);
    const [live] = (await reminders(runId)).filter((r) => r.emailStatus === 'P') as [Reminder];
    await setReminder(runId, live.invoiceId, 'claimed_at = now()');
    const before = await reminders(runId);
    const mailsBefore = smtp.messages.length;

    await stop(await startApi());

    const others = before.filter((r) => r.invoiceId !== live.invoiceId);
    expect(sorted(mailSubjectsSince(mailsBefore))).toEqual(sorted(expectedSubjects(others)));
    const after = new Map((await reminders(runId)).map((r) => [r.invoiceId, r]));
    expect(after.get(live.invoiceId)).toMatchObject({ emailStatus: 'P', emailError: null });
    expect([...after.values()].filter((r) => r.emailStatus === 'P')).toHaveLength(1);
    expect(await finishedAt(runId)).toBeNull();

    // The claim outlives the lease: its process is gone, and whether the mail left is unknown.
    await setReminder(runId, live.invoiceId, `claimed_at = now() - interval '6 minutes'`);
    const mailsThen = smtp.messages.length;
    await stop(await startApi());

    expect(smtp.messages.length).toBe(mailsThen);
    expect((await reminders(runId)).find((r) => r.invoiceId === live.invoiceId)).toMatchObject({
      emailStatus: 'F',
      emailError: INTERRUPTED_REMINDER,
    });
    expect(await finishedAt(runId)).not.toBeNull();
  });
});
