import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startNode, stopAll, waitForOk } from '../scripts/processes.ts';
import { E2E_JWT_SECRET } from './constants.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    /** GET: the emails the api sent so far (see smtp-inbox.ts). */
    smtpInboxUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The product as a user gets it: the api and the gateway as separate processes, on a fresh
 * embedded database seeded with the demo data, the gateway serving the built web app. The api sends
 * email to a loopback SMTP server whose messages the tests can read.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-e2e-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const inbox = await startSmtpInbox();
  const api = startNode(
    'api/src/server.ts',
    {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      SMTP_URL: inbox.smtpUrl,
    },
    'api',
    true,
  );
  const children = [api];
  try {
    await waitForOk(`${apiUrl}/api/health`, 180_000, api);
    const gateway = startNode(
      'gateway/src/server.ts',
      { GATEWAY_PORT: String(gatewayPort), API_URL: apiUrl },
      'gateway',
      true,
    );
    children.push(gateway);
    await waitForOk(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000, gateway);
  } catch (error) {
    await stopAll(children);
    await inbox.close();
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${gatewayPort}`);
  project.provide('apiUrl', apiUrl);
  project.provide('smtpInboxUrl', inbox.inboxUrl);
  return async () => {
    await stopAll(children);
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
