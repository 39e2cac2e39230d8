import { messages } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './database.ts';
import { isEngineFailure } from './pglite.ts';
import { connectionLost, isUnavailable } from './postgres.ts';

const serverError = (code: string) => Object.assign(new pg.DatabaseError('from the server', 0, 'error'), { code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('which PostgreSQL errors are an outage (503) and which lose the connection', () => {
  it('takes socket errors and node-postgres’s own words for a lost connection as both', () => {
    for (const error of [
      socketError('ECONNREFUSED'),
      socketError('ECONNRESET'),
      socketError('ETIMEDOUT'),
      new AggregateError([socketError('ECONNREFUSED')], 'connect failed'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      serverError('57P01'),
      serverError('08006'),
      serverError('25P03'),
    ]) {
      expect(connectionLost(error), error.message).toBe(true);
      expect(isUnavailable(error), error.message).toBe(true);
    }
  });

  it('takes a cancelled statement and a server out of resources as an outage on a live connection', () => {
    for (const code of ['57014', '53300', '53100']) {
      expect(isUnavailable(serverError(code)), code).toBe(true);
      expect(connectionLost(serverError(code)), code).toBe(false);
    }
  });

  it('leaves a statement’s own errors and bugs alone', () => {
    for (const error of [
      serverError('23505'),
      serverError('22021'),
      serverError('42P01'),
      new TypeError('cannot read properties of undefined'),
      Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT_SMTP' }),
    ]) {
      expect(isUnavailable(error), error.message).toBe(false);
    }
  });

  it('sees through a DatabaseUnavailableError to its cause', () => {
    expect(connectionLost(new DatabaseUnavailableError(socketError('ECONNRESET')))).toBe(true);
    expect(connectionLost(new DatabaseUnavailableError(serverError('57014')))).toBe(false);
  });
});

describe('which PGlite errors are the embedded engine failing (503)', () => {
  it('takes an abort, a file-system error and a closed instance as failures', () => {
    const abort = Object.assign(new Error('unreachable'), { name: 'RuntimeError' });
    for (const error of [
      abort,
      Object.assign(new Error('Program terminated with exit(1)'), { name: 'ExitStatus' }),
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      new Error('PGlite is closed'),
    ]) {
      expect(isEngineFailure(error), error.message).toBe(true);
    }
  });

  it('leaves a statement’s own errors and bugs alone', () => {
    const unique = Object.assign(new messages.DatabaseError('duplicate key', 0, 'error'), { code: '23505' });
    expect(isEngineFailure(unique)).toBe(false);
    expect(isEngineFailure(new TypeError('x is not a function'))).toBe(false);
    const outOfMemory = Object.assign(new messages.DatabaseError('out of memory', 0, 'error'), { code: '53200' });
    expect(isEngineFailure(outOfMemory)).toBe(true);
  });
});
