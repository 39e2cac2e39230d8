import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, session, type Session } from '../../../test/finance-fixtures.ts';

/** Each company has a time zone: its region's default (DESIGN.md), or the one it chose. */
describe.each(databaseKinds())('a company time zone (%s)', (kind) => {
  let api: TestApi;
  let folio: Session; // Demo Folio Studio, region CA
  let health: Session; // Demo Health Practice, region ZA
  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  const config = (s: Session) =>
    api.app.inject({ url: `/api/company/config/${s.companyId}`, headers: { authorization: s.auth } });
  const choose = (s: Session, timeZone: unknown, companyId = s.companyId) =>
    api.app.inject({
      method: 'PATCH',
      url: `/api/company/config/${companyId}`,
      headers: { authorization: s.auth },
      payload: { timeZone },
    });
  /** The UTC instant an invoice dated 15 January 2026 at 10:00 local time is stored as. */
  const storedInstant = async (s: Session) => {
    const invoice = await createInvoice(api, s, {
      clientId: await insertClient(api, s.companyId),
      invoiced: '2026-01-15 10:00',
    });
    return invoice.invoiced;
  };

  it("follows the region's default: a Canadian practice is on Toronto time, a South African one on Johannesburg's", async () => {
    expect((await config(folio)).json()).toMatchObject({
      region: 'CA',
      timeZone: 'America/Toronto',
      timeZoneChosen: false,
    });
    expect((await config(health)).json()).toMatchObject({ timeZone: 'Africa/Johannesburg', timeZoneChosen: false });
    expect(await storedInstant(folio)).toBe('2026-01-15T15:00:00.000Z'); // UTC−5 in winter
    expect(await storedInstant(health)).toBe('2026-01-15T08:00:00.000Z'); // UTC+2
  });

  it('takes the zone the company chose for what it shows and reads, and goes back to the default with null', async () => {
    const chosen = await choose(folio, 'America/Vancouver');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ timeZone: 'America/Vancouver', timeZoneChosen: true });
    expect(await storedInstant(folio)).toBe('2026-01-15T18:00:00.000Z'); // UTC−8
    const audit = await api.db.query(
      `select before, after from audit_log where entity = 'company' and entity_id = $1 order by id desc limit 1`,
      [folio.companyId],
    );
    expect(audit.rows[0]).toEqual({ before: { timeZone: null }, after: { timeZone: 'America/Vancouver' } });

    const reset = await choose(folio, null);
    expect(reset.json()).toMatchObject({ timeZone: 'America/Toronto', timeZoneChosen: false });
    expect(await storedInstant(folio)).toBe('2026-01-15T15:00:00.000Z');
  });

  it('refuses what is not a time zone, and another company', async () => {
    for (const bad of ['Mars/Olympus', 'GMT+2; drop table', '']) {
      const res = await choose(folio, bad);
      if (bad === '') {
        // Empty text is the default, like null.
        expect(res.json()).toMatchObject({ timeZoneChosen: false });
        continue;
      }
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ detail: string }>().detail).toContain('is not a time zone');
    }
    expect((await choose(folio, 42)).statusCode).toBe(400);
    expect((await choose(health, 'Europe/Paris', folio.companyId)).statusCode).toBe(404);
    expect((await config(folio)).json()).toMatchObject({ timeZone: 'America/Toronto', timeZoneChosen: false });
  });
});
