import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../api/src/config.ts';
import { COMPOSE_LAYOUT, renderHaproxyConfig } from './cluster/haproxy.ts';
import { env, last, readDockerfile } from './dockerfile.ts';

// No Docker engine runs on these machines, so the compose file is kept honest by reading it.
const root = path.resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      profiles?: string[];
      image?: string;
      volumes?: string[];
      ports?: string[];
      build?: { target: string };
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: { test: string[] };
      user?: string;
      command?: unknown;
      entrypoint?: unknown;
    }
  >;
};
const stages = readDockerfile(root);
const inProfile = (profile: string | undefined) =>
  Object.keys(compose.services)
    .filter((name) => compose.services[name]!.profiles?.[0] === profile)
    .sort();

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, api and gateway, each with a health check (its own, or its image’s)', () => {
    expect(inProfile(undefined)).toEqual(['api', 'gateway', 'postgres', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      const target = service.build?.target;
      if (target) expect(last(stages, target, 'HEALTHCHECK'), name).toBeDefined();
      else expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
  });

  it('builds api and gateway from their images in the Dockerfile, as they are', () => {
    for (const name of ['api', 'gateway', 'cluster-api-1', 'cluster-api-2', 'cluster-gateway-1', 'cluster-gateway-2']) {
      const service = compose.services[name]!;
      const target = name.replace(/^cluster-(\w+)-\d$/, '$1');
      expect(service.build?.target).toBe(target);
      expect(last(stages, target, 'USER')).toBe('node');
      // The image's user, compiled entry point and health check stand: compose overrides none of them.
      expect(
        Object.keys(service).filter((key) => ['user', 'command', 'entrypoint', 'healthcheck'].includes(key)),
      ).toEqual([]);
    }
  });

  it('runs nothing in development mode and loads no demo data', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const environment = service.environment ?? {};
      if ('NODE_ENV' in environment) expect(environment.NODE_ENV, name).toBe('production');
      if ('DEMO_DATA' in environment) expect(environment.DEMO_DATA, name).toBe('false');
    }
    for (const name of ['api', 'gateway']) expect(env(stages, name).NODE_ENV).toBe('production');
  });

  it('wires the services the way the code reads its environment', () => {
    const api = compose.services.api!;
    const gateway = compose.services.gateway!;
    expect(api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(api.environment?.JWT_SECRET).toContain('JWT_SECRET');
    expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(gateway.environment?.API_URL).toBe('http://api:4001');
    expect(gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(gateway.depends_on?.api?.condition).toBe('service_healthy');
    // config.ts, and telemetry.ts for the OTEL_* variables.
    const read = (workspace: string) =>
      ['config.ts', 'telemetry.ts']
        .map((file) => readFileSync(path.join(root, workspace, 'src', file), 'utf8'))
        .join('\n');
    const apiConfig = read('api');
    const gatewayConfig = read('gateway');
    for (const key of Object.keys(api.environment ?? {})) {
      if (key !== 'LOG_LEVEL') expect(apiConfig, key).toContain(key);
    }
    for (const key of Object.keys(gateway.environment ?? {})) expect(gatewayConfig, key).toContain(key);
  });
});

