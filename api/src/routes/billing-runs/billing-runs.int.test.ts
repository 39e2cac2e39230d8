import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';

type Method = 'GET' | 'POST';

interface PlanAnswer {
  periodStart: string;
  periodEnd: string;
  invoices: Array<{ clientId: number; planId: number; amount: number; lineCount: number }>;
  skipped: Array<{ clientId: number; planId: number; reason: string }>;
  total: number;
}
interface StartAnswer extends PlanAnswer {
  run: { id: number; invoiceCount: number; total: number; paid: number; skippedCount: number } | null;
  invoiceIds: number[];
}

describe.each(databaseKinds())('billing runs (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;

  const call = (s: Session, method: Method, url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: s.auth }, ...(payload ? { payload } : {}) });
  const preview = (periodStart: string, periodEnd: string) =>
    call(health, 'POST', `/api/billingrun/preview/${health.companyId}`, { periodStart, periodEnd });
  const start = (periodStart: string, periodEnd: string, s = health) =>
    call(s, 'POST', `/api/billingrun/${s.companyId}`, { periodStart, periodEnd });
  const counts = async () =>
    (
      await api.db.query<{ invoices: number; runs: number; components: number; audits: number }>(
        `select (select count(*) from invoices)::int as invoices, (select count(*) from billing_runs)::int as runs,
                (select count(*) from invoice_components)::int as components,
                (select count(*) from audit_log)::int as audits`,
      )
    ).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    folio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  it('previews without storing, runs once, and a second run creates nothing and reports every client skipped', async () => {
    const before = await counts();
    const planned = (await preview('2026-08-01', '2026-08-31')).json<PlanAnswer>();
    expect(planned.invoices.length).toBeGreaterThan(3);
    expect(planned.skipped).toEqual([]);
    expect(await counts()).toEqual(before);

    const res = await start('2026-08-01', '2026-08-31');
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<StartAnswer>();
    expect(first.run).toMatchObject({ invoiceCount: planned.invoices.length, total: planned.total, paid: 0 });
    expect(first.invoiceIds).toHaveLength(planned.invoices.length);
    const after = await counts();
    expect(after.invoices).toBe(before.invoices + planned.invoices.length);
    expect(after.runs).toBe(before.runs + 1);

    // Each invoice is the plan's items for the client, marked with the run, plan and period.
    const { rows } = await api.db.query<{
      client_id: number;
      billing_plan_id: number;
      amount_cents: number;
      start: string;
    }>(
      `select client_id, billing_plan_id, amount_cents, billing_period_start as start from invoices
        where billing_run_id = $1 order by id`,
      [first.run!.id],
    );
    expect(rows.map((r) => [r.client_id, r.billing_plan_id, r.amount_cents / 100, r.start])).toEqual(
      planned.invoices.map((p) => [p.clientId, p.planId, p.amount, '2026-08-01']),
    );

    const runInvoices = (
      await call(health, 'GET', `/api/invoice1/${health.companyId}/billingrun/${first.run!.id}`)
    ).json<Array<{ id: number }>>();
    expect(runInvoices.map((i) => i.id).sort((a, b) => a - b)).toEqual([...first.invoiceIds].sort((a, b) => a - b));
    const info = (
      await call(health, 'GET', `/api/invoice1/${health.companyId}/billingrun/invoiceinfo/${first.run!.id}`)
    ).json<{ invoiceCount: number; amount: number; due: number; byStatus: Array<{ status: string; count: number }> }>();
    expect(info).toMatchObject({ invoiceCount: planned.invoices.length, amount: planned.total, due: planned.total });
    expect(info.byStatus).toEqual([expect.objectContaining({ status: 'I', count: planned.invoices.length })]);
    const listed = (await call(health, 'GET', `/api/billingrun/${health.companyId}`)).json<Array<{ id: number }>>();
    expect(listed[0]!.id).toBe(first.run!.id);

    const again = await start('2026-08-01', '2026-08-31');
    expect(again.statusCode).toBe(200);
    const second = again.json<StartAnswer>();
    expect(second.run).toBeNull();
    expect(second.invoices).toEqual([]);
    expect(second.skipped).toHaveLength(planned.invoices.length);
    expect(second.skipped[0]!.reason).toBe('already billed by the billing run of 2026-08-01 to 2026-08-31');
    expect(await counts()).toEqual(after);

    // An overlapping period skips the clients billed by the earlier run.
    const overlap = (await start('2026-08-15', '2026-09-14')).json<StartAnswer>();
    expect(overlap.run).toBeNull();
    expect(overlap.skipped.map((s) => s.clientId).sort()).toEqual(planned.invoices.map((p) => p.clientId).sort());
    expect(await counts()).toEqual(after);
  });

  it('refuses an empty period, an end before the start and a period over a year (400), storing nothing', async () => {
    const before = await counts();
    for (const [s, e] of [
      ['', ''],
      ['2026-09-30', '2026-09-01'],
      ['2026-02-30', '2026-03-01'],
      ['2026-01-01', '2027-06-01'],
    ]) {
      expect((await start(s!, e!)).statusCode, `${s}..${e}`).toBe(400);
      expect((await preview(s!, e!)).statusCode, `${s}..${e}`).toBe(400);
    }
    expect((await start('2026-09-30', '2026-09-01')).json<{ detail: string }>().detail).toBe(
      'The period ends (2026-09-01) before it starts (2026-09-30)',
    );
    expect(await counts()).toEqual(before);
  });

  it('stores nothing when a run fails midway (one transaction)', async () => {
    const planned = (await preview('2026-10-01', '2026-10-31')).json<PlanAnswer>();
    expect(planned.invoices.length).toBeGreaterThan(2);
    const victim = planned.invoices[2]!.clientId;
    // A failure on the third client's invoice, after two invoices have been written.
    await api.db.exec(`
      create function fail_billing_run() returns trigger language plpgsql as $$
      begin
        if new.billing_run_id is not null and new.client_id = ${victim} then
          raise exception 'forced failure for the test';
        end if;
        return new;
      end $$;
      create trigger fail_billing_run before update on invoices for each row execute function fail_billing_run();
    `);
    const before = await counts();
    const failed = await start('2026-10-01', '2026-10-31');
    expect(failed.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
    await api.db.exec('drop trigger fail_billing_run on invoices; drop function fail_billing_run();');
    const ok = await start('2026-10-01', '2026-10-31');
    expect(ok.statusCode).toBe(201);
    expect(ok.json<StartAnswer>().run?.invoiceCount).toBe(planned.invoices.length);
  });

  it('answers 404 for another company’s runs and company id, changing nothing', async () => {
    const theirs = (await start('2026-11-01', '2026-11-30', folio)).json<StartAnswer>();
    expect(theirs.run).not.toBeNull();
    const before = await counts();
    const f = folio.companyId;
    for (const [method, url, payload] of [
      ['GET', `/api/billingrun/${f}`],
      ['GET', `/api/billingrun/specific/${theirs.run!.id}`],
      ['POST', `/api/billingrun/preview/${f}`, { periodStart: '2026-12-01', periodEnd: '2026-12-31' }],
      ['POST', `/api/billingrun/${f}`, { periodStart: '2026-12-01', periodEnd: '2026-12-31' }],
      ['GET', `/api/invoice1/${f}/billingrun/${theirs.run!.id}`],
      ['GET', `/api/invoice1/${health.companyId}/billingrun/${theirs.run!.id}`],
      ['GET', `/api/invoice1/${f}/billingrun/invoiceinfo/${theirs.run!.id}`],
      ['GET', `/api/invoice1/${health.companyId}/billingrun/invoiceinfo/${theirs.run!.id}`],
    ] as Array<[Method, string, object?]>) {
      const res = await call(health, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await counts()).toEqual(before);
  });
});
