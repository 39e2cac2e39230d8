import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../api/test/api-process.ts';
import { freePort } from '../../api/test/free-port.ts';
import { ProcessLog } from '../../api/test/held-request.ts';
import { startNode, stopAll, waitForOk } from '../../scripts/processes.ts';

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
}

const SERVER = 2;
const CLIENT = 3;

/** A loopback OTLP/HTTP receiver (JSON), as a collector would be: keeps every span it is sent. */
async function startReceiver(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ spans: Array<Omit<Span, 'service'>> }>;
          }>;
        };
        for (const resourceSpans of body.resourceSpans) {
          const service =
            resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resourceSpans.scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

/** Waits until `check` holds for the spans received so far (the processes export in batches). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 100));
}

const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN = 'b7ad6b7169203331';

describe.runIf(process.platform === 'linux')('OpenTelemetry traces, on when an OTLP endpoint is set', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: ApiProcess;
  let gateway: ChildProcess;
  let apiLog: ProcessLog;
  let url: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    api = await startApiProcess(otel);
    apiLog = new ProcessLog(api.child);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    gateway = startNode(
      'gateway/src/server.ts',
      { ...otel, API_URL: api.url, GATEWAY_PORT: String(port), WEB_DIST: '/nonexistent', REDIS_URL: '' },
      'gateway',
      true,
    );
    await waitForOk(`${url}/healthz`, 60_000, gateway);
  });
  afterAll(async () => {
    await stopAll([gateway]);
    await api.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('gives one GraphQL request spans on the gateway and the api with the browser’s trace id', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01` },
      body: JSON.stringify({
        query: 'mutation SignIn($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
        variables: { u: 'folio.admin', p: 'demo-pass-1' },
        operationName: 'SignIn',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(BROWSER_TRACE);
    await res.arrayBuffer();

    const ofTrace = () => receiver.spans.filter((span) => span.traceId === BROWSER_TRACE);
    const apiServer = () => ofTrace().find((s) => s.service === 'folio-api' && s.kind === SERVER);
    await until(
      () => apiServer() !== undefined && ofTrace().some((s) => s.service === 'folio-gateway' && s.kind === SERVER),
    );

    const spans = ofTrace();
    const gatewayServer = spans.find((s) => s.service === 'folio-gateway' && s.kind === SERVER)!;
    expect(gatewayServer).toMatchObject({ name: 'POST /graphql', parentSpanId: BROWSER_SPAN });
    // The operation's own spans (graphql), and the call to the api (undici), inside the gateway's.
    expect(spans.some((s) => s.service === 'folio-gateway' && s.name.startsWith('graphql.'))).toBe(true);
    const upstream = spans.filter((s) => s.service === 'folio-gateway' && s.kind === CLIENT);
    expect(upstream.length).toBeGreaterThan(0);
    // The api's server span is a child of the gateway's call, named by its route.
    expect(apiServer()).toMatchObject({ name: 'POST /api/auth/login' });
    expect(upstream.map((s) => s.spanId)).toContain(apiServer()!.parentSpanId);
    // The api's access log names the same trace.
    const line = await apiLog.waitFor((l) => l.msg === 'request' && l.route === '/api/auth/login');
    expect(line).toMatchObject({ traceId: BROWSER_TRACE, spanId: apiServer()!.spanId, status: 200 });
    // No spans for health checks.
    expect(receiver.spans.some((s) => /health/.test(s.name))).toBe(false);
  });
});
