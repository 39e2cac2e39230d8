import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { webOperations } from '../../test/web-operations.ts';
import { SCHEMA_PATH } from '../app.ts';
import { loadGatewayConfig, type OperationLimits } from '../config.ts';
import { explainParseError, limitedParseOptions, operationLimitRules } from './operation-limits.ts';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const defaults = loadGatewayConfig().limits;
const limits = (overrides: Partial<OperationLimits>): OperationLimits => ({ ...defaults, ...overrides });
/** As Apollo validates: graphql-js' own rules and ours, in one pass. */
const check = (document: DocumentNode, overrides: Partial<OperationLimits> = {}) =>
  validate(schema, document, [...specifiedRules, ...operationLimitRules(limits(overrides))]);
const messages = (query: string, overrides: Partial<OperationLimits> = {}) =>
  check(parse(query), overrides).map((error) => error.message);

/** `levels` fragments, each spreading the next one twice: 2^levels fields once expanded. */
function fragmentBomb(levels: number): string {
  const fragments = [];
  for (let i = 1; i < levels; i++) fragments.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  fragments.push(`fragment F${levels} on Query { viewer { user { id } } }`);
  return `query Bomb { ...F1 }\n${fragments.join('\n')}`;
}

/**
 * Counts how often anything reads a fragment's selections, and stops the walk past `budget`: a rule
 * that re-walks a fragment at every spread reads F40's 2^39 times; one that walks each once, a few.
 */
function countFragmentReads(document: DocumentNode, budget: number): { reads: number } {
  const counter = { reads: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const selectionSet = definition.selectionSet;
    Object.defineProperty(definition, 'selectionSet', {
      enumerable: true,
      get() {
        counter.reads += 1;
        if (counter.reads > budget) throw new Error(`fragments were read more than ${budget} times`);
        return selectionSet;
      },
    });
  }
  return counter;
}

describe('operation limits', () => {
  it('refuses a query nested deeper than the limit, counting through fragments', () => {
    const nested = 'query { ...A } fragment A on Query { viewer { ...B } } fragment B on Viewer { user { id } }';
    expect(messages(nested, { maxDepth: 3 })).toEqual([]);
    expect(messages(nested, { maxDepth: 2 })).toEqual(['The query is nested more than 2 levels deep.']);
  });

  it('refuses more aliases, directives or cost than allowed, and accepts as many', () => {
    const aliases = `{ ${Array.from({ length: 4 }, (_, i) => `a${i}: viewer { user { id } }`).join(' ')} }`;
    expect(messages(aliases, { maxAliases: 4 })).toEqual([]);
    expect(messages(aliases, { maxAliases: 3 })).toEqual(['The query uses more than 3 aliases.']);

    const directives = '{ viewer @include(if: true) { user @skip(if: false) { id @include(if: true) } } }';
    expect(messages(directives, { maxDirectives: 3 })).toEqual([]);
    expect(messages(directives, { maxDirectives: 2 })).toEqual(['The query uses more than 2 directives.']);

    const costly = '{ viewer { user { id username } company { id } } }';
    expect(messages(costly, { maxCost: 20 })).toEqual([]);
    expect(messages(costly, { maxCost: 10 })[0]).toMatch(
      /^The query costs more than 10, the most one request may cost/,
    );
  });

  it('answers a refusal as a validation error of ours, without a stack or graphql-armor’s "Syntax Error"', () => {
    const [error] = check(parse('{ a: viewer { user { id } } b: viewer { user { id } } }'), { maxAliases: 1 });
    expect(error?.message).toBe('The query uses more than 1 aliases.');
    expect(error?.extensions).toEqual({ limit: 'aliases', maximum: 1 });
  });

  it('stops the parser at the token limit, with a sentence a developer reads', () => {
    const query = `{ ${'__typename '.repeat(30)}}`;
    expect(() => parse(query, limitedParseOptions(limits({ maxTokens: 32 })))).not.toThrow();
    let message = '';
    try {
      parse(query, limitedParseOptions(limits({ maxTokens: 31 })));
    } catch (error) {
      message = explainParseError((error as Error).message);
    }
    expect(message).toBe('The query has more than 31 tokens, the most one request may have.');
  });

  it('refuses a 40-level fragment-spread bomb reading each fragment a bounded number of times', () => {
    const document = parse(fragmentBomb(40));
    const counter = countFragmentReads(document, 40 * 25);
    const errors = check(document);
    expect(errors.map((error) => error.extensions.limit)).toEqual(['cost']);
    expect(counter.reads).toBeLessThanOrEqual(40 * 25);
  });

  it('lets every operation of the web app through the default limits', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(40);
    const { maxQueryBytes } = loadGatewayConfig();
    const refused = operations.flatMap(({ name, source }) => [
      ...(Buffer.byteLength(source) > maxQueryBytes ? [`${name}: larger than MAX_QUERY_BYTES`] : []),
      ...check(parse(source, limitedParseOptions(defaults))).map((error) => `${name}: ${error.message}`),
    ]);
    expect(refused).toEqual([]);
  });
});
