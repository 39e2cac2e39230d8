import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../app.ts';
import { depthLimit } from './depth-limit.ts';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const check = (query: string, max: number) => validate(schema, parse(query), [depthLimit(max)]);

describe('depthLimit', () => {
  it('allows queries up to the limit and refuses deeper ones', () => {
    expect(check('{ viewer { user { id } } }', 3)).toEqual([]);
    const errors = check('{ viewer { user { id } } }', 2);
    expect(errors[0]?.message).toBe('The query is nested 3 levels deep; the limit is 2.');
    expect(errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts through fragments and ignores introspection fields', () => {
    const query = 'fragment U on User { id } { __typename viewer { user { ...U } } }';
    expect(check(query, 3)).toEqual([]);
    expect(check(query, 2)).toHaveLength(1);
  });
});
