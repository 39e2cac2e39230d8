import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterLayout, clusterPorts } from './start-cluster.ts';
import { checkHaproxyConfig, HAPROXY_PATH, parseRequestLog, renderHaproxyConfig } from './haproxy.ts';

describe('the local cluster’s HAProxy configuration', () => {
  const layout = clusterLayout({ basePort: 18900 });
  const config = renderHaproxyConfig(layout);
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-haproxy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The lines of one section (`backend apis`), up to the next section. */
  const section = (name: string) => {
    const lines = config.split('\n');
    const start = lines.indexOf(name);
    expect(start, name).toBeGreaterThan(-1);
    const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
    return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
  };

  it('fills in every placeholder: ports from the base, each replica by address', () => {
    expect(config).not.toMatch(/\{\{/);
    expect(clusterPorts({ basePort: 18900 })).toEqual([18900, 18901, 18902, 18910, 18911, 18920, 18921]);
    expect(section('frontend web')).toContain('bind 127.0.0.1:18900');
    expect(section('frontend api')).toContain('bind 127.0.0.1:18901');
    expect(section('backend gateways')).toEqual(
      expect.arrayContaining(['server gateway1 127.0.0.1:18910 check', 'server gateway2 127.0.0.1:18911 check']),
    );
    expect(section('backend apis')).toEqual(
      expect.arrayContaining(['server api1 127.0.0.1:18920 check', 'server api2 127.0.0.1:18921 check']),
    );
  });

  it('checks each replica’s health route and balances round robin', () => {
    expect(section('backend gateways')).toEqual(
      expect.arrayContaining(['balance roundrobin', 'option httpchk GET /healthz', 'http-check expect status 200']),
    );
    expect(section('backend apis')).toEqual(
      expect.arrayContaining(['balance roundrobin', 'option httpchk GET /api/health', 'http-check expect status 200']),
    );
  });

  it('retries a refused connection always, a lost answer only for a request safe to send twice', () => {
    const defaults = section('defaults');
    expect(defaults).toEqual(expect.arrayContaining(['retry-on conn-failure empty-response', 'option redispatch 1']));
    // GraphQL mutations are POSTs: never sent again by the proxy in front of the gateways.
    expect(section('backend gateways')).toEqual(
      expect.arrayContaining([
        'acl retry_safe method GET HEAD OPTIONS',
        'http-request disable-l7-retry if !retry_safe',
      ]),
    );
    // The api answers a POST with an Idempotency-Key once, however often it arrives.
    expect(section('backend apis')).toEqual(
      expect.arrayContaining([
        'acl retry_safe method GET HEAD OPTIONS',
        'acl retry_safe req.hdr(idempotency-key) -m found',
        'http-request disable-l7-retry if !retry_safe',
      ]),
    );
  });

  it.skipIf(!existsSync(HAPROXY_PATH))('is a configuration HAProxy accepts', () => {
    const file = path.join(dir, 'haproxy.cfg');
    writeFileSync(file, config);
    expect(() => checkHaproxyConfig(file)).not.toThrow();
    writeFileSync(file, `${config}\nbackend broken\n  balance no-such-algorithm\n`);
    expect(() => checkHaproxyConfig(file)).toThrow(/HAProxy refused/);
  });

  it('reads a request line of its log, and nothing else', () => {
    expect(
      parseRequestLog(
        '127.0.0.1:43824 [25/Nov/2026:01:39:02.296] api apis/api1 0/0/0/-1/2066 502 209 - - SH-- 60/31/25/2/0 0/0 "POST /api/x HTTP/1.1"',
      ),
    ).toEqual({
      frontend: 'api',
      server: 'apis/api1',
      status: 502,
      termination: 'SH--',
      redispatched: false,
      retries: 0,
      method: 'POST',
    });
    expect(
      parseRequestLog(
        '127.0.0.1:40172 [25/Nov/2026:01:39:30.680] web gateways/gateway2 0/1001/0/122/1125 200 1592 - - ---- 25/15/3/3/+1 0/0 "POST /graphql HTTP/1.1"',
      ),
    ).toMatchObject({ status: 200, redispatched: true, retries: 1 });
    expect(parseRequestLog('Server apis/api1 is UP, reason: Layer7 check passed')).toBeUndefined();
  });
});
