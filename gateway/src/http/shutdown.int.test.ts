import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, heldRequest, ProcessLog, untilRefused } from '../../../api/test/held-request.ts';
import { freePort } from '../../../api/test/free-port.ts';
import { startTestApi, type TestApi } from '../../../api/test/helpers.ts';
import { startNode, stopAll, waitForOk } from '../../../scripts/processes.ts';
import { createGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { refusingUrl } from '../../test/helpers.ts';
import { REVIEW } from '../../test/upload.ts';

const ROWS = 300;

/** A GraphQL multipart request (the review of an uploaded CSV), as one buffer. */
function reviewUpload(csv: string): { body: Buffer; contentType: string } {
  const boundary = '----folio-shutdown-test';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    part('operations', JSON.stringify({ query: REVIEW, variables: { format: 'GENERIC_CSV', file: null } })) +
      part('map', JSON.stringify({ '0': ['variables.file'] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="held.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      csv +
      `\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.runIf(process.platform === 'linux')('SIGTERM to a gateway process', () => {
  let api: TestApi;
  let gateway: ChildProcess;
  let log: ProcessLog;
  let url: string;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    gateway = startNode(
      'gateway/src/server.ts',
      {
        API_URL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
        GATEWAY_PORT: String(port),
        GATEWAY_HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        REDIS_URL: '',
        SHUTDOWN_TIMEOUT_MS: '60000',
      },
      'gateway',
      true,
    );
    log = new ProcessLog(gateway);
    await waitForOk(`${url}/healthz`, 60_000, gateway);
  });
  afterAll(async () => {
    await stopAll([gateway]);
    await api.close();
  });

  it('finishes the upload and the import in flight, refuses new connections, then exits 0', async () => {
    const authorization = await api.authHeader('folio.admin');
    const agent = new http.Agent({ keepAlive: true });
    const csv = ['Date,Description,Amount']
      .concat(
        Array.from(
          { length: ROWS },
          (_, i) => `2026-06-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${i + 1}.50`,
        ),
      )
      .join('\n');
    const form = reviewUpload(csv);
    const upload = heldRequest(`${url}/graphql`, {
      headers: { 'content-type': form.contentType, 'apollo-require-preflight': 'true', authorization },
      body: form.body,
      agent,
    });
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      processed: '2026-06-16',
      financialAccountCode: '6100',
      description: `Held gateway row ${i}`,
      amount: String(-(i + 1)),
    }));
    const store = heldRequest(`${url}/graphql`, {
      headers: { 'content-type': 'application/json', authorization },
      body: Buffer.from(
        JSON.stringify({
          query:
            'mutation Store($rows: [ImportedTransactionInput!]!) { importFinancialTransactions(rows: $rows) { imported } }',
          variables: { rows },
        }),
      ),
      agent,
    });
    await Promise.all([upload.accepted, store.accepted]);

    gateway.kill('SIGTERM');
    await log.waitFor((line) => String(line.msg).startsWith('stopping'));
    await untilRefused(`${url}/healthz`, 503);

    upload.release();
    store.release();
    const [reviewed, stored] = await Promise.all([upload.response, store.response]);
    expect(reviewed.status).toBe(200);
    const review = JSON.parse(reviewed.body) as { data: { reviewFinancialTransactionImport: { rows: unknown[] } } };
    expect(review.data.reviewFinancialTransactionImport.rows).toHaveLength(ROWS);
    expect(stored.status).toBe(200);
    expect(JSON.parse(stored.body)).toEqual({ data: { importFinancialTransactions: { imported: ROWS } } });
    expect(stored.headers.connection).toBe('close');
    expect(await exitCode(gateway)).toBe(0);
    agent.destroy();

    const { rows: found } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from financial_transactions where description like 'Held gateway row %'`,
    );
    expect(found[0]!.n).toBe(ROWS);
  });
});

describe('the gateway while it drains', () => {
  it('answers /healthz 503 and closes every connection after its answer', async () => {
    const gateway = await createGateway(loadGatewayConfig({ webDist: undefined, apiUrl: await refusingUrl() }));
    const server = gateway.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      gateway.drain.begin(server);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('connection')).toBe('close');
      expect(await health.json()).toEqual({ status: 'shutting down' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
    }
  });
});