describe('docker-compose.yml, profile cluster', () => {
  const service = (name: string) => compose.services[name]!;

  it('adds HAProxy, two gateways and two apis, and only in the profile', () => {
    expect(inProfile('cluster')).toEqual([
      'cluster-api-1',
      'cluster-api-2',
      'cluster-gateway-1',
      'cluster-gateway-2',
      'haproxy',
    ]);
    for (const name of inProfile('cluster')) expect(service(name).profiles, name).toEqual(['cluster']);
  });

  it('runs each api as the single api runs, the second after the first (which migrates)', () => {
    for (const name of ['cluster-api-1', 'cluster-api-2']) {
      expect(service(name).environment, name).toEqual(service('api').environment);
      expect(service(name).depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service(name).depends_on?.redis?.condition, name).toBe('service_healthy');
    }
    expect(service('cluster-api-2').depends_on?.['cluster-api-1']?.condition).toBe('service_healthy');
  });

  it('points each gateway at HAProxy’s api frontend, trusting its private address, after HAProxy is up', () => {
    for (const name of ['cluster-gateway-1', 'cluster-gateway-2']) {
      const { API_URL, GATEWAY_TRUST_PROXY, ...rest } = service(name).environment ?? {};
      const { API_URL: _api, GATEWAY_TRUST_PROXY: _trust, ...single } = service('gateway').environment ?? {};
      expect(rest, name).toEqual(single);
      expect(API_URL).toBe(`http://haproxy:${COMPOSE_LAYOUT.apiPort}`);
      expect(GATEWAY_TRUST_PROXY).toBe('${GATEWAY_TRUST_PROXY:-uniquelocal}');
      expect(service(name).depends_on?.haproxy?.condition, name).toBe('service_healthy');
    }
  });

  it('mounts docker/haproxy.cfg, the template rendered for these services', () => {
    const haproxy = service('haproxy');
    expect(haproxy.image).toMatch(/^haproxy:2\.6/);
    expect(haproxy.volumes).toContain('./docker/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const file = readFileSync(path.join(root, 'docker/haproxy.cfg'), 'utf8');
    // Regenerate with: node --import tsx scripts/cluster/haproxy.ts --compose > docker/haproxy.cfg
    expect(file).toBe(renderHaproxyConfig(COMPOSE_LAYOUT));
    for (const server of [...COMPOSE_LAYOUT.gateways, ...COMPOSE_LAYOUT.apis]) {
      const [host] = server.address.split(':');
      expect(compose.services[host!], server.address).toBeDefined();
    }
    expect(haproxy.ports).toEqual([`8080:${COMPOSE_LAYOUT.publicPort}`]);
    expect(haproxy.depends_on?.['cluster-api-1']?.condition).toBe('service_healthy');
    expect(haproxy.depends_on?.['cluster-api-2']?.condition).toBe('service_healthy');
  });
});

/** Compose's own interpolation, enough for this file: ${NAME}, ${NAME:-default} and ${NAME:?message}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(rest);
    return kind === '-' ? (rest ?? '') : '';
  });
}

describe('the api container’s first start', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  /** The api's configuration as the container gets it: the Dockerfile's ENV, then compose's environment. */
  function containerConfig(shell: Record<string, string>) {
    const dockerEnv = env(stages, 'api');
    const composeEnv = Object.fromEntries(
      Object.entries(compose.services.api!.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(String(value), shell),
      ]),
    );
    for (const key of Object.keys(process.env)) if (/^(FIRST_|DEMO_DATA|NODE_ENV$)/.test(key)) delete process.env[key];
    Object.assign(process.env, dockerEnv, composeEnv);
    return loadConfig({ jwtSecret: new TextEncoder().encode('x'.repeat(32)), dataDir: '/nonexistent' });
  }

  it('never loads the demo data, and creates no administrator unless told', () => {
    expect(env(stages, 'api')).toMatchObject({ NODE_ENV: 'production', DEMO_DATA: 'false' });
    const config = containerConfig({ JWT_SECRET: 'y'.repeat(48) });
    expect(config.demoData).toBe(false);
    expect(config.firstAdmin).toBeUndefined();
  });

  it('passes the first administrator and its company through from the shell', () => {
    const config = containerConfig({
      JWT_SECRET: 'y'.repeat(48),
      FIRST_ADMIN_USERNAME: 'ops.admin',
      FIRST_ADMIN_PASSWORD: 'a long enough secret',
      FIRST_COMPANY_NAME: 'Acme Ltd',
      FIRST_COMPANY_TYPE: 'B',
      FIRST_COMPANY_REGION: 'UK',
    });
    expect(config.demoData).toBe(false);
    expect(config.firstAdmin).toEqual({
      username: 'ops.admin',
      password: 'a long enough secret',
      email: null,
      companyName: 'Acme Ltd',
      companyType: 'B',
      companyRegion: 'UK',
    });
  });

  it('refuses to start with the demo password as the first administrator’s', () => {
    expect(() =>
      containerConfig({
        JWT_SECRET: 'y'.repeat(48),
        FIRST_ADMIN_USERNAME: 'ops.admin',
        FIRST_ADMIN_PASSWORD: 'demo-pass-1',
        FIRST_COMPANY_NAME: 'Acme Ltd',
        FIRST_COMPANY_TYPE: 'B',
        FIRST_COMPANY_REGION: 'UK',
      }),
    ).toThrow(/FIRST_ADMIN_PASSWORD/);
  });
});
