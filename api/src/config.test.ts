import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_DEFAULTS, loadConfig } from './config.ts';

const secret = new TextEncoder().encode('x'.repeat(32));
const names = [
  'DATABASE_POOL_SIZE',
  'DATABASE_CONNECT_TIMEOUT_MS',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'DATABASE_QUERY_TIMEOUT_MS',
  'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  'MAX_BODY_BYTES',
];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe('the database limits and the body limit, from the environment', () => {
  it('have defaults', () => {
    const config = loadConfig({ jwtSecret: secret });
    expect(config.database).toEqual(DATABASE_DEFAULTS);
    expect(config.maxBodyBytes).toBe(10 * 1024 * 1024);
  });

  it('are read from their variables', () => {
    Object.assign(process.env, {
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '10000',
      DATABASE_QUERY_TIMEOUT_MS: '12000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      MAX_BODY_BYTES: '1048576',
    });
    const config = loadConfig({ jwtSecret: secret });
    expect(config.database).toEqual({
      poolSize: 25,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 10000,
      queryTimeoutMs: 12000,
      idleInTransactionTimeoutMs: 30000,
    });
    expect(config.maxBodyBytes).toBe(1048576);
  });

  it('refuse what is not a whole number in range, naming the variable', () => {
    for (const [name, value] of [
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_POOL_SIZE', 'ten'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '1e3'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '-5'],
      ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '2147483648'],
      ['MAX_BODY_BYTES', '1.5'],
    ] as const) {
      process.env[name] = value;
      expect(() => loadConfig({ jwtSecret: secret }), `${name}=${value}`).toThrow(name);
      delete process.env[name];
    }
  });

  it('refuse a query timeout that does not outlast the statement timeout', () => {
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '30000';
    process.env.DATABASE_QUERY_TIMEOUT_MS = '30000';
    expect(() => loadConfig({ jwtSecret: secret })).toThrow(/DATABASE_QUERY_TIMEOUT_MS .* must be greater/);
  });
});

describe('the first data and the session cache, from the environment', () => {
  const saved = { ...process.env };
  const ours = /^(NODE_ENV|DEMO_DATA|FIRST_ADMIN_|FIRST_COMPANY_|SESSION_CACHE_)/;
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (ours.test(key)) delete process.env[key];
    Object.assign(process.env, saved);
  });
  const load = (env: Record<string, string>) => {
    for (const key of Object.keys(process.env)) if (ours.test(key)) delete process.env[key];
    Object.assign(process.env, env);
    return loadConfig({ jwtSecret: secret });
  };

  it('loads the demo data in development and tests, never in production unless DEMO_DATA asks', () => {
    expect(load({}).demoData).toBe(true);
    expect(load({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(load({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(load({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(load({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => load({ DEMO_DATA: 'sometimes' })).toThrow('DEMO_DATA');
  });

  it('reads the first administrator only when it is set, and then wholly', () => {
    expect(load({}).firstAdmin).toBeUndefined();
    const full = {
      FIRST_ADMIN_USERNAME: 'ops.admin',
      FIRST_ADMIN_PASSWORD: 'a long enough secret',
      FIRST_COMPANY_NAME: 'Acme Health',
      FIRST_COMPANY_TYPE: 'h',
      FIRST_COMPANY_REGION: 'ZA',
    };
    expect(load(full).firstAdmin).toMatchObject({ username: 'ops.admin', companyType: 'h', email: null });
    expect(() => load({ FIRST_ADMIN_USERNAME: 'ops.admin' })).toThrow(
      /FIRST_ADMIN_PASSWORD must be at least 12 .*FIRST_COMPANY_NAME.*FIRST_COMPANY_TYPE.*FIRST_COMPANY_REGION/,
    );
    for (const [name, value] of [
      ['FIRST_ADMIN_PASSWORD', 'demo-pass-1'],
      ['FIRST_ADMIN_PASSWORD', 'demo-pass-1 but longer'],
      ['FIRST_ADMIN_PASSWORD', 'ops.admin'],
      ['FIRST_ADMIN_USERNAME', 'ops admin'],
      ['FIRST_ADMIN_EMAIL', 'not an address'],
      ['FIRST_COMPANY_TYPE', 'X'],
      ['FIRST_COMPANY_REGION', 'GBR'],
    ] as const) {
      expect(() => load({ ...full, [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });

  it('keeps a user’s session state 5 s by default, configurable, 0 reading it on every request', () => {
    expect(load({}).sessionCache).toEqual({ ttlMs: 5000, max: 10_000 });
    expect(load({ SESSION_CACHE_TTL_MS: '0', SESSION_CACHE_MAX_USERS: '500' }).sessionCache).toEqual({
      ttlMs: 0,
      max: 500,
    });
    expect(() => load({ SESSION_CACHE_TTL_MS: '600000' })).toThrow('SESSION_CACHE_TTL_MS');
    expect(() => load({ SESSION_CACHE_MAX_USERS: '0' })).toThrow('SESSION_CACHE_MAX_USERS');
  });
});
