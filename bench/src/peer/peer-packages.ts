/**
 * The peer gateway's packages (Mesh Compose, Hive Gateway, the OpenAPI source: over 500 MB) are not a workspace
 * dependency, so that `npm install` stays lean: they live in bench/peer with their own lockfile, and the bench
 * installs them there (`npm ci --prefix bench/peer`) the first time scenario 1c runs, or when the lockfile has
 * moved on since. Nothing in the bench imports them statically: their bins run as processes, and the compose
 * config takes the OpenAPI source through `importPeer`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PEER_DIR = path.resolve(import.meta.dirname, '../../peer');

const requireFromPeer = createRequire(path.join(PEER_DIR, 'package.json'));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The peer's direct dependencies whose installed version is not the one its lockfile names (or none is). */
export function stalePeerPackages(dir = PEER_DIR): string[] {
  const lock = readJson<{ packages: Record<string, { version?: string }> }>(path.join(dir, 'package-lock.json'));
  const names = Object.keys(
    readJson<{ dependencies: Record<string, string> }>(path.join(dir, 'package.json')).dependencies,
  );
  return names.filter((name) => {
    const installed = path.join(dir, 'node_modules', name, 'package.json');
    const locked = lock.packages[`node_modules/${name}`]?.version;
    return !existsSync(installed) || readJson<{ version: string }>(installed).version !== locked;
  });
}

/** Installs the peer's packages from its lockfile when they are missing or stale; a no-op otherwise. */
export function ensurePeerPackages(): void {
  const stale = stalePeerPackages();
  if (stale.length === 0) return;
  console.log(`Scenario 1c needs ${stale.join(', ')}: installing bench/peer (npm ci, once; about a minute) …`);
  const result = spawnSync('npm', ['ci', '--prefix', PEER_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --prefix ${PEER_DIR} failed (${result.status ?? result.signal})`);
}

/** The file a peer package names as its bin (both packages export their package.json). */
export function peerBin(pkg: string, name: string): string {
  const manifest = requireFromPeer.resolve(`${pkg}/package.json`);
  const { bin } = readJson<{ bin: Record<string, string> }>(manifest);
  const file = bin[name];
  if (!file) throw new Error(`${pkg} has no bin ${name}`);
  return path.join(path.dirname(manifest), file);
}

/**
 * What bench/peer/index.js exports: the peer packages' functions that the bench's TypeScript calls, imported there
 * so that Node resolves them where they are installed, as ES modules (as the bins load them). `T` names the part
 * the caller uses.
 */
export async function importPeer<T>(): Promise<T> {
  return (await import(pathToFileURL(path.join(PEER_DIR, 'index.js')).href)) as T;
}
