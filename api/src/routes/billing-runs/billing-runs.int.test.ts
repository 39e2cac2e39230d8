import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  billingRunCounts,
  failBillingRunAt,
  insertClient,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

type Method = 'GET' | 'POST';

interface PlanAnswer {
  periodStart: string;
  periodEnd: string;
  invoices: Array<{
    clientId: number;
    planId: number;
    planName: string;
    amount: number;
    lineCount: number;
    billedFor: string;
    billedFrom: string;
    billedTo: string;
  }>;
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
  const counts = () => billingRunCounts(api);

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
    // The demo data billed yearly plans for 2026 and some quarterly ones into 2026 Q3 already.
    for (const s of planned.skipped) {
      expect(s.reason).toMatch(
        /^(yearly plan already billed for 2026|quarterly plan already billed for 2026 Q3) \(invoice INV-\d{6}\)$/,
      );
    }
    for (const p of planned.invoices) {
      expect([p.billedFor, p.billedFrom, p.billedTo]).toEqual(
        p.planName.startsWith('Quarterly')
          ? ['2026 Q3', '2026-07-01', '2026-09-30']
          : ['August 2026', '2026-08-01', '2026-08-31'],
      );
    }
    expect(await counts()).toEqual(before);

    const res = await start('2026-08-01', '2026-08-31');
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json<StartAnswer>();
    expect(first.run).toMatchObject({ invoiceCount: planned.invoices.length, total: planned.total, paid: 0 });
    expect(first.invoiceIds).toHaveLength(planned.invoices.length);
    const after = await counts();
    expect(after.invoices).toBe(before.invoices + planned.invoices.length);
    expect(after.runs).toBe(before.runs + 1);

