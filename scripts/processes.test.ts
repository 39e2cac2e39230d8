import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree } from './processes.ts';

describe('assertPortsFree', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = () =>
    new Promise<number>((resolve) => {
      server = createServer((_req, res) => res.end('someone else')).listen(0, '127.0.0.1', () =>
        resolve((server!.address() as AddressInfo).port),
      );
    });

  it('names the port something already answers on', async () => {
    const port = await listen();
    await expect(assertPortsFree([port], 'is Folio running already?')).rejects.toThrow(
      `Port ${port} is in use (is Folio running already?): stop it first`,
    );
  });

  it('passes when nothing listens', async () => {
    const port = await listen();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect(assertPortsFree([port], 'hint')).resolves.toBeUndefined();
  });
});
