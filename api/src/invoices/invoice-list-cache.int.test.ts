import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../test/helpers.ts';
import { session, type Session } from '../../test/finance-fixtures.ts';

interface Page {
  data: Array<{ id: number; description: string }>;
  totalElements: number;
}

describe.each(databaseKinds())('kept answers of narrowed invoice lists (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;

  const list = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await api.app.inject({
      url: `/api/invoice1/all/lazyloading/${health.companyId}?${qs}`,
      headers: { authorization: health.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  /** The statements the api runs while `work` does. */
  const statementsDuring = async (work: () => Promise<unknown>) => {
    const spy = vi.spyOn(api.db, 'query');
    try {
      await work();
      return spy.mock.calls.map(([sql]) => sql);
    } finally {
      spy.mockRestore();
    }
  };
  const version = async (companyId: number) =>
    (
      await api.db.query<{ version: number }>('select version from invoice_list_versions where company_id = $1', [
        companyId,
      ])
    ).rows[0]?.version;
  const anInvoice = async () =>
    (
      await api.db.query<{ id: number; clientId: number; practitionerId: number }>(
        `select id, client_id as "clientId", practitioner_id as "practitionerId" from invoices
          where company_id = $1 and practitioner_id is not null order by id limit 1`,
        [health.companyId],
      )
    ).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  it('answers a narrowed list again without counting or sorting, and reads its rows again', async () => {
    const query = { search: 'a', sortField: 'amount', sortOrder: 'asc', page: 2, size: 25 };
    const first = await list(query);
    expect(first.totalElements).toBeGreaterThan(50);

    let again: Page | undefined;
    const statements = await statementsDuring(async () => (again = await list(query)));
    expect(again).toEqual(first);
    expect(statements.filter((sql) => sql.includes('count(*)::int as n'))).toEqual([]);
    expect(statements.filter((sql) => sql.includes('order by i.amount_cents'))).toEqual([]);
    // The version, then the page's rows by their kept ids.
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('from invoice_list_versions');
  });

  it('keeps nothing for an unnarrowed list, which needs no version', async () => {
    const statements = await statementsDuring(() => list({ sortField: 'amount' }));
    expect(statements.some((sql) => sql.includes('invoice_list_versions'))).toBe(false);
    expect(statements.some((sql) => sql.includes('order by i.amount_cents'))).toBe(true);
  });

  it('sees an invoice changed by any code path at once', async () => {
    expect((await list({ search: 'zebracorn' })).totalElements).toBe(0);
    const invoice = await anInvoice();
    await api.db.query(`update invoices set description = 'Zebracorn follow-up' where id = $1`, [invoice.id]);
    const found = await list({ search: 'zebracorn' });
    expect(found.totalElements).toBe(1);
    expect(found.data.map((row) => [row.id, row.description])).toEqual([[invoice.id, 'Zebracorn follow-up']]);

    await api.db.query(`update invoices set description = 'Consultation' where id = $1`, [invoice.id]);
    expect((await list({ search: 'zebracorn' })).totalElements).toBe(0);
  });

  it('sees a client renamed, so a search by the new name finds the client’s invoices', async () => {
    const { clientId } = await anInvoice();
    expect((await list({ search: 'quokkason' })).totalElements).toBe(0);
    await api.db.query(`update clients set last_name = 'Quokkason' where id = $1`, [clientId]);
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from invoices where client_id = $1', [
      clientId,
    ]);
    expect((await list({ search: 'quokkason' })).totalElements).toBe(rows[0]!.n);
  });

  it('sees a practitioner renamed, for a filter on the practitioner’s name', async () => {
    const { practitionerId } = await anInvoice();
    const filters = JSON.stringify({ practitionerName: { value: 'wombatley', matchMode: 'contains' } });
    expect((await list({ filters })).totalElements).toBe(0);
    await api.db.query(`update users set first_name = 'Wombatley' where id = $1`, [practitionerId]);
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from invoices where practitioner_id = $1',
      [practitionerId],
    );
    expect((await list({ filters })).totalElements).toBe(rows[0]!.n);
  });

  it('sees a new claim, in the order by number of claims', async () => {
    const query = { search: 'a', sortField: 'numberOfClaims', sortOrder: 'desc', size: 5 };
    const before = await list(query);
    const last = before.data.at(-1)!.id;
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from claims where invoice_id = $1', [
      before.data[0]!.id,
    ]);
    for (let claim = 0; claim <= rows[0]!.n; claim += 1) {
      await api.db.query(
        `insert into claims (company_id, invoice_id, unique_id, submission_method) values ($1, $2, $3, 'E')`,
        [health.companyId, last, `CLM-CACHE-${claim}`],
      );
    }
    expect((await list(query)).data[0]!.id).toBe(last);
  });

  it('sees a deleted invoice, and not a change that was rolled back', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `insert into invoices (company_id, unique_id, client_id, status, invoiced, description)
       select company_id, 'INV-CACHE-1', client_id, 'I', now(), 'Platypus review' from invoices where id = $1
       returning id`,
      [(await anInvoice()).id],
    );
    expect((await list({ search: 'platypus' })).totalElements).toBe(1);

    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('delete from invoices where id = $1', [rows[0]!.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await list({ search: 'platypus' })).totalElements).toBe(1);

    await api.db.query('delete from invoices where id = $1', [rows[0]!.id]);
    expect((await list({ search: 'platypus' })).totalElements).toBe(0);
  });

  it('stamps the companies a transaction touched when it commits, once each', async () => {
    const healthBefore = await version(health.companyId);
    const businessBefore = await version(business.companyId);
    expect(healthBefore).toBeDefined();
    expect(businessBefore).toBeDefined();
    const during = await api.db.transaction(async (tx) => {
      await tx.query(`update invoices set description = description where company_id = $1`, [health.companyId]);
      await tx.query(`update clients set email = email where company_id = $1`, [health.companyId]);
      const { rows } = await tx.query<{ version: number; txid: number; noted: string }>(
        `select v.version, pg_current_xact_id()::text::bigint as txid,
                (select string_agg(company_id::text, ',') from invoice_list_changes
                  where xid = pg_current_xact_id()::text::bigint) as noted
           from invoice_list_versions v where v.company_id = $1`,
        [health.companyId],
      );
      return rows[0]!;
    });
    expect(during.version).toBe(healthBefore);
    expect(during.noted).toBe(String(health.companyId));
    expect(await version(health.companyId)).toBe(during.txid);
    expect(await version(business.companyId)).toBe(businessBefore);
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from invoice_list_changes');
    expect(rows[0]!.n).toBe(0);
  });

  // Two connections are needed for two open transactions: PostgreSQL only (PGlite has one).
  it.runIf(kind === 'postgres')(
    'lets two writers of one company lock each other’s invoices without a deadlock',
    async () => {
      const [first, second] = (
        await api.db.query<{ id: number }>('select id from invoices where company_id = $1 order by id limit 2', [
          health.companyId,
        ])
      ).rows.map((row) => row.id);
      let secondLocked!: () => void;
      const secondHasLocked = new Promise<void>((resolve) => (secondLocked = resolve));
      let firstWrote!: () => void;
      const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));

      // The first changes one invoice, then locks the second; the second locks the second invoice,
      // waits for the first's change, then changes it. Each waits for the other's lock at most once.
      const writer1 = api.db.transaction(async (tx) => {
        await tx.query(`update invoices set description = description where id = $1`, [first]);
        firstWrote();
        await secondHasLocked;
        await tx.query('select id from invoices where id = $1 for update', [second]);
      });
      const writer2 = api.db.transaction(async (tx) => {
        await tx.query('select id from invoices where id = $1 for update', [second]);
        secondLocked();
        await firstHasWritten;
        await tx.query(`update invoices set description = description where id = $1`, [second]);
      });
      await expect(Promise.all([writer1, writer2])).resolves.toBeDefined();
    },
  );

  it('forgets every stamp on a truncate, so nothing is kept until the next change', async () => {
    const remaining = await api.db
      .transaction(async (tx) => {
        await tx.query('truncate claims cascade');
        const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from invoice_list_versions');
        throw Object.assign(new Error('roll back the truncate'), { remaining: rows[0]!.n });
      })
      .catch((error: { remaining: number }) => error.remaining);
    expect(remaining).toBe(0);

    await api.db.query('delete from invoice_list_versions where company_id = $1', [health.companyId]);
    const query = { search: 'a', sortField: 'amount' };
    await list(query);
    const statements = await statementsDuring(() => list(query));
    expect(statements.filter((sql) => sql.includes('count(*)::int as n'))).toHaveLength(1);

    await api.db.query(`update invoices set status = status where company_id = $1`, [health.companyId]);
    expect(await version(health.companyId)).toBeDefined();
  });
});
