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
