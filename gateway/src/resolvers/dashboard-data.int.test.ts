import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

const toCents = (value: string | number | undefined) => Math.round(Number(value) * 100);

const TASKS = `asOf total counts { kind area state count amount }
  tasks { id kind area state entityId reference title detail amount since ownerId screen }`;

describe('dashboard data and subscription checkout through the gateway over a real api', () => {
  let stack: TestStack;
  let health: string;
  let business: string;
  let ids: { company: number; user: number; businessUser: number };
  beforeAll(async () => {
    stack = await startStack('pglite');
    health = await stack.signIn('health.admin');
    business = await stack.signIn('business.admin');
    const ping = async (auth: string) =>
      (await stack.api.app.inject({ url: '/api/user/ping', headers: { authorization: auth } })).json<{
        id: number;
        companyId: number;
      }>();
    const [h, b] = [await ping(health), await ping(business)];
    ids = { company: h.companyId, user: h.id, businessUser: b.id };
  });
  afterAll(() => stack.close());

  const rest = async <T>(path: string, auth = health) =>
    (await stack.api.app.inject({ url: path, headers: { authorization: auth } })).json<T>();

  it('answers figures per client and per product as the api counts them, in Decimal strings', async () => {
    const res = await stack.graphql<{
      clientFigures: { start: string; currencySymbol: string; rows: Array<Record<string, string>> };
      productFigures: { end: string; rows: Array<Record<string, string>> };
    }>(
      `query F($start: Date, $end: Date) {
        clientFigures(start: $start, end: $end) { start end currencySymbol rows { clientId name invoiced paid owed invoiceCount } }
        productFigures(start: $start, end: $end) { start end rows { productId name invoiced paid owed invoiceCount quantity } }
      }`,
      { start: '2026-01-01', end: '2026-06-30' },
      health,
    );
    expect(res.errors).toBeUndefined();
    const clients = await rest<{
      rows: Array<{ id: number; invoiced: number; paid: number; owed: number; count: number }>;
    }>(`/api/client1/data/clients/${ids.company}?start=2026-01-01&end=2026-06-30`);
    const { clientFigures, productFigures } = res.data!;
    expect(clientFigures).toMatchObject({ start: '2026-01-01', currencySymbol: 'R' });
    expect(clientFigures.rows.length).toBe(clients.rows.length);
    expect(clientFigures.rows.length).toBeGreaterThan(0);
    clientFigures.rows.forEach((row, i) => {
      const expected = clients.rows[i]!;
      expect(row).toMatchObject({ clientId: String(expected.id), invoiceCount: expected.count });
      expect([row.invoiced, row.paid, row.owed].map(toCents)).toEqual(
        [expected.invoiced, expected.paid, expected.owed].map(toCents),
      );
      expect(row.owed).toMatch(/^-?\d+\.\d{2}$/);
      expect(toCents(row.owed)).toBe(toCents(row.invoiced) - toCents(row.paid));
    });
    expect(productFigures.end).toBe('2026-06-30');
    expect(productFigures.rows.length).toBeGreaterThan(0);
    for (const row of productFigures.rows) expect(toCents(row.owed)).toBe(toCents(row.invoiced) - toCents(row.paid));
  });

  it('lists the company’s tasks and one user’s, with GraphQL enums and the screen to open', async () => {
    const res = await stack.graphql<{
      financeTasks: {
        total: number;
        counts: Array<{ kind: string; count: number }>;
        tasks: Array<{
          id: string;
          kind: string;
          entityId: string;
          screen: string;
          area: 'INVOICES' | 'CLAIMS' | 'RUNS' | 'MAIL';
        }>;
      };
      todo: { total: number };
      waiting: { total: number };
    }>(
      `{ financeTasks(limit: 20) { ${TASKS} }
         todo: userTasks(state: TODO) { ${TASKS} }
         waiting: userTasks(state: WAITING, area: CLAIMS) { ${TASKS} } }`,
      {},
      health,
    );
    expect(res.errors).toBeUndefined();
    const all = await rest<{ total: number; counts: Array<{ kind: string; count: number }> }>(
      `/api/data/tasks/${ids.company}`,
    );
    const { financeTasks, todo, waiting } = res.data!;
    expect(financeTasks.total).toBe(all.total);
    expect(financeTasks.total).toBeGreaterThan(0);
    const kinds = Object.fromEntries(
      all.counts.map((c) => [
        c.kind
          .replace(/([a-z])([A-Z])/g, '$1_$2')
          .replace('.', '_')
          .toUpperCase(),
        c.count,
      ]),
    );
    expect(Object.fromEntries(financeTasks.counts.map((c) => [c.kind, c.count]))).toEqual(kinds);
    for (const task of financeTasks.tasks) {
      expect(task.id).toBe(`${task.kind}:${task.entityId}`);
      expect(task.screen).toBe(
        {
          INVOICES: '/commonFinancialInvoices',
          CLAIMS: '/healthFinancialClaims',
          RUNS: task.kind.startsWith('BILLING') ? '/commonFinancialBillingRuns' : '/commonFinancialUnpaidRuns',
          MAIL: '/commonFinancialUnpaidRuns',
        }[task.area],
      );
    }
    const mine = await rest<{ total: number }>(`/api/data/tasks/user/${ids.company}/${ids.user}/all`);
    expect(todo.total).toBe(mine.total);
    const claims = await rest<{ total: number }>(`/api/data/tasks/process/user/${ids.company}/${ids.user}/claims`);
    expect(waiting.total).toBe(claims.total);
  });

  it('answers a user’s month of work, refuses another company’s user and a malformed month', async () => {
    const res = await stack.graphql<{ userPerformance: Record<string, unknown> }>(
      `{ userPerformance(month: "2026-03") { userId month start end paymentsCount paymentsAmount writeOffsAmount billingRuns } }`,
      {},
      health,
    );
    expect(res.errors).toBeUndefined();
    const expected = await rest<Record<string, number>>(
      `/api/data/tasks/performance/user/${ids.company}/${ids.user}/2026-03`,
    );
    expect(res.data!.userPerformance).toMatchObject({
      userId: String(ids.user),
      month: '2026-03',
      start: '2026-03-01',
      end: '2026-03-31',
      paymentsCount: expected.paymentsCount,
      billingRuns: expected.billingRuns,
    });
    expect(toCents(res.data!.userPerformance.paymentsAmount as string)).toBe(toCents(expected.paymentsAmount));

    for (const query of [
      `query O($u: ID!) { userTasks(userId: $u, state: TODO) { total } }`,
      `query O($u: ID!) { userPerformance(userId: $u, month: "2026-03") { month } }`,
    ]) {
      const other = await stack.graphql(query, { u: String(ids.businessUser) }, health);
      expect(other.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    }
    const bad = await stack.graphql(`{ userPerformance(month: "2026-13") { month } }`, {}, health);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('opens a sandbox checkout for a new subscription without sign-in, and for the company with it', async () => {
    const fresh = await stack.graphql<{ startNewSubscriptionCheckout: Record<string, unknown> }>(
      `mutation { startNewSubscriptionCheckout(plan: PRACTICE, interval: MONTH) {
        provider providerName sandbox existing sessionId url expiresAt plan interval amount currency } }`,
    );
    expect(fresh.errors).toBeUndefined();
    const checkout = fresh.data!.startNewSubscriptionCheckout;
    expect(checkout).toMatchObject({
      provider: 'sandbox',
      sandbox: true,
      existing: false,
      plan: 'PRACTICE',
      interval: 'MONTH',
      amount: '49.00',
      currency: 'USD',
    });
    expect(new URL(checkout.url as string).searchParams.get('session_id')).toBe(checkout.sessionId);

    const existing = `mutation { startSubscriptionCheckout(plan: BUSINESS, interval: YEAR) { existing plan amount } }`;
    const anonymous = await stack.graphql(existing);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signed = await stack.graphql<{ startSubscriptionCheckout: Record<string, unknown> }>(existing, {}, business);
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.startSubscriptionCheckout).toEqual({ existing: true, plan: 'BUSINESS', amount: '990.00' });

    const unknown = await stack.graphql(
      `mutation { startNewSubscriptionCheckout(provider: "nowhere", plan: SOLO, interval: MONTH) { url } }`,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
