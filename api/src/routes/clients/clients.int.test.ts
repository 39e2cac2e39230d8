import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, LINE, session, type Session } from '../../../test/finance-fixtures.ts';

interface ClientJson {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  active: boolean;
  dateOfBirth: string | null;
  [key: string]: unknown;
}
interface PageJson {
  total: number;
  offset: number;
  limit: number;
  clients: ClientJson[];
}

describe.each(databaseKinds())('clients (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  let health: Session;
  const inject = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    api.app.inject({ method, url, headers: { authorization: who.auth }, ...(payload ? { payload } : {}) });
  const create = async (who: Session, payload: Record<string, unknown>) => {
    const res = await inject(who, 'POST', `/api/client1/${who.companyId}`, payload);
    if (res.statusCode !== 201) throw new Error(`create client: ${res.statusCode} ${res.body}`);
    return res.json<ClientJson>();
  };
  const list = async (who: Session, query = '') =>
    (await inject(who, 'GET', `/api/client1/${who.companyId}${query}`)).json<PageJson>();

  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('creates, reads, updates, archives and restores a client, trimmed, with audit rows', async () => {
    const client = await create(health, {
      firstName: '  Zoë ',
      lastName: 'Quixmartin ',
      email: ' zoe.q@example.test ',
      phone: '',
      dateOfBirth: '1961-02-28',
      medicalAidName: 'Discovery Health',
      medicalAidNumber: 'QX-4411',
    });
    expect(client).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Quixmartin',
      name: 'Zoë Quixmartin',
      email: 'zoe.q@example.test',
      phone: null,
      dateOfBirth: '1961-02-28',
      medicalAidNumber: 'QX-4411',
      active: true,
    });
    expect((await inject(health, 'GET', `/api/client1/specific/${client.id}`)).json()).toEqual(client);

    const updated = await inject(health, 'PUT', `/api/client1/${client.id}`, {
      firstName: 'Zoe',
      lastName: 'Quixmartin',
      email: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Zoe', email: null, dateOfBirth: null, active: true });

    const archived = await inject(health, 'PUT', `/api/client1/active/${client.id}`, { active: false });
    expect(archived.json()).toMatchObject({ active: false });
    // Archiving twice changes nothing and writes no second audit row.
    await inject(health, 'PUT', `/api/client1/active/${client.id}`, { active: false });
    expect((await list(health, '?search=quixmartin')).clients).toEqual([]);
    const withArchived = await list(health, '?search=quixmartin&includeArchived=true');
    expect(withArchived.clients.map((c) => [c.id, c.active])).toEqual([[client.id, false]]);
    expect((await inject(health, 'GET', `/api/client1/specific/${client.id}`)).json()).toMatchObject({ active: false });
    await inject(health, 'PUT', `/api/client1/active/${client.id}`, { active: true });
    expect((await list(health, '?search=quixmartin')).clients.map((c) => c.id)).toEqual([client.id]);

    const audit = await api.db.query<{ action: string; after: unknown }>(
      `select action, after from audit_log where entity = 'client' and entity_id = $1 order by id`,
      [client.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('searches name (either order), email, id number and medical aid number, case-insensitively, wildcards literal', async () => {
    const a = await create(folio, {
      firstName: 'Hermione',
      lastName: 'Vantablack',
      email: 'H.V@Example.test',
      idNumber: '8001015009087',
      medicalAidNumber: 'MX%55-1',
    });
    const b = await create(folio, { firstName: 'Ulric', lastName: 'Vantablack' });
    const ids = async (search: string) =>
      (await list(folio, `?search=${encodeURIComponent(search)}`)).clients.map((c) => c.id);
    expect(await ids('VANTABLACK')).toEqual([a.id, b.id]);
    expect(await ids('hermione vanta')).toEqual([a.id]);
    expect(await ids('vantablack ulric')).toEqual([b.id]);
    expect(await ids('h.v@example')).toEqual([a.id]);
    expect(await ids('80010150')).toEqual([a.id]);
    expect(await ids('mx%55')).toEqual([a.id]);
    expect(await ids('mx%5_')).toEqual([]);
  });

  it('pages by last and first name with the total', async () => {
    for (const first of ['Cara', 'Abe', 'Bea']) await create(folio, { firstName: first, lastName: 'Pagewright' });
    const first = await list(folio, '?search=pagewright&limit=2');
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(first.clients.map((c) => c.firstName)).toEqual(['Abe', 'Bea']);
    const second = await list(folio, '?search=pagewright&limit=2&offset=2');
    expect(second.clients.map((c) => c.firstName)).toEqual(['Cara']);
    expect((await list(folio)).limit).toBe(25);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1']) {
      expect((await inject(folio, 'GET', `/api/client1/${folio.companyId}${query}`)).statusCode, query).toBe(400);
    }
  });

  it('refuses blank names, bad emails, bad or future birth dates and too-long values (400 naming the field)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '  ', lastName: 'X' }, 'firstName'],
      [{ firstName: 'A', lastName: '' }, 'lastName'],
      [{ firstName: 'A', lastName: 'B', email: 'not-an-email' }, 'email'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b' }, 'email'],
      [{ firstName: 'A', lastName: 'B', dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ firstName: 'A', lastName: 'B', dateOfBirth: '01/02/1990' }, 'dateOfBirth'],
      [{ firstName: 'A', lastName: 'B', dateOfBirth: '1899-12-31' }, 'dateOfBirth'],
      [{ firstName: 'A', lastName: 'B', dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ firstName: 'A'.repeat(101), lastName: 'B' }, 'firstName'],
      [{ firstName: 'A', lastName: 'B', address: 'x'.repeat(501) }, 'address'],
      [{ lastName: 'B' }, 'firstName'],
    ];
    for (const [payload, field] of cases) {
      const res = await inject(folio, 'POST', `/api/client1/${folio.companyId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(field);
    }
    const existing = await create(folio, { firstName: 'Valid', lastName: 'Person' });
    const bad = await inject(folio, 'PUT', `/api/client1/${existing.id}`, { firstName: 'Valid', lastName: ' ' });
    expect(bad.statusCode).toBe(400);
    expect((await inject(folio, 'GET', `/api/client1/specific/${existing.id}`)).json()).toMatchObject({
      lastName: 'Person',
    });
  });

  it('sums the client’s invoices: count, invoiced, paid and owed, archived invoices left out', async () => {
    const client = await create(folio, { firstName: 'Summa', lastName: 'Ledgerly' });
    const empty = await inject(folio, 'GET', `/api/client1/summary/${client.id}`);
    expect(empty.json()).toEqual({ invoiceCount: 0, invoiced: 0, paid: 0, owed: 0 });
    const one = await createInvoice(api, folio, { clientId: client.id, components: [{ ...LINE, unitCost: 100 }] });
    await createInvoice(api, folio, { clientId: client.id, components: [{ ...LINE, unitCost: 250.5 }] });
    const paid = await inject(folio, 'POST', `/api/payment1/${folio.companyId}/invoice/${one.id}`, {
      amount: 40,
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const archived = await createInvoice(api, folio, { clientId: client.id, components: [{ ...LINE, unitCost: 999 }] });
    await api.db.query(`update invoices set status = 'C' where id = $1`, [archived.id]);
    const summary = (await inject(folio, 'GET', `/api/client1/summary/${client.id}`)).json();
    expect(summary).toEqual({ invoiceCount: 2, invoiced: 350.5, paid: 40, owed: 310.5 });
    const invoices = await inject(folio, 'GET', `/api/invoice1/${folio.companyId}/affiliate/${client.id}`);
    expect(invoices.json<unknown[]>()).toHaveLength(3);
  });

  it('keeps tenants apart: another company’s client is 404 on every route and unchanged', async () => {
    const theirs = await create(folio, { firstName: 'Private', lastName: 'Tenantson', email: 'p@example.test' });
    const attempts: Array<['GET' | 'POST' | 'PUT', string, Record<string, unknown>?]> = [
      ['GET', `/api/client1/specific/${theirs.id}`],
      ['GET', `/api/client1/summary/${theirs.id}`],
      ['GET', `/api/client1/${folio.companyId}`],
      ['POST', `/api/client1/${folio.companyId}`, { firstName: 'X', lastName: 'Y' }],
      ['PUT', `/api/client1/${theirs.id}`, { firstName: 'Hacked', lastName: 'Y' }],
      ['PUT', `/api/client1/active/${theirs.id}`, { active: false }],
      ['GET', `/api/invoice1/${health.companyId}/affiliate/${theirs.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await inject(health, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(health, '?search=tenantson&includeArchived=true')).total).toBe(0);
    expect((await inject(folio, 'GET', `/api/client1/specific/${theirs.id}`)).json()).toEqual(theirs);
  });
});
