import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('the licence', () => {
  it('is MIT in LICENSE and in every package.json of the repository', () => {
    expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    const manifests = execFileSync('git', ['ls-files', '*package.json'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('package.json'));
    expect(manifests).toEqual(expect.arrayContaining(['package.json', 'api/package.json', 'gateway/package.json']));
    for (const file of manifests) {
      const { license } = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { license?: string };
      expect(license, file).toBe('MIT');
    }
  });
});
