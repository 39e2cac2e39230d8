/**
 * The images run the compiled JavaScript, the tests and `npm start` the TypeScript through tsx: this test
 * compiles the api and the gateway with their build configuration, lays each out in a temporary folder exactly
 * as its final Dockerfile stage copies it (the compiled output copied, the repository's node_modules linked in
 * place of the production ones), starts it with the command and environment the image has, and runs the image's
 * HEALTHCHECK. That the image's node_modules hold no development dependency the code needs is shown statically:
 * every package the compiled code imports is a dependency of its workspace.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copies, env, execForm, healthcheck, last, lineage, readDockerfile } from './dockerfile.ts';
import { stopAll, waitForOk } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const stages = readDockerfile(root);
const WORKSPACES = ['api', 'gateway'] as const;
type Workspace = (typeof WORKSPACES)[number];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let dir: string;
const children: ChildProcess[] = [];

function compile(workspace: Workspace): Promise<void> {
  const outDir = path.join(dir, 'build', workspace, 'dist');
  const child = spawn(process.execPath, [tsc, '-p', `${workspace}/tsconfig.build.json`, '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc ${workspace}: ${code}\n${output}`)))),
  );
}

/**
 * The image's /app as a folder: each COPY of its final stage, from the compiled output (for the build stage's
 * dist folders) or from the repository (the build context, and in place of the modules stage's node_modules).
 * A source that does not exist here (the web app unbuilt, a workspace without its own node_modules) is left out.
 */
function layOut(workspace: Workspace): string {
  const app = path.join(dir, `${workspace}-image`);
  for (const copy of lineage(stages, workspace).flatMap(copies)) {
    for (const source of copy.sources) {
      const relative = copy.from ? path.relative('/app', source) : source;
      const compiled = copy.from === 'build' ? path.join(dir, 'build', relative) : undefined;
      const origin = compiled && existsSync(compiled) ? compiled : path.join(root, relative);
      if (!existsSync(origin)) continue;
      const target = path.join(
        app,
        copy.destination.endsWith('/') ? path.join(copy.destination, path.basename(relative)) : copy.destination,
      );
      mkdirSync(path.dirname(target), { recursive: true });
      // Linked, node_modules resolve as in the repository; everything else is copied, so that the code's paths
      // from import.meta.dirname (migrations, schema.graphql, web/dist) are the image's.
      if (path.basename(relative) === 'node_modules') symlinkSync(origin, target);
      else cpSync(origin, target, { recursive: true });
    }
  }
  return app;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the image's CMD in its laid-out /app, with the image's ENV and `extra` (ports, database, secrets). */
function startImage(workspace: Workspace, app: string, extra: Record<string, string>): ChildProcess {
  const [command, ...args] = execForm(last(stages, workspace, 'CMD') ?? '[]');
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: { PATH: process.env.PATH, ...env(stages, workspace), ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[compiled ${workspace}] ${chunk.toString()}`));
  children.push(child);
  return child;
}

/** The image's HEALTHCHECK command, run as Docker would run it in the container: its exit code. */
function runHealthcheck(workspace: Workspace, extra: Record<string, string>): number | null {
  const [command, ...args] = healthcheck(last(stages, workspace, 'HEALTHCHECK') ?? '').command;
  expect(command).toBe('node');
  const result = spawnSync(process.execPath, args, {
    env: { PATH: process.env.PATH, ...env(stages, workspace), ...extra },
    timeout: 30_000,
  });
  return result.status;
}

/** Every bare module specifier in the compiled files under `folder`. */
function importedPackages(folder: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const specifiers = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bresolve\(\s*)['"]([@\w][\w@./-]*)['"]/g);
    for (const [, specifier] of specifiers) {
      if (specifier!.startsWith('.') || specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
      const parts = specifier!.split('/');
      names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return names;
}

describe('the compiled servers, laid out as the images copy them', () => {
  const jwtSecret = 'compiled-servers-test-secret-0123456789-abcdefgh';
  let apiApp: string;
  let gatewayApp: string;
  let apiEnv: Record<string, string>;
  let gatewayEnv: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-compiled-'));
    await Promise.all(WORKSPACES.map(compile));
    apiApp = layOut('api');
    gatewayApp = layOut('gateway');
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    apiEnv = { API_HOST: '127.0.0.1', API_PORT: String(await freePort()), DATA_DIR: dataDir, JWT_SECRET: jwtSecret };
    gatewayEnv = {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(await freePort()),
      API_URL: `http://127.0.0.1:${apiEnv.API_PORT}`,
    };
  }, 240_000);

  afterAll(async () => {
    await stopAll(children);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(WORKSPACES)('%s imports only packages its workspace depends on', (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = [...importedPackages(path.join(dir, 'build', workspace, 'dist'))];
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('starts the api on an empty embedded database, healthy by its HEALTHCHECK', async () => {
    const api = startImage('api', apiApp, apiEnv);
    await waitForOk(`http://127.0.0.1:${apiEnv.API_PORT}/api/health`, 90_000, api);
    expect(runHealthcheck('api', apiEnv)).toBe(0);
  }, 120_000);

  it('starts the gateway over that api: GraphQL answers, and its HEALTHCHECK follows the api', async () => {
    const gateway = startImage('gateway', gatewayApp, gatewayEnv);
    await waitForOk(`http://127.0.0.1:${gatewayEnv.GATEWAY_PORT}/healthz`, 60_000, gateway);
    const res = await fetch(`http://127.0.0.1:${gatewayEnv.GATEWAY_PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(runHealthcheck('gateway', gatewayEnv)).toBe(0);

    await stopAll(children.slice(0, 1));
    expect(runHealthcheck('api', apiEnv)).not.toBe(0);
    expect(runHealthcheck('gateway', gatewayEnv)).not.toBe(0);
  }, 90_000);
});
