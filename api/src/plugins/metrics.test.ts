import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const NAMES = ['NODE_ENV', 'METRICS_TOKEN', 'METRICS_PUBLIC', 'OPENAPI_DOCUMENT'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
const secret = new TextEncoder().encode('x'.repeat(32));

function load(env: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, env);
  const { metrics, openapiDocument } = loadConfig({ jwtSecret: secret, dataDir: '/nonexistent' });
  return { metrics, openapiDocument };
}

describe('what the api serves beside its routes, by configuration', () => {
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('serves /metrics and the OpenAPI document in development, neither in production by default', () => {
    expect(load({})).toEqual({ metrics: { kind: 'public' }, openapiDocument: true });
    expect(load({ NODE_ENV: 'production' })).toEqual({ metrics: { kind: 'off' }, openapiDocument: false });
    expect(load({ NODE_ENV: 'production', METRICS_PUBLIC: 'true', OPENAPI_DOCUMENT: 'on' })).toEqual({
      metrics: { kind: 'public' },
      openapiDocument: true,
    });
    expect(load({ METRICS_PUBLIC: 'off', OPENAPI_DOCUMENT: 'false' })).toEqual({
      metrics: { kind: 'off' },
      openapiDocument: false,
    });
  });

  it('requires METRICS_TOKEN whenever it is set, whatever METRICS_PUBLIC says', () => {
    const token = 'a-scrape-token-of-24-chars';
    for (const env of [{ NODE_ENV: 'production' }, {}, { METRICS_PUBLIC: 'true' }]) {
      expect(load({ ...env, METRICS_TOKEN: token }).metrics).toEqual({ kind: 'token', token });
    }
  });

  it('refuses a short or spaced token and a switch that is neither on nor off', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => load({ METRICS_TOKEN: 'sixteen chars and spaces' })).toThrow(/without spaces/);
    expect(() => load({ OPENAPI_DOCUMENT: 'maybe' })).toThrow(/OPENAPI_DOCUMENT must be true or false/);
  });
});