    // Each invoice is the plan's items for the client, marked with the run, plan and the span it bills.
    const { rows } = await api.db.query<{
      client_id: number;
      billing_plan_id: number;
      amount_cents: number;
      start: string;
      end: string;
      description: string;
    }>(
      `select client_id, billing_plan_id, amount_cents, billing_period_start as start, billing_period_end as "end",
              description
         from invoices where billing_run_id = $1 order by id`,
      [first.run!.id],
    );
    expect(
      rows.map((r) => [r.client_id, r.billing_plan_id, r.amount_cents / 100, r.start, r.end, r.description]),
    ).toEqual(
      planned.invoices.map((p) => [
        p.clientId,
        p.planId,
        p.amount,
        p.billedFrom,
        p.billedTo,
        `${p.planName}: ${p.billedFor}`,
      ]),
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
    expect(second.skipped).toHaveLength(planned.invoices.length + planned.skipped.length);
    const byRun = new Map(second.skipped.map((s) => [`${s.clientId}:${s.planId}`, s.reason]));
    for (const p of planned.invoices) {
      expect(byRun.get(`${p.clientId}:${p.planId}`)).toBe(
        `${p.planName.startsWith('Quarterly') ? 'quarterly' : 'monthly'} plan already billed for ${p.billedFor} ` +
          '(billing run of 2026-08-01 to 2026-08-31)',
      );
    }
    expect(await counts()).toEqual(after);
  });

  it('bills each plan by its frequency: weeks, a month, a quarter, a year, once', async () => {
    const frequencies = ['W', 'M', 'Q', 'Y', 'O'] as const;
    type Frequency = (typeof frequencies)[number];
    const costs: Record<Frequency, number[]> = { W: [350], M: [120, 80], Q: [300], Y: [1200], O: [150] };
    const clientOf = new Map<number, Frequency>();
    for (const frequency of frequencies) {
      const created = await call(health, 'POST', `/api/billingplan/${health.companyId}`, {
        name: `Frequency ${frequency} plan`,
        frequency,
        items: costs[frequency].map((unitCost, i) => ({
          description: `${frequency} item ${i + 1}`,
          quantity: 1,
          unitCost,
        })),
      });
      expect(created.statusCode, created.body).toBe(201);
      const clientId = await insertClient(api, health.companyId, { lastName: `Frequency${frequency}` });
      await api.db.query(
        `insert into client_billing_plans (company_id, client_id, billing_plan_id, start_date) values ($1, $2, $3, $4)`,
        [
          health.companyId,
          clientId,
          created.json<{ id: number }>().id,
          frequency === 'O' ? '2027-07-20' : '2027-01-01',
        ],
      );
      clientOf.set(clientId, frequency);
    }
    const mine = <T extends { clientId: number }>(rows: T[]) =>
      Object.fromEntries(rows.filter((r) => clientOf.has(r.clientId)).map((r) => [clientOf.get(r.clientId)!, r]));
    const billed = (answer: PlanAnswer) =>
      Object.fromEntries(
        Object.entries(mine(answer.invoices)).map(([f, i]) => [
          f,
          [i.billedFor, i.billedFrom, i.billedTo, i.amount, i.lineCount],
        ]),
      );
    const reasons = (answer: PlanAnswer) =>
      Object.fromEntries(Object.entries(mine(answer.skipped)).map(([f, s]) => [f, s.reason]));

    // July 2027 (1 July is a Thursday): five ISO weeks overlap it, from the week of Monday 28 June.
    const july = (await preview('2027-07-01', '2027-07-31')).json<PlanAnswer>();
    expect(billed(july)).toEqual({
      W: ['weeks of 2027-06-28 to 2027-07-26', '2027-06-28', '2027-08-01', 1750, 5],
      M: ['July 2027', '2027-07-01', '2027-07-31', 200, 2],
      Q: ['2027 Q3', '2027-07-01', '2027-09-30', 300, 1],
      Y: ['2027', '2027-01-01', '2027-12-31', 1200, 1],
      O: ['one-off', '2027-07-20', '2027-07-20', 150, 1],
    });
    expect(reasons(july)).toEqual({});
    const julyRun = await start('2027-07-01', '2027-07-31');
    expect(julyRun.statusCode, julyRun.body).toBe(201);
    const weekly = [...clientOf].find(([, f]) => f === 'W')![0];
    const { rows: lines } = await api.db.query<{ description: string; amount_cents: number }>(
      `select c.description, c.amount_cents from invoice_components c join invoices i on i.id = c.invoice_id
        where i.client_id = $1 and i.billing_run_id = $2 order by c.position, c.id`,
      [weekly, julyRun.json<StartAnswer>().run!.id],
    );
    expect(lines).toEqual(
      ['2027-06-28', '2027-07-05', '2027-07-12', '2027-07-19', '2027-07-26'].map((monday) => ({
        description: `W item 1 (week of ${monday})`,
        amount_cents: 35_000,
      })),
    );

    // August: the week of 26 July was billed in July; the quarter, the year and the one-off charge too.
    const august = (await preview('2027-08-01', '2027-08-31')).json<PlanAnswer>();
    expect(billed(august)).toEqual({
      W: ['weeks of 2027-08-02 to 2027-08-30', '2027-08-02', '2027-09-05', 1750, 5],
      M: ['August 2027', '2027-08-01', '2027-08-31', 200, 2],
    });
    const byJuly = '(billing run of 2027-07-01 to 2027-07-31)';
    expect(reasons(august)).toEqual({
      Q: `quarterly plan already billed for 2027 Q3 ${byJuly}`,
      Y: `yearly plan already billed for 2027 ${byJuly}`,
      O: `one-off plan already billed ${byJuly}`,
    });

    // A run over two quarters (no August run was made): the months and the quarter not yet billed.
    const spanning = await start('2027-09-15', '2027-10-14');
    expect(spanning.statusCode, spanning.body).toBe(201);
    const across = spanning.json<StartAnswer>();
    expect(billed(across)).toEqual({
      W: ['weeks of 2027-09-13 to 2027-10-11', '2027-09-13', '2027-10-17', 1750, 5],
      M: ['September 2027 to October 2027', '2027-09-01', '2027-10-31', 400, 4],
      Q: ['2027 Q4', '2027-10-01', '2027-12-31', 300, 1],
    });
    expect(Object.keys(reasons(across)).sort()).toEqual(['O', 'Y']);
    const again = (await start('2027-09-15', '2027-10-14')).json<StartAnswer>();
    expect(again.run).toBeNull();
    expect(reasons(again).M).toBe(
      'monthly plan already billed for September 2027 to October 2027 (billing run of 2027-09-15 to 2027-10-14)',
    );
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

  it('refuses a period that overlaps an earlier run’s without being the same (409), storing nothing', async () => {
    const first = await start('2028-03-01', '2028-03-31');
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts();
    for (const [s, e] of [
      ['2028-03-15', '2028-04-14'],
      ['2028-02-01', '2028-03-01'],
      ['2028-03-10', '2028-03-20'],
      ['2028-01-01', '2028-12-31'],
    ]) {
      const started = await start(s!, e!);
      expect(started.statusCode, `${s}..${e}`).toBe(409);
      expect(started.json<{ detail: string }>().detail).toBe(
        `The period ${s} to ${e} overlaps the billing run of 2028-03-01 to 2028-03-31: ` +
          'choose a period that does not overlap it, or run that same period again',
      );
      expect((await preview(s!, e!)).statusCode, `${s}..${e}`).toBe(409);
    }
    expect(await counts()).toEqual(before);
    // The same period again is not an overlap: it bills what is left (nothing) and says why.
    const again = await start('2028-03-01', '2028-03-31');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StartAnswer>().run).toBeNull();
    // Nor is the next month.
    expect((await preview('2028-04-01', '2028-04-30')).statusCode).toBe(200);
  });

  it('stores nothing when a run fails inside its first chunk (its first transaction)', async () => {
    const planned = (await preview('2026-10-01', '2026-10-31')).json<PlanAnswer>();
    expect(planned.invoices.length).toBeGreaterThan(2);
    const victim = planned.invoices[2]!.clientId;
    // A failure on the third client's invoice, after two invoices have been written.
    const removeFailure = await failBillingRunAt(api, victim);
    const before = await counts();
    const failed = await start('2026-10-01', '2026-10-31');
    expect(failed.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
    await removeFailure();
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
