import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import type { SessionStateRow } from '../users/users-repository.ts';
import { SessionCheck } from './session-check.ts';

const STATE: SessionStateRow = { companyId: 7, username: 'ann', roles: ['ROLE_USER'], active: true, tokenVersion: 3 };
const CLAIMS = { userId: 1, companyId: 7, tokenVersion: 3 };

/** A database whose answers to the session read the test releases one by one. */
function heldDatabase() {
  const pending: Array<(row: SessionStateRow | undefined) => void> = [];
  const db: Queryable = {
    query: <Row>() =>
      new Promise<{ rows: Row[]; rowCount: number }>((resolve) => {
        pending.push((row) => resolve({ rows: (row ? [row] : []) as Row[], rowCount: row ? 1 : 0 }));
      }),
  };
  return { db, pending };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SessionCheck', () => {
  it('answers the user as the database has them, and refuses what no longer matches the token', async () => {
    const { db, pending } = heldDatabase();
    const check = new SessionCheck(db, { ttlMs: 0, max: 10 });
    const answers = [
      check.user(CLAIMS),
      check.user({ ...CLAIMS, tokenVersion: 2 }),
      check.user({ ...CLAIMS, companyId: 8 }),
    ];
    await settle();
    pending.shift()!({ ...STATE, roles: ['ROLE_FOLIO'] });
    expect(await answers[0]).toEqual({ id: 1, companyId: 7, username: 'ann', roles: ['ROLE_FOLIO'] });
    await expect(answers[1]).rejects.toMatchObject({ status: 401 });
    await expect(answers[2]).rejects.toMatchObject({ status: 401 });

    const inactive = check.user(CLAIMS);
    await settle();
    pending.shift()!({ ...STATE, active: false });
    await expect(inactive).rejects.toMatchObject({ status: 401, message: 'The session has ended: sign in again' });

    const missing = check.user(CLAIMS);
    await settle();
    pending.shift()!(undefined);
    await expect(missing).rejects.toMatchObject({ status: 401, message: 'The access token is not valid' });
  });

  it('sends one read for the requests that arrive while it runs', async () => {
    const { db, pending } = heldDatabase();
    const check = new SessionCheck(db, { ttlMs: 0, max: 10 });
    const answers = [check.user(CLAIMS), check.user(CLAIMS), check.user(CLAIMS)];
    await settle();
    expect(pending).toHaveLength(1);
    pending.shift()!(STATE);
    await Promise.all(answers);
  });

  it('does not keep a state read before forget(): the change made meanwhile is seen on the next request', async () => {
    const { db, pending } = heldDatabase();
    const check = new SessionCheck(db, { ttlMs: 60_000, max: 10 });
    const before = check.user(CLAIMS);
    await settle();
    check.forget(1); // a logout commits while the read is under way
    pending.shift()!(STATE);
    await before;

    const after = check.user(CLAIMS);
    await settle();
    expect(pending).toHaveLength(1);
    pending.shift()!({ ...STATE, tokenVersion: 4 });
    await expect(after).rejects.toMatchObject({ status: 401 });
    // …and that state is the one kept now.
    await expect(check.user(CLAIMS)).rejects.toMatchObject({ status: 401 });
    expect(pending).toHaveLength(0);
  });
});
