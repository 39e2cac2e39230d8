/**
 * The project's Dockerfile read the way `docker build` reads it, for the tests that keep it honest where no Docker
 * engine runs: comments dropped, continued lines joined, global ARG defaults substituted in FROM, one list of
 * instructions per stage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Instruction {
  /** Upper case: FROM, RUN, COPY, ENV, USER, HEALTHCHECK, CMD, … */
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  /** An image reference (`node:24-bookworm-slim`) or the name of an earlier stage. */
  from: string;
  instructions: Instruction[];
}

export interface Copy {
  /** The stage copied from; undefined for the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

export function parseDockerfile(text: string): Stage[] {
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line));
  const joined = lines.join('\n').replace(/\\\n/g, ' ');
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of joined.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s+(.*?)\s*$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const rest = match[2]!;
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = rest.split('=');
      args[name!] = value;
    } else if (keyword === 'FROM') {
      const from = /^(\S+)\s+AS\s+(\S+)$/i.exec(rest);
      if (!from) throw new Error(`FROM without a stage name: ${rest}`);
      const image = from[1]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a?: string, b?: string) => args[a ?? b!] ?? '');
      stages.push({ name: from[2]!, from: image, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${keyword} before the first FROM`);
      stage.instructions.push({ keyword, args: rest });
    }
  }
  return stages;
}

export function readDockerfile(root: string): Stage[] {
  return parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
}

export function stage(stages: Stage[], name: string): Stage {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`The Dockerfile has no stage ${name}`);
  return found;
}

/** The stage and the stages it is built on, nearest first. */
export function lineage(stages: Stage[], name: string): Stage[] {
  const chain: Stage[] = [];
  let current: Stage | undefined = stage(stages, name);
  while (current) {
    chain.push(current);
    const from: string = current.from;
    current = stages.find((s) => s.name === from);
  }
  return chain;
}

/** The image a stage is built on in the end (its lineage's first FROM that names no stage). */
export function baseImage(stages: Stage[], name: string): string {
  return lineage(stages, name).at(-1)!.from;
}

/** A stage's instructions of one kind, its own and those of the stages it is built on, in build order. */
export function instructions(stages: Stage[], name: string, keyword: string): string[] {
  return lineage(stages, name)
    .reverse()
    .flatMap((s) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args));
}

/** The environment a stage's containers start with: every `ENV a=b c=d` of its lineage. */
export function env(stages: Stage[], name: string): Record<string, string> {
  return Object.fromEntries(
    instructions(stages, name, 'ENV').flatMap((args) =>
      args.split(/\s+/).map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`ENV takes name=value pairs here: ${args}`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    ),
  );
}

/** The last value of an instruction that a stage inherits or sets (USER, CMD, HEALTHCHECK, WORKDIR). */
export function last(stages: Stage[], name: string, keyword: string): string | undefined {
  return instructions(stages, name, keyword).at(-1);
}

/** The argument list of an exec-form instruction: `CMD ["node", "x.js"]`. */
export function execForm(args: string): string[] {
  const list = JSON.parse(args) as unknown;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    throw new Error(`not exec form: ${args}`);
  return list;
}

/** A HEALTHCHECK's options and its command (exec form). */
export function healthcheck(args: string): { options: Record<string, string>; command: string[] } {
  const match = /^((?:--[\w-]+=\S+\s+)*)CMD\s+(\[.*\])$/.exec(args);
  if (!match) throw new Error(`HEALTHCHECK needs options and an exec-form CMD: ${args}`);
  const options = Object.fromEntries(
    match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((option) => option.slice(2).split('=') as [string, string]),
  );
  return { options, command: execForm(match[2]!) };
}

export function copies(stage: Stage): Copy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map(({ args }) => {
      const words = args.split(/\s+/);
      const flags = words.filter((word) => word.startsWith('--'));
      const paths = words.filter((word) => !word.startsWith('--'));
      const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
    });
}
