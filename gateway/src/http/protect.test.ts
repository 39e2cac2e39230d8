import { afterEach, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.ts';
import { bearerMatches, endpointAccess } from './protect.ts';

const NAMES = ['NODE_ENV', 'METRICS_TOKEN', 'METRICS_PUBLIC', 'GRAPHIQL', 'INTROSPECTION'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function load(env: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, env);
  const { metrics, graphiql, introspection } = loadGatewayConfig();
  return { metrics, graphiql, introspection };
}

describe('what the gateway exposes, by configuration', () => {
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('shows everything in development and nothing in production by default', () => {
    expect(load({ NODE_ENV: 'test' })).toEqual({ metrics: { kind: 'public' }, graphiql: true, introspection: true });
    expect(load({})).toEqual({ metrics: { kind: 'public' }, graphiql: true, introspection: true });
    expect(load({ NODE_ENV: 'production' })).toEqual({
      metrics: { kind: 'off' },
      graphiql: false,
      introspection: false,
    });
  });

  it('turns each one on or off when asked', () => {
    expect(load({ NODE_ENV: 'production', METRICS_PUBLIC: 'true', GRAPHIQL: 'on', INTROSPECTION: 'on' })).toEqual({
      metrics: { kind: 'public' },
      graphiql: true,
      introspection: true,
    });
    expect(load({ METRICS_PUBLIC: 'false', GRAPHIQL: 'off', INTROSPECTION: '0' })).toEqual({
      metrics: { kind: 'off' },
      graphiql: false,
      introspection: false,
    });
  });

  it('requires METRICS_TOKEN whenever it is set, in production as in development, and METRICS_PUBLIC does not open it', () => {
    const token = 'a-scrape-token-of-24-chars';
    for (const env of [{ NODE_ENV: 'production' }, {}, { METRICS_PUBLIC: 'true' }]) {
      expect(load({ ...env, METRICS_TOKEN: token }).metrics).toEqual({ kind: 'token', token });
    }
  });

  it('refuses to start on a short or spaced token, or a switch that is neither on nor off', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => load({ METRICS_TOKEN: 'sixteen chars and spaces' })).toThrow(/without spaces/);
    expect(() => load({ GRAPHIQL: 'maybe' })).toThrow('GRAPHIQL must be on or off, got "maybe"');
    expect(() => load({ METRICS_PUBLIC: 'yes please' })).toThrow(/METRICS_PUBLIC must be on or off/);
  });
});

describe('bearerMatches', () => {
  const token = 'scrape-token-0123456789';
  it('takes the token as a bearer token only', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer  ${token}`, token)).toBe(true);
    for (const header of [undefined, '', token, `Basic ${token}`, `Bearer ${token} extra`, `Bearer ${token}0`]) {
      expect(bearerMatches(header, token)).toBe(false);
    }
  });

  it('is what endpointAccess builds from a token', () => {
    expect(endpointAccess(token, false)).toEqual({ kind: 'token', token });
    expect(endpointAccess('', true)).toEqual({ kind: 'public' });
    expect(endpointAccess(undefined, false)).toEqual({ kind: 'off' });
  });
});
