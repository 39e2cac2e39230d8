import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// No Docker engine runs on these machines, so the compose file is kept honest by reading it.
const root = path.resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      build?: { target: string };
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: { test: string[] };
    }
  >;
};
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, api and gateway, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'gateway', 'postgres', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
  });

  it('builds api and gateway from targets the Dockerfile has', () => {
    for (const name of ['api', 'gateway']) {
      const target = compose.services[name]?.build?.target;
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${target}$`, 'm'));
    }
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
    const apiConfig = readFileSync(path.join(root, 'api/src/config.ts'), 'utf8');
    const gatewayConfig = readFileSync(path.join(root, 'gateway/src/config.ts'), 'utf8');
    for (const key of Object.keys(api.environment ?? {})) {
      if (key !== 'LOG_LEVEL') expect(apiConfig, key).toContain(key);
    }
    for (const key of Object.keys(gateway.environment ?? {})) expect(gatewayConfig, key).toContain(key);
  });
});
