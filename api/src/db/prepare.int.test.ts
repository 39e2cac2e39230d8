import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { databaseKinds, freshDatabase, TEST_SECRET, type TestDatabase } from '../../test/helpers.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './seed/demo-companies.ts';
import { prepareDatabase } from './prepare.ts';

const FIRST_ADMIN = {
  FIRST_ADMIN_USERNAME: 'ops.admin',
  FIRST_ADMIN_PASSWORD: 'correct horse battery staple',
  FIRST_ADMIN_EMAIL: 'ops@acme.example',
  FIRST_COMPANY_NAME: 'Acme Trading Ltd',
  FIRST_COMPANY_TYPE: 'B',
  FIRST_COMPANY_REGION: 'uk',
};

/** A production start (NODE_ENV=production, as in the Docker images) on a database with nothing in it. */
describe.each(databaseKinds())('a production start on an empty database (%s)', (kind) => {
  const saved = { ...process.env };
  let fresh: TestDatabase | undefined;
  afterEach(async () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    await fresh?.dispose();
  });

  /** What server.ts does with the environment as it is: configuration, database, app. */
  async function start(env: Record<string, string>) {
    Object.assign(process.env, { NODE_ENV: 'production', ...env });
    delete process.env.DEMO_DATA;
    const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'silent' });
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(`warn: ${m}`) };
    const initialData = await prepareDatabase(fresh!.db, config, log);
    const app = await buildApp({ config, db: fresh!.db, logger: false });
    return { app, initialData, messages };
  }
  const login = async (app: Awaited<ReturnType<typeof start>>['app'], username: string, password: string) =>
    (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).statusCode;
  const users = async () =>
    (
      await fresh!.db.query<{ username: string; roles: string[]; is_admin: boolean; company: string }>(
        `select u.username, u.roles, u.is_admin, c.name || ' ' || c.type || ' ' || c.region as company
           from users u join companies c on c.id = u.company_id order by u.id`,
      )
    ).rows;

  it('loads no demo data and creates the first administrator from the environment, once', async () => {
    fresh = await freshDatabase(kind);
    const first = await start(FIRST_ADMIN);
    expect(first.initialData).toBe('first administrator');
    expect(await users()).toEqual([
      { username: 'ops.admin', roles: ['ROLE_FOLIO', 'ROLE_USER'], is_admin: true, company: 'Acme Trading Ltd B UK' },
    ]);
    for (const username of [...DEMO_COMPANIES.map((c) => c.username), 'ops.admin']) {
      expect(await login(first.app, username, DEMO_PASSWORD), username).toBe(401);
    }
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ops.admin', password: FIRST_ADMIN.FIRST_ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'ops.admin', admin: true, email: 'ops@acme.example' });
    const authorization = `Bearer ${res.json<{ accessToken: string }>().accessToken}`;
    const company = await first.app.inject({
      url: `/api/company/config/${res.json<{ user: { companyId: number } }>().user.companyId}`,
      headers: { authorization },
    });
    expect(company.json()).toMatchObject({ name: 'Acme Trading Ltd', type: 'B', region: 'UK' });
    const { rows } = await fresh.db.query<{ accounts: number; audited: string[] }>(
      `select (select count(*)::int from financial_accounts) as accounts,
              (select array_agg(entity order by id) from audit_log) as audited`,
    );
    expect(rows[0]!.accounts).toBeGreaterThan(10);
    expect(rows[0]!.audited).toEqual(['company', 'user']);
    await first.app.close();

    // The next start, whatever the environment says now, creates nobody.
    const second = await start({ ...FIRST_ADMIN, FIRST_ADMIN_USERNAME: 'another.admin' });
    expect(second.initialData).toBe('kept');
    expect(second.messages).toContain('FIRST_ADMIN_* are ignored: the database has users already (remove them)');
    expect((await users()).map((u) => u.username)).toEqual(['ops.admin']);
    expect(await login(second.app, 'another.admin', FIRST_ADMIN.FIRST_ADMIN_PASSWORD)).toBe(401);
    expect(await login(second.app, 'ops.admin', FIRST_ADMIN.FIRST_ADMIN_PASSWORD)).toBe(200);
    await second.app.close();
  });

  it('without a first administrator creates nobody, and says how to', async () => {
    fresh = await freshDatabase(kind);
    const { app, initialData, messages } = await start({});
    expect(initialData).toBe('none');
    expect(await users()).toEqual([]);
    expect(messages.some((m) => m.startsWith('warn: The database has no user') && m.includes('create-admin'))).toBe(
      true,
    );
    for (const { username } of DEMO_COMPANIES) expect(await login(app, username, DEMO_PASSWORD)).toBe(401);
    await app.close();
  });
});
