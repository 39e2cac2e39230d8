import { createServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createGateway, type Gateway } from '../src/app.ts';
import { loadGatewayConfig, type GatewayConfig } from '../src/config.ts';
import type { RequestRateLimits } from '../src/http/rate-limit.ts';
import type { ApiConfig } from '../../api/src/config.ts';
import { startTestApi, type DatabaseKind, type TestApi } from '../../api/test/helpers.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
}

export interface TestStack {
  api: TestApi;
  apiUrl: string;
  gateway: Gateway;
  url: string;
  /** Posts one GraphQL operation to the gateway over HTTP. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    authorization?: string,
    extensions?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  /** Signs in through the gateway and returns the Authorization header value. */
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.once('listening', () => resolve((server.address() as AddressInfo).port)));

/** Posts one GraphQL operation as JSON and reads the answer, whatever its status. */
async function postGraphQL<T>(
  url: string,
  body: Record<string, unknown>,
  authorization?: string,
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Omit<GraphQLResponse, 'status' | 'headers'>;
  return { status: res.status, headers: res.headers, ...answer } as never;
}

/**
 * Request limits on but out of reach: some tests send a thousand requests in a burst. The rate-limit tests set
 * their own (src/http/rate-limit.int.test.ts).
 */
export const TEST_RATE_LIMITS: RequestRateLimits = {
  userRequests: 1_000_000,
  anonymousRequests: 1_000_000,
  windowSeconds: 60,
};

/** A loopback URL on which nothing listens: the OS picks a free port, which is closed again. */
export async function refusingUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export interface TestGateway {
  gateway: Gateway;
  url: string;
  graphql<T = Record<string, unknown>>(
    body: { query?: string; variables?: Record<string, unknown>; operationName?: string },
    authorization?: string,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The gateway alone, over loopback HTTP, in front of `apiUrl` (by default one that refuses connections). */
export async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<TestGateway> {
  const apiUrl = overrides.apiUrl ?? (await refusingUrl());
  const gateway = await createGateway(
    loadGatewayConfig({ webDist: undefined, rateLimits: TEST_RATE_LIMITS, accessLog: false, ...overrides, apiUrl }),
  );
  const server = gateway.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${await listen(server)}`;
  return {
    gateway,
    url,
    graphql: (body, authorization) => postGraphQL(url, body, authorization),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
    },
  };
}

/** The real api on a seeded database and the gateway in front of it, both over loopback HTTP. */
export async function startStack(
  kind: DatabaseKind,
  overrides: Partial<GatewayConfig> = {},
  apiOverrides: Partial<ApiConfig> = {},
): Promise<TestStack> {
  const api = await startTestApi(kind, apiOverrides);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const gateway = await createGateway(
    loadGatewayConfig({ apiUrl, webDist: undefined, rateLimits: TEST_RATE_LIMITS, accessLog: false, ...overrides }),
  );
  const server = gateway.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${await listen(server)}`;

  const graphql: TestStack['graphql'] = (query, variables, authorization, extensions) =>
    postGraphQL(url, { query, variables, extensions }, authorization);

  return {
    api,
    apiUrl,
    gateway,
    url,
    graphql,
    async signIn(username) {
      const res = await graphql<{ login: { accessToken: string } }>(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
        { u: username, p: 'demo-pass-1' },
      );
      if (!res.data) throw new Error(`sign-in failed: ${JSON.stringify(res.errors)}`);
      return `Bearer ${res.data.login.accessToken}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
      await api.close();
    },
  };
}
