import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PEER_DIR, stalePeerPackages } from './peer-packages.ts';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;

describe('stalePeerPackages', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A peer folder whose lockfile names a@1.0.0 and b@2.0.0, with `installed` in node_modules. */
  function peerFolder(installed: Record<string, string>): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-peer-packages-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { a: '^1.0.0', b: '^2.0.0' } }));
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        packages: { '': {}, 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0' } },
      }),
    );
    for (const [name, version] of Object.entries(installed)) {
      mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
    }
    return dir;
  }

  it('is empty when every package is installed at its locked version', () => {
    expect(stalePeerPackages(peerFolder({ a: '1.0.0', b: '2.0.0' }))).toEqual([]);
  });

  it('names the packages that are missing or at another version than the lockfile’s', () => {
    expect(stalePeerPackages(peerFolder({}))).toEqual(['a', 'b']);
    expect(stalePeerPackages(peerFolder({ a: '1.0.0', b: '2.1.0' }))).toEqual(['b']);
  });
});

describe('the peer gateway’s packages', () => {
  const root = path.resolve(PEER_DIR, '../..');
  const peerPackages = Object.keys(readJson(path.join(PEER_DIR, 'package.json')).dependencies ?? {});

  it('are locked in bench/peer and are not part of the workspace install', () => {
    expect(peerPackages.length).toBeGreaterThan(0);
    const peerLock = readJson(path.join(PEER_DIR, 'package-lock.json')).packages!;
    const workspaceLock = readJson(path.join(root, 'package-lock.json')).packages!;
    for (const name of peerPackages) {
      expect(peerLock[`node_modules/${name}`], name).toBeDefined();
      expect(Object.keys(workspaceLock).filter((key) => key.endsWith(`node_modules/${name}`))).toEqual([]);
    }
  });
});
