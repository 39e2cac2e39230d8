import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';

interface Practitioner {
  id: number;
  name: string;
}

describe.each(databaseKinds())('GET /api/user/practitioners/{companyId} (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
  });
  afterAll(() => api.close());

  const practitioners = async (companyId: number, s: Session = health) => {
    const res = await api.app.inject({
      url: `/api/user/practitioners/${companyId}`,
      headers: { authorization: s.auth },
    });
    return { status: res.statusCode, body: res.json<Practitioner[]>() };
  };
  const userId = async (username: string) =>
    (await api.db.query<{ id: number }>('select id from users where username = $1', [username])).rows[0]!.id;
  const addUser = async (username: string, names: [string, string], active: boolean) =>
    (
      await api.db.query<{ id: number }>(
        `insert into users (company_id, username, password_hash, first_name, last_name, active)
         values ($1, $2, 'not-a-hash', $3, $4, $5) returning id`,
        [health.companyId, username, names[0], names[1], active],
      )
    ).rows[0]!.id;

  it('answers the company’s users by name, "First Last"', async () => {
    const res = await practitioners(health.companyId);
    expect(res.status).toBe(200);
    // The seeded health practice: the admin and three staff (api/src/db/seed/profiles/health.ts).
    expect(res.body.map((p) => p.name)).toEqual(['Kavitha Pillay', 'Lerato Mokoena', 'Pieter van Wyk', 'Thandi Nkosi']);
    expect(res.body.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      (
        await api.db.query<{ id: number }>('select id from users where company_id = $1 order by id', [health.companyId])
      ).rows.map((r) => r.id),
    );
    expect(res.body.find((p) => p.name === 'Thandi Nkosi')?.id).toBe(health.userId);
  });

  it('keeps a former user who has invoices, leaves out one who has none, and names a user without names by login', async () => {
    const mokoena = await userId('health.mokoena');
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from invoices where practitioner_id = $1',
      [mokoena],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    await api.db.query('update users set active = false where id = $1', [mokoena]);
    const gone = await addUser('health.gone', ['Zed', 'Gone'], false);
    const nameless = await addUser('health.nameless', ['', ' '], true);

    const res = await practitioners(health.companyId);
    const ids = res.body.map((p) => p.id);
    expect(ids).toContain(mokoena);
    expect(ids).not.toContain(gone);
    expect(res.body.find((p) => p.id === nameless)).toEqual({ id: nameless, name: 'health.nameless' });
    expect(res.body.map((p) => p.name)).toEqual([
      'health.nameless',
      'Kavitha Pillay',
      'Lerato Mokoena',
      'Pieter van Wyk',
      'Thandi Nkosi',
    ]);
  });

  it('keeps tenants apart: another company’s list is 404, and each company sees only its own users', async () => {
    expect((await practitioners(health.companyId, folio)).status).toBe(404);
    const own = await practitioners(folio.companyId, folio);
    expect(own.status).toBe(200);
    expect(own.body.map((p) => p.name)).toEqual(['Arjun Singh', 'Julie Gagnon', 'Marc Tremblay']);
    const healthIds = new Set((await practitioners(health.companyId)).body.map((p) => p.id));
    expect(own.body.some((p) => healthIds.has(p.id))).toBe(false);
  });
});
