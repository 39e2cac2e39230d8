import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseImage,
  copies,
  env,
  execForm,
  healthcheck,
  instructions,
  last,
  lineage,
  parseDockerfile,
  readDockerfile,
  stage,
} from './dockerfile.ts';

// No Docker engine runs on these machines (CI builds the images where one does): the Dockerfile is kept honest
// by reading its stages. scripts/compiled-servers.int.test.ts starts what the final stages copy.
const root = path.resolve(import.meta.dirname, '..');
const stages = readDockerfile(root);
const IMAGES = { api: '/api/health', gateway: '/healthz' } as const;

/** Node.js LTS lines and the day each reaches its end of life (the Node.js release schedule). */
const NODE_LTS_END_OF_LIFE: Record<number, string> = {
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
};

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
type Manifest = { scripts: Record<string, string> };

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).flatMap((entry) => filesUnder(path.join(relative, entry)));
}

describe('parseDockerfile', () => {
  it('joins continued lines, drops comments and substitutes global ARGs in FROM', () => {
    const parsed = parseDockerfile(
      [
        'ARG BASE=node:24-bookworm-slim',
        'FROM ${BASE} AS one',
        '# a comment',
        'RUN a \\',
        '  && b',
        'FROM one AS two',
      ].join('\n'),
    );
    expect(parsed).toEqual([
      { name: 'one', from: 'node:24-bookworm-slim', instructions: [{ keyword: 'RUN', args: 'a    && b' }] },
      { name: 'two', from: 'one', instructions: [] },
    ]);
    expect(baseImage(parsed, 'two')).toBe('node:24-bookworm-slim');
  });
});

describe('Dockerfile', () => {
  it('builds every stage on a Node.js LTS line that is still supported, in its slim variant', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { name } of stages) {
      const image = baseImage(stages, name);
      const major = Number(/^node:(\d+)-\w+-slim$/.exec(image)?.[1]);
      const endOfLife = NODE_LTS_END_OF_LIFE[major];
      expect(endOfLife, `${name}: ${image} is not a Node.js LTS line`).toBeDefined();
      expect(endOfLife! > today, `${name}: Node.js ${major} reached its end of life on ${endOfLife}`).toBe(true);
    }
  });

  it.each(Object.entries(IMAGES))('runs the %s image’s compiled JavaScript as the user node', (name, healthPath) => {
    expect(last(stages, name, 'USER')).toBe('node');
    expect(execForm(last(stages, name, 'CMD') ?? '[]')).toEqual(['node', `${name}/dist/server.js`]);
    const environment = env(stages, name);
    expect(environment.NODE_ENV).toBe('production');
    expect(environment.NODE_OPTIONS ?? '').not.toMatch(/--(import|loader|require|experimental)/);
    for (const s of lineage(stages, name)) {
      for (const { keyword, args } of s.instructions) expect(`${keyword} ${args}`).not.toMatch(/\btsx\b/);
    }
    const check = healthcheck(last(stages, name, 'HEALTHCHECK') ?? '');
    expect(check.command.slice(0, 2)).toEqual(['node', '-e']);
    expect(check.command[2]).toContain(healthPath);
    expect(Object.keys(check.options).sort()).toEqual(['interval', 'retries', 'start-period', 'timeout']);
  });

  it.each(Object.keys(IMAGES))('gives the %s image compiled output and production dependencies only', (name) => {
    const modules = `${name}-modules`;
    expect(instructions(stages, modules, 'RUN').join('\n')).toMatch(
      new RegExp(`npm ci --omit=dev --workspace ${name}\\b`),
    );
    for (const copy of lineage(stages, name).flatMap(copies)) {
      const what = `COPY ${copy.from ? `--from=${copy.from} ` : ''}${copy.sources.join(' ')}`;
      if (copy.from === modules) {
        expect(
          copy.sources.every((source) => /^\/app\/(\w+\/)?node_modules$/.test(source)),
          what,
        ).toBe(true);
      } else if (copy.from === 'build') {
        expect(
          copy.sources.every((source) => /^\/app\/\w+\/dist$/.test(source)),
          what,
        ).toBe(true);
      } else {
        // From the build context: manifests and data files, never sources or installed modules.
        expect(copy.from, what).toBeUndefined();
        for (const file of copy.sources.flatMap(filesUnder)) {
          expect(file, what).not.toMatch(/(^|\/)(src|node_modules)\/|\.tsx?$/);
        }
      }
    }
  });

  it('installs development dependencies in the build stage only, and leaves npm out of the images', () => {
    for (const { name } of stages) {
      for (const run of stage(stages, name).instructions.filter((i) => i.keyword === 'RUN')) {
        if (name !== 'build' && /npm (ci|install)\b/.test(run.args)) expect(run.args, name).toContain('--omit=dev');
      }
    }
    for (const name of Object.keys(IMAGES)) {
      const runs = instructions(stages, name, 'RUN').join('\n');
      expect(runs).toContain('rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx');
      expect(runs, 'npm runs in an image').not.toMatch(/(^|[;&|]\s*)npm\s/m);
    }
  });

  it('builds the servers with the workspaces’ build configuration, which leaves the tests out', () => {
    expect(instructions(stages, 'build', 'RUN').join('\n')).toContain('npm run build:server');
    expect(readJson<Manifest>('package.json').scripts['build:server']).toBeDefined();
    for (const name of Object.keys(IMAGES)) {
      expect(readJson<Manifest>(`${name}/package.json`).scripts.build).toBe('tsc -p tsconfig.build.json');
      const config = readJson<{
        compilerOptions: Record<string, unknown>;
        include: string[];
        exclude: string[];
      }>(`${name}/tsconfig.build.json`);
      expect(config.compilerOptions).toMatchObject({
        noEmit: false,
        rewriteRelativeImportExtensions: true,
        rootDir: 'src',
        outDir: 'dist',
      });
      expect(config.include).toEqual(['src']);
      expect(config.exclude).toContain('src/**/*.test.ts');
    }
  });

  it('keeps installed modules, build output, local data and secrets out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.env', '.env.*']) {
      expect(ignored).toContain(entry);
    }
  });
});
