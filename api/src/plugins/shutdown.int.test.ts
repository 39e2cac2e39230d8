import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-companies.ts';
import { startApiProcess, type ApiProcess } from '../../test/api-process.ts';
import { exitCode, heldRequest, ProcessLog, untilRefused } from '../../test/held-request.ts';
import { startTestApi } from '../../test/helpers.ts';
import { multipart } from '../../test/sessions.ts';

const ROWS = 400;

describe.runIf(process.platform === 'linux')('SIGTERM to an api process (PGlite on disk)', () => {
  let api: ApiProcess;
  let log: ProcessLog;
  let url: string;

  beforeAll(async () => {
    api = await startApiProcess({ SHUTDOWN_TIMEOUT_MS: '60000' });
    log = new ProcessLog(api.child);
    url = api.url;
  });
  afterAll(() => api.close());

  it('finishes the uploads in flight, stores their rows, refuses new connections and exits 0', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'folio.admin', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const authorization = `Bearer ${accessToken}`;
    const ping = (await (await fetch(`${url}/api/user/ping`, { headers: { authorization } })).json()) as {
      companyId: number;
    };
    const companyId = ping.companyId;

    const agent = new http.Agent({ keepAlive: true });
    const csv = ['Date,Description,Amount']
      .concat(
        Array.from(
          { length: ROWS },
          (_, i) => `2026-06-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${i + 1}.50`,
        ),
      )
      .join('\n');
    const form = multipart(csv);
    const upload = heldRequest(`${url}/api/financialtransaction/import/review/${companyId}?format=001`, {
      headers: { ...form.headers, authorization },
      body: form.payload,
      agent,
    });
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      processed: '2026-06-15',
      financialAccountCode: '6100',
      description: `Held batch row ${i}`,
      amount: -(i + 1),
    }));
    const batch = heldRequest(`${url}/api/financialtransaction/batch/${companyId}?format=001`, {
      headers: { 'content-type': 'application/json', authorization },
      body: Buffer.from(JSON.stringify(rows)),
      agent,
    });
    await Promise.all([upload.accepted, batch.accepted]);

    api.child.kill('SIGTERM');
    await log.waitFor((line) => String(line.msg).startsWith('stopping'));
    await untilRefused(`${url}/api/health`, 503);

    upload.release();
    batch.release();
    const [reviewed, stored] = await Promise.all([upload.response, batch.response]);
    expect(reviewed.status).toBe(200);
    expect((JSON.parse(reviewed.body) as { rows: unknown[] }).rows).toHaveLength(ROWS);
    expect(stored.status).toBe(200);
    expect(JSON.parse(stored.body)).toMatchObject({ imported: ROWS });
    // Keep-alive connections would hold the drain open: the answers close theirs.
    expect(stored.headers.connection).toBe('close');
    expect(await exitCode(api.child)).toBe(0);
    agent.destroy();

    const db = await openPglite(api.pgliteDir);
    try {
      const { rows: found } = await db.query<{ n: number }>(
        `select count(*)::int as n from financial_transactions where description like 'Held batch row %'`,
      );
      expect(found[0]!.n).toBe(ROWS);
    } finally {
      await db.close();
    }
  });
});

describe('the api while it drains', () => {
  it('answers /api/health 503 and closes every connection after its answer', async () => {
    const api = await startTestApi('pglite');
    try {
      expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      api.app.shutdown.begin();
      const health = await api.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('1');
      expect(health.headers.connection).toBe('close');
      expect(health.json()).toMatchObject({ status: 503, detail: 'The api is shutting down' });
      const other = await api.app.inject({
        url: '/api/user/ping',
        headers: { authorization: await api.authHeader('folio.admin') },
      });
      expect(other.statusCode).toBe(200);
      expect(other.headers.connection).toBe('close');
    } finally {
      await api.close();
    }
  });
});
